#!/usr/bin/env python3
"""Attacks scouter-cli as a hostile user and an unlucky one would, and prints a table of what held.

Not part of `make test` (the same failures have regression tests there); this is the measurement
behind issue 13's table, to run again after any change to the store or the parsers:

    scripts/attack.py --cli build/bin/scouter-cli [--seed 1] [--scale 1.0]

Every check is about what a user would notice: a process that dies of a signal (abort, crash),
a hang, a refused file whose bytes changed, an accepted input that later makes a command die,
a stored command lost or a file damaged by a kill. The full-disk and read-only-mount trials need
root (tmpfs mounts); without it they are reported as not run.
"""

import argparse
import copy
from contextlib import closing
import hashlib
import json
import os
import random
import shutil
import signal
import sqlite3
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SCENARIOS = sorted((ROOT.parent / "shared" / "scenarios").glob("dbu*/*.json")) + sorted(
    (ROOT / "tests" / "scenarios").glob("own-*.json"))
LONG_SCENARIO = ROOT.parent / "shared" / "scenarios" / "dbu" / "session-01-saibamen-ambush.json"
TIMEOUT = 20


class Tally:
    def __init__(self, name):
        self.name, self.trials, self.failures = name, 0, []

    def fail(self, what):
        self.failures.append(what)

    def failed_trials(self):
        """Trials with at least one failure (one bad file may break several commands)."""
        return len({f.split(":")[0].replace(" (accepted)", "") for f in self.failures})


def run(cli, *args, env=None, timeout=TIMEOUT):
    """(returncode or 'hang', stdout+stderr). A negative return code is a signal."""
    try:
        done = subprocess.run([cli, *map(str, args)], capture_output=True, timeout=timeout, env=env)
    except subprocess.TimeoutExpired:
        return "hang", ""
    return done.returncode, (done.stdout + done.stderr).decode("utf-8", "replace")


def died(code):
    return code == "hang" or (isinstance(code, int) and code < 0) or code in (134, 136, 139)


def snapshot(path):
    """The bytes of a campaign and its companions, and which backups exist."""
    state = {}
    for suffix in ("", "-wal", "-shm", "-journal"):
        f = Path(str(path) + suffix)
        state[suffix] = hashlib.sha256(f.read_bytes()).hexdigest() if f.exists() else None
    state["backups"] = sorted(p.name for p in Path(path).parent.glob(Path(path).name + ".backup-v*"))
    return state


def integrity(db):
    """integrity_check of a copy (the campaign with its -wal), so checking writes nothing to it."""
    with tempfile.TemporaryDirectory() as folder:
        copy_path = Path(folder) / "check.scouter"
        for suffix in ("", "-wal"):
            if Path(str(db) + suffix).exists():
                shutil.copy(str(db) + suffix, str(copy_path) + suffix)
        with closing(sqlite3.connect(copy_path)) as con:
            result = con.execute("PRAGMA integrity_check").fetchone()[0]
            try:
                seqs = [r[0] for r in con.execute("SELECT seq FROM encounter_commands ORDER BY encounter_id, seq")]
            except sqlite3.Error:
                seqs = None
        return result, seqs


def make_campaign(cli, folder, name="campaign.scouter"):
    db = Path(folder) / name
    code, out = run(cli, "scenario", "--database", db, LONG_SCENARIO)
    if code != 0:
        sys.exit(f"cannot build a campaign to attack: {out}")
    return db


def checkpointed_copy(src, dst):
    with closing(sqlite3.connect(src)) as con:
        con.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    shutil.copy(src, dst)
    return Path(dst)


def use_everything(cli, db, tally, label):
    """Every reader of stored data; none may die, whatever the file holds."""
    code, out = run(cli, "encounters", "--database", db, "--json")
    if died(code):
        tally.fail(f"{label}: encounters died ({code})")
        return
    ids = []
    if code == 0:
        try:
            ids = [e["id"] for e in json.loads(out[out.index("["):])]
        except (ValueError, KeyError, TypeError):
            ids = []
    for args in [("search", "--database", db, "attack")] + [
            (cmd, "--database", db, i) for i in ids[:3] for cmd in ("state", "log")] + [
            ("export", "--database", db, i, "--format", "md", "--output", Path(db).with_suffix(".md")) for i in ids[:2]]:
        code, _ = run(cli, *args)
        if died(code):
            tally.fail(f"{label}: {args[0]} died ({code})")


def attack_kills(cli, work, trials, rng):
    tally = Tally("SIGKILL during a stored scenario run")
    for n in range(trials):
        db = Path(work) / f"kill-{n}.scouter"
        proc = subprocess.Popen([cli, "scenario", "--database", db, LONG_SCENARIO],
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        time.sleep(rng.uniform(0.0, 0.4))
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        tally.trials += 1
        if not db.exists():
            continue
        try:
            result, seqs = integrity(db)
        except sqlite3.Error as error:
            tally.fail(f"kill {n}: {error}")
            continue
        if result != "ok":
            tally.fail(f"kill {n}: integrity_check says {result}")
            continue
        if seqs is None:
            continue
        if seqs != list(range(1, len(seqs) + 1)):
            tally.fail(f"kill {n}: stored commands are not 1..{len(seqs)}")
        code, listed = run(cli, "encounters", "--database", db, "--json")
        code2, state = run(cli, "state", "--database", db, 1)
        if code == 0 and code2 == 0 and seqs:
            try:
                running = json.loads(listed[listed.index("["):])[0].get("outcome") in (None, "")
                ended = bool(json.loads(state[state.index("{"):]).get("ended"))
                if running == ended:
                    tally.fail(f"kill {n}: listed as {'running' if running else 'ended'}, its replay says "
                               f"{'ended' if ended else 'running'}")
            except (ValueError, IndexError, AttributeError):
                tally.fail(f"kill {n}: unreadable encounters/state output")
        use_everything(cli, db, tally, f"kill {n}")
    return tally


def damaged_variants(cli, work, rng):
    """(label, path) of files that are not healthy Scouter campaigns, each in its own folder."""
    base = checkpointed_copy(make_campaign(cli, work, "healthy.scouter"), Path(work) / "base.scouter")
    data = base.read_bytes()
    variants = []

    def place(label, payload=None, maker=None):
        folder = Path(work) / f"damaged-{len(variants)}"
        folder.mkdir()
        path = folder / "campaign.scouter"
        if payload is not None:
            path.write_bytes(payload)
        if maker:
            maker(path)
        variants.append((f"#{len(variants)} {label}", path))

    for cut in sorted(rng.sample(range(1, len(data)), 14)) + [100, 4096]:
        place(f"truncated at {cut}", data[:cut])
    for offset in (16, 18, 21, 28, 44, 56, 60, 92):
        damaged = bytearray(data)
        damaged[offset] ^= 0xFF
        place(f"header byte {offset} flipped", bytes(damaged))
    for n in range(5):
        place(f"random bytes {n}", rng.randbytes(rng.choice([512, 4096, 70000])))
    place("a text file", b"These are my notes, not a campaign.\n" * 50)
    place("zeroed first page", bytes(4096) + data[4096:])

    def foreign(version, app_id=0, table="CREATE TABLE notes(x)"):
        def make(path):
            with closing(sqlite3.connect(path)) as con:
                con.execute(table)
                con.execute(f"PRAGMA user_version = {version}")
                con.execute(f"PRAGMA application_id = {app_id}")
        return make

    for version in (0, 1, 2, 3, 4, 99):
        place(f"another program's database, user_version {version}", maker=foreign(version))
    place("another program's database, application_id 42", maker=foreign(3, 42))
    place("newer Scouter (user_version 99)", data[:60] + (99).to_bytes(4, "big") + data[64:])

    def with_wal(kind):
        def make(path):
            shutil.copy(base, path)
            other = path.parent / "other.db"
            keep = sqlite3.connect(other)
            keep.execute("PRAGMA journal_mode=WAL")
            keep.execute("PRAGMA wal_autocheckpoint=0")
            keep.execute("CREATE TABLE intruder(x)")
            keep.execute("INSERT INTO intruder VALUES ('not yours')")
            keep.commit()
            shutil.copy(str(other) + "-wal", str(path) + "-wal")
            keep.close()
            if kind == "newer":
                raw = bytearray(path.read_bytes())
                raw[60:64] = (99).to_bytes(4, "big")
                path.write_bytes(bytes(raw))
            elif kind == "damaged":
                raw = bytearray(path.read_bytes())
                raw[len(raw) // 2:len(raw) // 2 + 64] = bytes(64)
                path.write_bytes(bytes(raw))
        return make

    for kind in ("stray", "newer", "damaged"):
        for _ in range(2):
            place(f"{kind} campaign beside another database's -wal", maker=with_wal(kind))

    def hot_wal(path):
        # Copied while the writer still holds it open: the main file without the last commit and
        # a -wal that holds it, as a crash leaves them.
        source = path.parent / "writer.scouter"
        shutil.copy(base, source)
        con = sqlite3.connect(source)
        con.execute("PRAGMA journal_mode=WAL")
        con.execute("PRAGMA wal_autocheckpoint=0")
        version = con.execute("PRAGMA user_version").fetchone()[0]
        con.execute(f"PRAGMA user_version = {version}")
        con.commit()
        shutil.copy(source, path)
        shutil.copy(str(source) + "-wal", str(path) + "-wal")
        con.close()

    for n in range(3):
        place(f"healthy campaign with a hot -wal {n}", maker=hot_wal)
    return variants


def attack_damaged(cli, work, rng):
    tally = Tally("damaged, foreign or odd files opened")
    for label, path in damaged_variants(cli, work, rng):
        tally.trials += 1
        before = snapshot(path)
        code, out = run(cli, "encounters", "--database", path)
        if died(code):
            tally.fail(f"{label}: died ({code})")
        elif code != 0 and snapshot(path) != before:
            tally.fail(f"{label}: refused ({out.strip()[:80]}) but the files changed")
        elif code != 0 and not out.strip():
            tally.fail(f"{label}: refused without a message")
        use_everything(cli, path, tally, label)
    return tally


def attack_flips(cli, work, trials, rng):
    tally = Tally("one byte flipped in a campaign file")
    base = checkpointed_copy(make_campaign(cli, work, "flip-source.scouter"), Path(work) / "flip-base.scouter")
    data = base.read_bytes()
    for n in range(trials):
        folder = Path(work) / f"flip-{n}"
        folder.mkdir()
        path = folder / "campaign.scouter"
        raw = bytearray(data)
        raw[rng.randrange(len(raw))] ^= 1 << rng.randrange(8)
        path.write_bytes(bytes(raw))
        tally.trials += 1
        before = snapshot(path)
        code, _ = run(cli, "encounters", "--database", path)
        if died(code):
            tally.fail(f"flip {n}: encounters died ({code})")
            continue
        if code != 0 and snapshot(path) != before:
            tally.fail(f"flip {n}: refused but the files changed")
        use_everything(cli, path, tally, f"flip {n}")
    return tally


def mutate_json(value, rng, depth=0):
    """One random change somewhere in a JSON value: the kinds of damage a hand edit does."""
    if isinstance(value, dict) and value and rng.random() < 0.8:
        key = rng.choice(list(value))
        choice = rng.random()
        if choice < 0.15:
            del value[key]
        elif choice < 0.3:
            value[key] = rng.choice([None, -1, 0, 2**31, 2**63 - 1, 1e308, "x" * 100000, "", [], {}, True,
                                     "\u0000\u0007", "unknown-id", 10**9])
        else:
            value[key] = mutate_json(value[key], rng, depth + 1)
        return value
    if isinstance(value, list) and value and rng.random() < 0.8:
        i = rng.randrange(len(value))
        choice = rng.random()
        if choice < 0.15:
            value.insert(i, copy.deepcopy(value[i]))
        elif choice < 0.3:
            del value[i]
        else:
            value[i] = mutate_json(value[i], rng, depth + 1)
        return value
    if isinstance(value, str):
        return rng.choice(["", value + value, value[::-1], "ghost", "x" * 50000, "a\u0001b", value.upper()])
    if isinstance(value, bool):
        return not value
    if isinstance(value, (int, float)):
        return rng.choice([-value, value * 1000, 2**31 - 1, 2**53, -(2**31), 0, 10**9, 0.5])
    return rng.choice([None, {}, [], "?", 7])


def attack_imports(cli, work, trials, rng):
    tally = Tally("mutated import files")
    source = make_campaign(cli, work, "export-source.scouter")
    export = Path(work) / "export.json"
    code, out = run(cli, "export", "--database", source, "--output", export)
    if code != 0:
        sys.exit(f"cannot export: {out}")
    original = json.loads(export.read_text())
    target = checkpointed_copy(make_campaign(cli, work, "import-target-src.scouter"), Path(work) / "import-target.scouter")
    for n in range(trials):
        folder = Path(work) / f"import-{n}"
        folder.mkdir()
        db = folder / "campaign.scouter"
        shutil.copy(target, db)
        mutated = copy.deepcopy(original)
        events = [event for encounter in mutated.get("encounters", []) for entry in encounter.get("log", [])
                  for event in entry.get("events", []) if isinstance(event, dict) and "who" in event]
        if events and rng.random() < 0.25:
            # A stored event naming someone the encounter does not have: valid alone, not in context.
            rng.choice(events)["who"] = rng.choice(["ghost", "", "saibaman-9"])
        else:
            for _ in range(rng.randint(1, 3)):
                mutated = mutate_json(mutated, rng)
        text = json.dumps(mutated)
        if rng.random() < 0.1:
            cut = rng.randrange(len(text))
            text = text[:cut] + rng.choice(["", "{", "]", "\"", "\\u12"]) + text[cut + 1:]
        file = folder / "import.json"
        file.write_text(text)
        tally.trials += 1
        before = snapshot(db)
        code, out = run(cli, "import", "--database", db, file)
        if died(code):
            tally.fail(f"import {n}: died ({code})")
            continue
        if code != 0 and snapshot(db)[""] != before[""]:
            tally.fail(f"import {n}: refused but the campaign changed")
        if code == 0:
            use_everything(cli, db, tally, f"import {n} (accepted)")
    return tally


def attack_dice(cli, trials, rng):
    tally = Tally("dice expressions")
    atoms = ["d10", "2d10", "3d6", "(T)", "(bT)", "solid ", "+", "-", "*", "x", "(", ")", "d", "0", "1", "9",
             "99999999999", "2147483647", "d2147483647", "1000000d10", " ", "T", "e", "%", "--", "10d10(T)",
             "100d100000", "*100000", "+100000", "100d10(T)"]
    for n in range(trials):
        expression = "".join(rng.choice(atoms) for _ in range(rng.randint(1, 8)))
        args = ["roll", "--tier", rng.choice(["1", "5", "10", "0", "-1", "999999", "abc"]), "--", expression]
        tally.trials += 1
        code, out = run(cli, *args)
        if died(code):
            tally.fail(f"roll {expression!r}: died ({code})")
        elif code != 0 and not out.strip():
            tally.fail(f"roll {expression!r}: refused without a message")
    return tally


def attack_scenarios(cli, work, trials, rng):
    tally = Tally("mutated scenario files")
    sources = [json.loads(p.read_text()) for p in SCENARIOS]
    for n in range(trials):
        mutated = copy.deepcopy(rng.choice(sources))
        for _ in range(rng.randint(1, 3)):
            mutated = mutate_json(mutated, rng)
        file = Path(work) / f"scenario-{n}.json"
        text = json.dumps(mutated)
        if n % 50 == 0:
            text = "[" * 100000 + "]" * 100000
        file.write_text(text)
        tally.trials += 1
        code, out = run(cli, "scenario", file)
        if died(code):
            tally.fail(f"scenario {n}: died ({code})")
        elif code not in (0, 1, 2):
            tally.fail(f"scenario {n}: exit {code}")
    return tally


def attack_full_disk(cli, work, rng):
    tally = Tally("campaign on a full disk, then reopened")
    if os.geteuid() != 0:
        return None
    for n in range(5):
        mount = Path(work) / f"disk-{n}"
        mount.mkdir()
        if subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={rng.choice([300, 400, 600])}k", "tmpfs", mount]).returncode:
            return None
        try:
            db = mount / "campaign.scouter"
            for _ in range(30):
                code, _ = run(cli, "scenario", "--database", db, LONG_SCENARIO)
                if died(code):
                    tally.fail(f"disk {n}: scenario died ({code})")
                if code != 0:
                    break
            tally.trials += 1
            code, out = run(cli, "encounters", "--database", db)
            if code != 0:
                tally.fail(f"disk {n}: after the disk filled the campaign no longer opens: {out.strip()[:120]}")
            use_everything(cli, db, tally, f"disk {n}")
        finally:
            subprocess.run(["umount", "-l", mount])
    return tally


def attack_read_only(cli, work):
    tally = Tally("campaign on a read-only mount")
    if os.geteuid() != 0:
        return None
    mount = Path(work) / "ro"
    mount.mkdir()
    if subprocess.run(["mount", "-t", "tmpfs", "-o", "size=20m", "tmpfs", mount]).returncode:
        return None
    try:
        make_campaign(cli, mount)
        db = mount / "campaign.scouter"
        checkpointed_copy(db, Path(work) / "ro-copy.scouter")
        subprocess.run(["mount", "-o", "remount,ro", mount], check=True)
        for args in (("encounters",), ("state", "1"), ("search", "Saibaman"), ("log", "1")):
            tally.trials += 1
            code, out = run(cli, args[0], "--database", db, *args[1:])
            if code != 0:
                tally.fail(f"read-only {args[0]}: {out.strip()[:120]}")
    finally:
        subprocess.run(["umount", "-l", mount])
    return tally


def attack_two_writers(cli, work, trials):
    tally = Tally("two processes writing one campaign at once")
    for n in range(trials):
        db = Path(work) / f"two-{n}.scouter"
        procs = [subprocess.Popen([cli, "scenario", "--database", db, LONG_SCENARIO], stdout=subprocess.PIPE,
                                  stderr=subprocess.STDOUT) for _ in range(2)]
        outs = [p.communicate(timeout=60) for p in procs]
        tally.trials += 1
        for p, (out, _) in zip(procs, outs):
            if died(p.returncode):
                tally.fail(f"two {n}: a writer died ({p.returncode})")
            elif p.returncode != 0 and not out.strip():
                tally.fail(f"two {n}: a writer failed without a message")
            elif p.returncode != 0 and b"migrat" in out.lower():
                tally.fail(f"two {n}: {out.decode(errors='replace').strip()[:120]}")
        if db.exists() and integrity(db)[0] != "ok":
            tally.fail(f"two {n}: integrity_check failed")
    return tally


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cli", required=True)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--scale", type=float, default=1.0, help="multiplies every trial count")
    args = parser.parse_args()
    cli = str(Path(args.cli).resolve())
    rng = random.Random(args.seed)
    scale = lambda n: max(1, int(n * args.scale))  # noqa: E731
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    with tempfile.TemporaryDirectory(prefix="scouter-attack-") as work:
        os.environ["XDG_DATA_HOME"] = str(Path(work) / "xdg")
        started = time.time()
        tallies = [
            attack_kills(cli, work, scale(100), rng),
            attack_damaged(cli, work, rng),
            attack_flips(cli, work, scale(300), rng),
            attack_imports(cli, work, scale(300), rng),
            attack_dice(cli, scale(600), rng),
            attack_scenarios(cli, work, scale(300), rng),
            attack_full_disk(cli, work, rng),
            attack_read_only(cli, work),
            attack_two_writers(cli, work, scale(20)),
        ]
        print("| attack | trials | trials that failed | failures |\n|---|---:|---:|---:|")
        for tally in tallies:
            if tally is not None:
                print(f"| {tally.name} | {tally.trials} | {tally.failed_trials()} | {len(tally.failures)} |")
        print(f"\n{time.time() - started:.0f} s, seed {args.seed}")
        failures = [f for t in tallies if t for f in t.failures]
        for failure in failures[:60]:
            print(f"- {failure}")
        return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
