#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Attacks scouter-cli (and the window) as a hostile user and an unlucky one would; prints a table of what held.

Not part of `make test` (the same failures have regression tests there); this is the measurement
behind issue 13's and issue 28's tables, to run again after any change to the store or the parsers:

    scripts/attack.py --cli build/bin/scouter-cli [--gui build/bin/scouter] [--seed 1] [--scale 1.0]
                      [--only ROW,ROW...] [--list]

Every check is about what a user would notice: a process that dies of a signal (abort, crash),
a hang, a refused file whose bytes changed, an accepted input that later makes a command die or
is refused, a stored command lost or a file damaged by a kill, a wrong exit code, an outcome
nobody is told about. The full-disk, read-only-mount and device-node trials need root (tmpfs
mounts, mknod inside them: nothing of the real /dev is touched); the window's trials need
`scouter` (--gui, default beside --cli), and those that play commands in it need Xvfb and
xdotool (`scripts/install-deps.sh --extras`). A row that cannot run says why instead of a count.
"""

import argparse
import copy
from contextlib import closing
import hashlib
import json
import os
import random
import re
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
        self.not_run, self.row, self.seconds, self.notes = None, name, 0.0, []

    def note(self, what):
        """A part of the row that could not be tried here (not a failure of Scouter)."""
        self.notes.append(what)

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


# ---- issue 28: outputs, kills during creation and migration, untrusted files, locks, JSON numbers,
# the window's signals, True20's bounds, backups and maps -----------------------------------------

FIXTURES = ROOT / "tests" / "store" / "fixtures"
SHORT_SCENARIO = ROOT.parent / "shared" / "scenarios" / "dbu" / "dbu-hb-01-two-stacks.json"
T20_SCENARIO = ROOT.parent / "shared" / "scenarios" / "true20" / "t20-06-damage-dc.json"
# Qt's lines on stderr that say nothing about the campaign.
QT_NOISE = ("QStandardPaths", "XGetInputFocus", "qt.qpa", "QFont", "propagateSizeHints", "This plugin does not")


def not_run(name, reason):
    tally = Tally(name)
    tally.not_run = reason
    return tally


def fixture_copy(name, folder, target="campaign.scouter"):
    """A copy of a store fixture (tests/store/fixtures) in its own folder, never the fixture itself."""
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / target
    shutil.copy(FIXTURES / name, path)
    return path


def sha(path):
    path = Path(path)
    return hashlib.sha256(path.read_bytes()).hexdigest() if path.is_file() else None


def listing(cli, db, timeout=TIMEOUT, answer=None):
    """{id: commands} of `encounters --json`, or None when the campaign does not open (then
    `answer`, a list, gets the exit code and the message)."""
    code, out = run(cli, "encounters", "--database", db, "--json", timeout=timeout)
    if answer is not None:
        answer[:] = [code, out]
    if code != 0:
        return None
    try:
        return {e["id"]: e.get("commands") for e in json.loads(out[out.index("["):])}
    except (ValueError, KeyError, TypeError):
        return None


def stored_commands(db, encounter=None):
    """Commands in a campaign file, read from a copy (with its -wal), so reading changes nothing."""
    with tempfile.TemporaryDirectory() as folder:
        copy_path = Path(folder) / "read.scouter"
        for suffix in ("", "-wal"):
            if Path(str(db) + suffix).is_file():
                shutil.copy(str(db) + suffix, str(copy_path) + suffix)
        try:
            with closing(sqlite3.connect(copy_path)) as con:
                if encounter is None:
                    return con.execute("SELECT count(*) FROM encounter_commands").fetchone()[0]
                return con.execute("SELECT count(*) FROM encounter_commands WHERE encounter_id = ?",
                                   (encounter,)).fetchone()[0]
        except sqlite3.Error:
            return None


def file_state(db):
    """What a reader must leave as it was: the campaign's bytes (with a -wal that holds frames), its
    schema version as SQLite reads it (from a copy) and its backups."""
    wal = Path(str(db) + "-wal")
    with tempfile.TemporaryDirectory() as folder:
        copy_path = Path(folder) / "read.scouter"
        for suffix in ("", "-wal"):
            if Path(str(db) + suffix).is_file():
                shutil.copy(str(db) + suffix, str(copy_path) + suffix)
        try:
            with closing(sqlite3.connect(copy_path)) as con:
                version = con.execute("PRAGMA user_version").fetchone()[0]
        except sqlite3.Error as error:
            version = str(error)
    return {"bytes": (sha(db), sha(wal) if wal.is_file() and wal.stat().st_size > 0 else None),
            "version": version, "backups": snapshot(db)["backups"]}


def said(out):
    """What a process said, less Qt's own noise."""
    return "\n".join(line for line in out.splitlines() if line.strip() and not line.startswith(QT_NOISE))


def short(text, n=110):
    """The gist of a message: past a header such as "not imported: 2 problems", its first problem."""
    lines = [line for line in text.splitlines() if line.strip()]
    if len(lines) > 1 and re.search(r"problems?$|:$", lines[0].strip()):
        lines = lines[1:]
    return " ".join(" ".join(lines).split())[:n]


def scenario_with(base, **changes):
    scenario = json.loads(Path(base).read_text())
    scenario.update(changes)
    return scenario


def write_json(path, value):
    Path(path).write_text(json.dumps(value))
    return Path(path)


class Mount:
    """A tmpfs of `size` (root only); devices allowed in it, for the copies of /dev nodes."""

    def __init__(self, path, size):
        self.path, self.size = Path(path), size

    def __enter__(self):
        self.path.mkdir(parents=True, exist_ok=True)
        done = subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={self.size},dev", "tmpfs", self.path],
                              capture_output=True)
        if done.returncode:
            raise OSError(f"cannot mount a tmpfs: {done.stderr.decode(errors='replace').strip()}")
        return self.path

    def __exit__(self, *exc):
        subprocess.run(["umount", "-l", self.path], capture_output=True)


def fill(folder):
    """Writes filler files until the disk of `folder` is full (the last byte too)."""
    for name, chunk in (("filler", 65536), ("filler-2", 1)):
        try:
            with open(Path(folder) / name, "wb", buffering=0) as out:
                while True:
                    out.write(bytes(chunk))
        except OSError:
            pass


def stale_lock(path):
    """A lock file as QLockFile writes it, of a process of this computer that is gone."""
    dead = subprocess.Popen(["true"])
    dead.wait()
    machine = ""
    for source in ("/etc/machine-id", "/var/lib/dbus/machine-id"):
        if Path(source).exists():
            machine = Path(source).read_text().strip()
            break
    boot = Path("/proc/sys/kernel/random/boot_id").read_text().strip() if Path(
        "/proc/sys/kernel/random/boot_id").exists() else ""
    Path(path).write_text(f"{dead.pid}\nscouter-cli\n{os.uname().nodename}\n{machine}\n{boot}\n")


class Display:
    """A virtual X display (Xvfb) for the trials that play commands in the window with xdotool."""

    def __init__(self):
        self.proc, self.name = None, None

    @staticmethod
    def available():
        return shutil.which("Xvfb") is not None and shutil.which("xdotool") is not None

    def __enter__(self):
        for number in range(87, 120):
            if not Path(f"/tmp/.X11-unix/X{number}").exists() and not Path(f"/tmp/.X{number}-lock").exists():
                break
        self.name = f":{number}"
        self.proc = subprocess.Popen(["Xvfb", self.name, "-screen", "0", "1400x900x24", "-nolisten", "tcp"],
                                     stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        env = dict(os.environ, DISPLAY=self.name)
        for _ in range(100):
            # Ready when a client gets an answer, not when the socket appears.
            if Path(f"/tmp/.X11-unix/X{number}").exists() and subprocess.run(
                    ["xdotool", "getdisplaygeometry"], capture_output=True, env=env).returncode == 0:
                return self
            time.sleep(0.1)
        raise OSError("Xvfb did not start")

    def __exit__(self, *exc):
        self.proc.terminate()
        self.proc.wait()


class Window:
    """`scouter --database DB` running, on a virtual display (commands played with xdotool) or offscreen."""

    def __init__(self, gui, db, work, display=None, args=()):
        self.gui, self.db, self.display, self.args = gui, Path(db), display, list(args)
        self.env = gui_env(work)
        self.proc, self.window, self.err = None, None, None
        self.err_path = Path(work) / f"window-{os.getpid()}-{time.monotonic_ns()}.err"

    def __enter__(self):
        env = dict(self.env)
        if self.display:
            env["DISPLAY"] = self.display.name
            env["QT_QPA_PLATFORM"] = "xcb"
        else:
            env["QT_QPA_PLATFORM"] = "offscreen"
        self.err = open(self.err_path, "wb")
        self.proc = subprocess.Popen([self.gui, "--database", self.db, *self.args], stdout=self.err,
                                     stderr=self.err, env=env)
        deadline = time.time() + 30
        while time.time() < deadline and self.proc.poll() is None:
            if self.display:
                found = subprocess.run(["xdotool", "search", "--onlyvisible", "--pid", str(self.proc.pid)],
                                       capture_output=True, text=True, env=env)
                if found.stdout.split():
                    self.window = found.stdout.split()[0]
                    time.sleep(0.5)
                    return self
            elif self.holds_campaign():
                time.sleep(1.5)  # open, read and shown: no sign from outside but the file being open
                return self
            time.sleep(0.2)
        return self

    def holds_campaign(self):
        try:
            target = os.path.realpath(self.db)
            return any(os.path.realpath(f"/proc/{self.proc.pid}/fd/{fd}") == target
                       for fd in os.listdir(f"/proc/{self.proc.pid}/fd"))
        except OSError:
            return False

    def ready(self):
        return self.proc.poll() is None and (self.window is not None or not self.display)

    def keys(self, *keys, pause=0.6):
        env = dict(self.env, DISPLAY=self.display.name)
        subprocess.run(["xdotool", "windowfocus", "--sync", self.window], capture_output=True, env=env, timeout=10)
        for key in keys:
            subprocess.run(["xdotool", "key", "--clearmodifiers", key], capture_output=True, env=env, timeout=10)
            time.sleep(pause)

    def stop(self, sig=signal.SIGTERM, timeout=20):
        """(exit code or 'hang', what the window said on stderr)."""
        if self.proc.poll() is None:
            self.proc.send_signal(sig)
        try:
            code = self.proc.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
            code = "hang"
        self.err.close()
        return code, self.err_path.read_text(errors="replace")

    def __exit__(self, *exc):
        if self.proc.poll() is None:
            self.stop(signal.SIGKILL)
        if not self.err.closed:
            self.err.close()


def gui_env(work):
    env = dict(os.environ)
    for name in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_RUNTIME_DIR"):
        path = Path(work) / "window-home" / name.lower()
        path.mkdir(mode=0o700, parents=True, exist_ok=True)
        env[name] = str(path)
    return env


def demo_campaign(gui, work):
    """The window's demo campaign (three encounters not started), created once."""
    demo = Path(work) / "demo.scouter"
    if not demo.exists():
        env = dict(gui_env(work), QT_QPA_PLATFORM="offscreen")
        subprocess.run([gui, "--database", demo, "--exit-when-shown"], capture_output=True, env=env, timeout=120)
        if demo.exists():
            with closing(sqlite3.connect(demo)) as con:
                con.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    return demo if demo.exists() else None


# Starts the demo's first fight, then skips three turns: four commands, no dialog, no dice asked.
PLAY_KEYS = ("ctrl+shift+Return", "ctrl+k", "ctrl+k", "ctrl+k")
_played = {}


def keys_play(gui, work, display):
    """(commands PLAY_KEYS store in the demo's first encounter on a healthy disk, or None; why not)."""
    if "count" not in _played:
        demo = demo_campaign(gui, work)
        if not demo:
            _played.update(count=None, why="the window did not create its demo campaign")
            return _played["count"], _played["why"]
        db = Path(work) / "keys-control" / "campaign.scouter"
        db.parent.mkdir(exist_ok=True)
        shutil.copy(demo, db)
        with Window(gui, db, work, display, ["--encounter", "1"]) as window:
            if not window.ready():
                code, err = window.stop()
                _played.update(count=None, why=f"the window did not show (exit {code}: {short(said(err), 150)})")
                return _played["count"], _played["why"]
            window.keys(*PLAY_KEYS)
            time.sleep(1)
            count = stored_commands(db, 1)
            window.stop()
        _played.update(count=count or None, why="the keys played no command in the window (control run)")
    return _played["count"], _played["why"]


def exported_json(path):
    """Whether `path` holds a whole JSON export of Scouter's (its format key may come after the encounters)."""
    try:
        return str(json.loads(path.read_text()).get("format", "")).startswith("scouter-export/")
    except (OSError, ValueError, AttributeError):
        return False


def attack_export_targets(cli, gui, work):
    name = "export --output onto the campaign, its companions, a device or an existing file"
    tally = Tally(name)
    folder = Path(work) / "export-targets"
    folder.mkdir()
    base = checkpointed_copy(make_campaign(cli, folder, "source.scouter"), folder / "base.scouter")
    reference = listing(cli, base)

    def attempt(label, db, target, args, expect_refusal=True, holder=None):
        tally.trials += 1
        target = Path(target)
        before = (os.lstat(target).st_ino, sha(target)) if os.path.lexists(target) else None
        code, out = run(cli, "export", "--database", db, *args, "--output", target)
        after = (os.lstat(target).st_ino, sha(target)) if os.path.lexists(target) else None
        if died(code):
            tally.fail(f"{label}: export died ({code})")
        elif expect_refusal and code == 0:
            tally.fail(f"{label}: exit 0, {target.name} was written over")
        elif expect_refusal and not said(out):
            tally.fail(f"{label}: refused without a message")
        if expect_refusal and before != after:
            tally.fail(f"{label}: {target.name} was replaced or changed")
        now = listing(cli, db)
        if now != reference:
            tally.fail(f"{label}: the campaign no longer opens as it was ({'refused' if now is None else now})")
        return code, out

    def fresh(n):
        sub = folder / f"t{n}"
        sub.mkdir()
        return checkpointed_copy(base, sub / "campaign.scouter")

    # The campaign, held open as a window holds it (its -wal, -shm and lock beside it).
    targets = [("the campaign itself", lambda db: db, ()),
               ("the campaign (--format md)", lambda db: db, ("1", "--format", "md")),
               ("the campaign (--format html)", lambda db: db, ("1", "--format", "html")),
               ("a symlink to the campaign", lambda db: make_link(db, "link.scouter"), ()),
               ("its -wal", lambda db: Path(str(db) + "-wal"), ()),
               ("its -shm", lambda db: Path(str(db) + "-shm"), ()),
               ("its lock file", lambda db: Path(str(db) + ".lock"), ()),
               ("its backup", lambda db: make_backup(db), ())]
    for n, (label, where, args) in enumerate(targets):
        db = fresh(n)
        if gui:
            with Window(gui, db, work) as window:
                target = where(db)
                if os.path.lexists(target):
                    attempt(f"{label} (window open)", db, target, args)
                else:
                    # A build that keeps its lock (say) elsewhere has nothing there to protect.
                    tally.note(f"{label}: the open window has no {Path(target).name}")
                window.stop()
        else:
            with closing(sqlite3.connect(db)) as holder:
                holder.execute("PRAGMA journal_mode=WAL")
                holder.execute("SELECT count(*) FROM encounters").fetchone()
                stale_lock(str(db) + ".lock")
                attempt(f"{label} (held open)", db, where(db), args)
    # An existing file: refused without --force, replaced with it.
    db = fresh("existing")
    notes = folder / "notes.txt"
    for label, args in (("an existing file", ()), ("an existing file (--format md)", ("1", "--format", "md"))):
        notes.write_text("My notes of the campaign, not an export.\n")
        attempt(label, db, notes, args)
    notes.write_text("My notes of the campaign, not an export.\n")
    code, out = attempt("an existing file with --force", db, notes, ("--force",), expect_refusal=False)
    if code != 0 or not exported_json(notes):
        tally.fail(f"an existing file with --force: not replaced (exit {code}: {short(said(out))})")
    # The window keeps playing into the campaign after an export was aimed at it.
    if not gui or not Display.available():
        tally.note("the window playing on after an export aimed at its campaign: needs --gui, Xvfb and xdotool")
    else:
        with Display() as display:
            count, why = keys_play(gui, work, display)
            if not count:
                tally.note(f"the window playing on after an export aimed at its campaign: {why}")
            else:
                played = folder / "window" / "campaign.scouter"
                played.parent.mkdir()
                shutil.copy(demo_campaign(gui, work), played)
                with Window(gui, played, work, display, ["--encounter", "1"]) as window:
                    tally.trials += 1
                    run(cli, "export", "--database", played, "--output", played)
                    window.keys(*PLAY_KEYS)
                    time.sleep(1)
                    stored = stored_commands(played, 1)
                    if stored != count:
                        tally.fail(f"window open, export aimed at its campaign: the {count} commands played then "
                                   f"are {'not in a campaign' if stored is None else f'{stored} on disk'}")
                    window.stop()
    if os.geteuid() != 0:
        tally.note("devices and a full disk not tried: they need root")
        return tally
    # Copies of /dev/null and /dev/full on a tmpfs of our own, and a full disk.
    with Mount(folder / "devices", "1m") as devices:
        for label, minor in (("a copy of /dev/null", 3), ("a copy of /dev/full", 7)):
            node = devices / label.split("/")[-1]
            os.mknod(node, 0o666 | __import__("stat").S_IFCHR, os.makedev(1, minor))
            tally.trials += 1
            code, out = run(cli, "export", "--database", db, "--output", node)
            kept = os.path.exists(node) and __import__("stat").S_ISCHR(os.lstat(node).st_mode) and \
                os.lstat(node).st_rdev == os.makedev(1, minor)
            if died(code):
                tally.fail(f"{label}: export died ({code})")
            if not kept:
                tally.fail(f"{label}: the device node was replaced by a regular file (exit {code})")
            if minor == 7 and code == 0:
                tally.fail(f"{label}: exit 0, though nothing could be written")
            elif minor == 7 and ("full" not in out.lower() or "unknown error" in out.lower()):
                tally.fail(f"{label}: does not say the disk is full: {short(said(out))}")
    with Mount(folder / "full", "64k") as full:
        tally.trials += 1
        code, out = run(cli, "export", "--database", db, "--output", full / "export.json")
        left = sorted(p.name for p in full.iterdir())
        if died(code):
            tally.fail(f"a full disk: export died ({code})")
        elif code == 0:
            tally.fail("a full disk: exit 0")
        elif "full" not in out.lower() or "unknown error" in out.lower():
            tally.fail(f"a full disk: does not say the disk is full: {short(said(out))}")
        if left:
            tally.fail(f"a full disk: left {', '.join(left)} behind")
    return tally


def make_link(db, name):
    link = Path(db).parent / name
    link.symlink_to(Path(db).name)
    return link


def make_backup(db):
    backup = Path(str(db) + ".backup-v3")
    shutil.copy(FIXTURES / "campaign-v3.scouter", backup)
    return backup


def median_duration(command, runs=3):
    times = []
    for _ in range(runs):
        started = time.perf_counter()
        subprocess.run(command(), capture_output=True, timeout=60)
        times.append(time.perf_counter() - started)
    return sorted(times)[len(times) // 2]


def attack_kill_migrations(cli, work, trials, rng):
    tally = Tally("SIGKILL while creating a campaign or migrating one (v1→latest, v3→latest)")
    folder = Path(work) / "kill-migrations"
    folder.mkdir()
    kinds = {"creation": None, "v1": "campaign-v1.scouter", "v3": "campaign-v3.scouter"}
    for kind, fixture in kinds.items():
        probe = folder / f"probe-{kind}"
        probe.mkdir()
        reference = None
        if fixture:
            # What the fixture holds once migrated without a kill: every encounter and its commands.
            ref = fixture_copy(fixture, probe, "reference.scouter")
            run(cli, "scenario", "--database", ref, SHORT_SCENARIO)
            reference = listing(cli, ref) or {}
            original = listing(cli, fixture_copy(fixture, probe, "count.scouter")) or {}
            reference = {k: v for k, v in reference.items() if k in original}
        n_probe = [0]

        def command():
            n_probe[0] += 1
            db = probe / f"d{n_probe[0]}.scouter"
            if fixture:
                shutil.copy(FIXTURES / fixture, db)
            return [cli, "scenario", "--database", db, SHORT_SCENARIO]

        span = median_duration(command)
        for n in range(trials):
            sub = folder / f"{kind}-{n}"
            sub.mkdir()
            db = sub / "campaign.scouter"
            if fixture:
                shutil.copy(FIXTURES / fixture, db)
            proc = subprocess.Popen([cli, "scenario", "--database", db, SHORT_SCENARIO],
                                    stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            # Most kills in the first third, where the file is created or migrated.
            time.sleep(rng.uniform(0, span / 3) if rng.random() < 0.7 else rng.uniform(0, span))
            proc.send_signal(signal.SIGKILL)
            proc.wait()
            tally.trials += 1
            label = f"{kind} kill {n}"
            if not db.exists():
                if fixture:
                    tally.fail(f"{label}: the campaign file is gone")
                continue
            files = sorted(p.name for p in sub.iterdir())
            answer = []
            listed = listing(cli, db, timeout=10, answer=answer)
            if listed is None:
                code, out = answer
                why = "no answer within 10 s" if code == "hang" else f"exit {code}: {short(said(out), 200)}"
                tally.fail(f"{label}: does not open ({', '.join(files)}): {why}")
                continue
            missing = {k: v for k, v in (reference or {}).items() if listed.get(k) != v}
            if missing:
                tally.fail(f"{label}: encounters of the old file lost or shortened: {missing} → "
                           f"{ {k: listed.get(k) for k in missing} }")
            code, out = run(cli, "scenario", "--database", db, SHORT_SCENARIO, timeout=10)
            if code != 0:
                tally.fail(f"{label}: opens, but a new fight is not stored (exit {code}): {short(said(out))}")
    return tally


def fts_tampers():
    """(label, SQL) that damage the search index of a campaign and nothing else."""
    fts = "encounter_events_fts"
    return [
        ("index segments deleted", f"DELETE FROM {fts}_data WHERE id > 10"),
        ("index segments overwritten", f"UPDATE {fts}_data SET block = randomblob(length(block)) WHERE id > 10"),
        ("index structure record garbage", f"UPDATE {fts}_data SET block = x'0102030405' WHERE id = 10"),
        ("index version 99", f"UPDATE {fts}_config SET v = 99 WHERE k = 'version'"),
        ("index term table emptied", f"DELETE FROM {fts}_idx"),
        ("document sizes deleted", f"DELETE FROM {fts}_docsize"),
        ("whole index emptied (delete-all)", f"INSERT INTO {fts} ({fts}) VALUES ('delete-all')"),
        ("a ghost entry indexed", f"INSERT INTO {fts} (rowid, text) VALUES (999999, 'attack of the ghost')"),
        ("entries of real events removed", f"INSERT INTO {fts} ({fts}, rowid, text) SELECT 'delete', id, text "
                                            f"FROM encounter_events WHERE id % 2 = 0"),
    ]


def attack_fts(cli, work):
    tally = Tally("tampered search index, then search and a new fight")
    folder = Path(work) / "fts"
    folder.mkdir()
    base = checkpointed_copy(make_campaign(cli, folder, "source.scouter"), folder / "base.scouter")
    _, expected = run(cli, "search", "--database", base, "attack")
    expected_lines = sorted(expected.strip().splitlines())
    fights = len([s for s in json.loads(LONG_SCENARIO.read_text())["steps"] if "do" in s])
    for n, (label, sql) in enumerate(fts_tampers()):
        sub = folder / f"t{n}"
        sub.mkdir()
        db = sub / "campaign.scouter"
        shutil.copy(base, db)
        try:
            with closing(sqlite3.connect(db)) as con:
                con.execute(sql)
                con.commit()
                con.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        except sqlite3.Error as error:
            print(f"  (fts: {label} could not be made: {error})", file=sys.stderr)
            continue
        tally.trials += 1
        before = snapshot(db)
        code, out = run(cli, "encounters", "--database", db)
        if died(code):
            tally.fail(f"{label}: encounters died ({code})")
            continue
        if code != 0:
            if snapshot(db)[""] != before[""]:
                tally.fail(f"{label}: refused, but the file changed")
            elif not said(out):
                tally.fail(f"{label}: refused without a message")
            continue
        code, out = run(cli, "search", "--database", db, "attack")
        if code != 0:
            tally.fail(f"{label}: opens, then search fails: {short(said(out))}")
        elif sorted(out.strip().splitlines()) != expected_lines:
            tally.fail(f"{label}: search finds {len(out.strip().splitlines())} events, not the "
                       f"{len(expected_lines)} stored")
        listed_before = listing(cli, db) or {}
        code, out = run(cli, "scenario", "--database", db, LONG_SCENARIO)
        listed = listing(cli, db) or {}
        new = [k for k in listed if k not in listed_before]
        stored = listed.get(new[0]) if new else 0
        if code != 0 or stored != fights:
            tally.fail(f"{label}: a new fight stored {stored} of {fights} commands (exit {code}: "
                       f"{short(said(out), 70)})")
    return tally


def attack_old_reads(cli, work):
    tally = Tally("read commands on old or foreign-trigger files: no migration, no backup, no lock")
    folder = Path(work) / "old-reads"
    folder.mkdir()

    def with_sql(sql):
        def make(path):
            with closing(sqlite3.connect(path)) as con:
                con.execute(sql)
                con.commit()
                con.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        return make

    files = [
        ("schema 3 + a foreign trigger", "campaign-v3.scouter", True,
         with_sql("CREATE TRIGGER intruder AFTER INSERT ON characters BEGIN SELECT 1; END")),
        ("schema 3 + a foreign view", "campaign-v3.scouter", True,
         with_sql("CREATE VIEW intruder AS SELECT * FROM encounters")),
        ("schema 1 + a foreign trigger", "campaign-v1.scouter", True,
         with_sql("CREATE TRIGGER intruder AFTER INSERT ON characters BEGIN SELECT 1; END")),
        ("healthy schema 3", "campaign-v3.scouter", False, None),
        ("healthy schema 1", "campaign-v1.scouter", False, None),
    ]
    readers = [("encounters",), ("log", "1"), ("state", "1"), ("search", "attack"),
               ("export", "--output", "OUT")]
    for n, (label, fixture, refuse, make) in enumerate(files):
        for m, reader in enumerate(readers):
            sub = folder / f"f{n}-{m}"
            db = fixture_copy(fixture, sub)
            if make:
                make(db)
            before = file_state(db)
            args = [a if a != "OUT" else sub / "export.json" for a in reader[1:]]
            tally.trials += 1
            code, out = run(cli, reader[0], "--database", db, *args)
            after = file_state(db)
            what = f"{label}, {reader[0]}"
            if died(code):
                tally.fail(f"{what}: died ({code})")
                continue
            if after["version"] != before["version"]:
                tally.fail(f"{what}: migrated it (schema {before['version']} → {after['version']})")
            elif after["bytes"] != before["bytes"]:
                tally.fail(f"{what}: the file changed")
            if after["backups"] != before["backups"]:
                tally.fail(f"{what}: made a backup ({', '.join(after['backups'])})")
            if refuse and code == 0:
                tally.fail(f"{what}: read as a campaign (exit 0)")
            elif refuse and not said(out):
                tally.fail(f"{what}: refused without a message")
            elif not refuse and code != 0:
                tally.fail(f"{what}: refused: {short(said(out))}")
    # A reader takes no lock: the lock file of a writer that is gone stays as it was.
    base = checkpointed_copy(make_campaign(cli, folder, "source.scouter"), folder / "base.scouter")
    for m, reader in enumerate(readers):
        sub = folder / f"lock-{m}"
        sub.mkdir()
        db = sub / "campaign.scouter"
        shutil.copy(base, db)
        lock = Path(str(db) + ".lock")
        stale_lock(lock)
        before = sha(lock)
        args = [a if a != "OUT" else sub / "export.json" for a in reader[1:]]
        tally.trials += 1
        code, out = run(cli, reader[0], "--database", db, *args)
        if died(code) or code != 0:
            tally.fail(f"stale lock, {reader[0]}: exit {code}: {short(said(out))}")
        if sha(lock) != before:
            tally.fail(f"stale lock, {reader[0]}: took the lock (the lock file was "
                       f"{'removed' if not lock.exists() else 'rewritten'})")
    return tally


def bounded(cli, args, limit_mb=2048, timeout=8):
    """run() with a memory limit, so a reader gone astray fails instead of taking the machine."""
    import resource

    def limit():
        resource.setrlimit(resource.RLIMIT_AS, (limit_mb << 20, limit_mb << 20))

    started = time.time()
    try:
        done = subprocess.run([cli, *map(str, args)], capture_output=True, timeout=timeout, preexec_fn=limit)
        return done.returncode, (done.stdout + done.stderr).decode("utf-8", "replace"), time.time() - started
    except subprocess.TimeoutExpired:
        return "hang", "", time.time() - started


def attack_lock_identity(cli, gui, work):
    tally = Tally("second writer through a symlink or hard link; lock file that is a device or a FIFO")
    folder = Path(work) / "lock-identity"
    folder.mkdir()
    base = checkpointed_copy(make_campaign(cli, folder, "source.scouter"), folder / "base.scouter")
    if gui:
        for label, link in (("symlink", os.symlink), ("hard link", os.link)):
            sub = folder / label.replace(" ", "-")
            sub.mkdir()
            db = sub / "campaign.scouter"
            shutil.copy(base, db)
            other = sub / "other-name.scouter"
            link(db.name if label == "symlink" else db, other)
            with Window(gui, db, work) as window:
                tally.trials += 1
                if not window.ready():
                    tally.fail(f"{label}: the window did not open the campaign")
                    continue
                before = listing(cli, db)
                code, out = run(cli, "scenario", "--database", other, SHORT_SCENARIO)
                after = listing(cli, db)
                if died(code):
                    tally.fail(f"{label}: the second writer died ({code})")
                elif code == 0 or after != before:
                    tally.fail(f"{label}: a second writer got in while the window writes it (exit {code}, "
                               f"{len(before or {})} → {len(after or {})} encounters listed)")
                window.stop()
    else:
        tally.note("symlink and hard link: no --gui to hold the campaign open")
    # Odd lock files: bounded time and memory, a clear outcome.
    oddities = []
    if os.geteuid() == 0:
        oddities.append("a symlink to a copy of /dev/zero")
    oddities.append("a FIFO")
    mount = Mount(folder / "devices", "1m") if os.geteuid() == 0 else None
    devices = mount.__enter__() if mount else None
    try:
        for label in oddities:
            for reader in (("scenario", SHORT_SCENARIO), ("encounters",)):
                sub = folder / f"odd-{len(list(folder.iterdir()))}"
                sub.mkdir()
                db = sub / "campaign.scouter"
                shutil.copy(base, db)
                lock = Path(str(db) + ".lock")
                if label == "a FIFO":
                    os.mkfifo(lock)
                else:
                    zero = devices / f"zero-{sub.name}"
                    os.mknod(zero, 0o666 | __import__("stat").S_IFCHR, os.makedev(1, 5))
                    lock.symlink_to(zero)
                tally.trials += 1
                code, out, took = bounded(cli, [reader[0], "--database", db, *reader[1:]])
                what = f"lock file is {label}, {reader[0]}"
                if code == "hang":
                    tally.fail(f"{what}: hangs (killed after {took:.0f} s)")
                elif died(code):
                    tally.fail(f"{what}: died ({code}) after {took:.1f} s (memory limit 2 GiB)")
                elif code != 0 and not said(out):
                    tally.fail(f"{what}: refused without a message")
                if label != "a FIFO" and not __import__("stat").S_ISCHR(os.stat(zero).st_mode):
                    tally.fail(f"{what}: the device node was replaced")
    finally:
        if mount:
            mount.__exit__()
    return tally


UNHOLDABLE = ["1e999", "-1e999", "1e400", "18446744073709551616"]


def set_path(value, path, new):
    for key in path[:-1]:
        value = value[key]
    value[path[-1]] = new


def first_number_key(mapping):
    return next((k for k, v in mapping.items() if isinstance(v, (int, float)) and not isinstance(v, bool)), None)


def attack_json_numbers(cli, work):
    tally = Tally("numbers JSON cannot hold (1e999, -1e999, 1e400, 2^64) in scenarios and imports")
    folder = Path(work) / "json-numbers"
    folder.mkdir()
    sentinel = "@@NUMBER@@"
    dbu = json.loads(SHORT_SCENARIO.read_text())
    t20 = json.loads(T20_SCENARIO.read_text())
    scenario_places = [
        ("a stat (life)", dbu, ("combatants", 0, "stats", "life"), "life"),
        ("a square (at)", dbu, ("combatants", 0, "at", 0), "at"),
        ("an initiative value", dbu, ("steps", 0, "value"), "value"),
        ("a scripted die", dbu, ("dice",), "dice"),
        ("a damage amount", dbu, ("steps", 3), "amount"),
        ("an expected value", dbu, ("steps", 3), "life"),
        ("a True20 option (criticalBonus)", t20, ("options",), "criticalBonus"),
        ("a True20 weapon", t20, ("steps", 6, "weapon"), "weapon"),
    ]
    for label, source, path, key in scenario_places:
        for literal in UNHOLDABLE:
            scenario = copy.deepcopy(source)
            if path == ("dice",):
                scenario["dice"] = [sentinel]
            elif key == "amount":
                scenario["steps"].insert(3, {"do": "damage", "who": "e", "amount": sentinel})
            elif key == "life" and path == ("steps", 3):
                scenario["steps"].insert(3, {"expect": {"a.life": sentinel}})
            elif key == "criticalBonus":
                scenario["options"] = {"criticalBonus": sentinel}
            else:
                set_path(scenario, path, sentinel)
            file = folder / f"scenario-{len(list(folder.iterdir()))}.json"
            file.write_text(json.dumps(scenario).replace(f'"{sentinel}"', literal))
            tally.trials += 1
            code, out = run(cli, "scenario", file)
            what = f"scenario, {label} = {literal}"
            if died(code):
                tally.fail(f"{what}: died ({code})")
            elif code != 2 and not (key == "life" and path == ("steps", 3) and code == 1):
                # (an expectation of a number the engine never holds may also just fail: exit 1)
                tally.fail(f"{what}: exit {code}, not 2: {short(said(out), 80)}")
            elif key not in out:
                tally.fail(f"{what}: refused without naming {key}: {short(said(out), 80)}")
    # Imports: an export of the schema-3 fixture (library and encounters), one number replaced.
    source_db = fixture_copy("campaign-v3.scouter", folder / "source")
    run(cli, "scenario", "--database", source_db, SHORT_SCENARIO)
    export = folder / "source" / "export.json"
    code, out = run(cli, "export", "--database", source_db, "--output", export)
    if code != 0:
        tally.note(f"imports not tried: the fixture does not export: {short(said(out))}")
        return tally
    original = json.loads(export.read_text())
    places = []
    if original.get("characters"):
        stats = original["characters"][0].get("stats", {})
        key = first_number_key(stats)
        if key:
            places.append(("a character's stat", ("characters", 0, "stats", key), key))
    if original.get("npcGroups"):
        key = first_number_key(original["npcGroups"][0])
        if key:
            places.append(("an NPC group's number", ("npcGroups", 0, key), key))
    at = max(range(len(original["encounters"])), key=lambda i: len(original["encounters"][i].get("log", [])))
    encounter = original["encounters"][at]
    key = first_number_key(encounter["participants"][0].get("stats", {}))
    if key:
        places.append(("a combatant's stat", ("encounters", at, "participants", 0, "stats", key), key))
    places.append(("the grid's width", ("encounters", at, "grid", "width"), "grid"))
    places.append(("a command's number", ("encounters", at, "log", 0, "seq"), "seq"))
    target = checkpointed_copy(make_campaign(cli, folder, "target-src.scouter"), folder / "target.scouter")
    for label, path, key in places:
        for literal in UNHOLDABLE:
            mutated = copy.deepcopy(original)
            set_path(mutated, path, sentinel)
            file = folder / f"import-{len(list(folder.iterdir()))}.json"
            file.write_text(json.dumps(mutated).replace(f'"{sentinel}"', literal))
            db = folder / f"import-{len(list(folder.iterdir()))}.scouter"
            shutil.copy(target, db)
            before = snapshot(db)
            tally.trials += 1
            code, out = run(cli, "import", "--database", db, file)
            what = f"import, {label} = {literal}"
            if died(code):
                tally.fail(f"{what}: died ({code})")
            elif code not in (1, 2):
                tally.fail(f"{what}: exit {code}")
            elif key not in out:
                tally.fail(f"{what}: refused without naming where ({key}): {short(said(out), 80)}")
            if snapshot(db)[""] != before[""]:
                tally.fail(f"{what}: the campaign changed")
    return tally


def attack_roundtrip(cli, work):
    tally = Tally("odd scenario combatants stored, exported, imported again")
    folder = Path(work) / "roundtrip"
    folder.mkdir()
    variants = [("name \"\"", lambda c: c.update(name="")), ("no name", lambda c: c.pop("name", None)),
                ("side \"\"", lambda c: c.update(side="")), ("no side", lambda c: c.pop("side", None)),
                ("no name, no side", lambda c: (c.pop("name", None), c.pop("side", None))),
                ("name of spaces", lambda c: c.update(name="   ")),
                ("no pc", lambda c: c.pop("pc", None))]
    for source in (SHORT_SCENARIO, T20_SCENARIO):
        for label, change in variants:
            scenario = json.loads(source.read_text())
            change(scenario["combatants"][-1])
            sub = folder / f"r{len(list(folder.iterdir()))}"
            sub.mkdir()
            file = write_json(sub / "scenario.json", scenario)
            db = sub / "campaign.scouter"
            what = f"{scenario['ruleset']}, a combatant with {label}"
            tally.trials += 1
            code, out = run(cli, "scenario", "--database", db, file)
            if died(code):
                tally.fail(f"{what}: scenario died ({code})")
                continue
            if not (listing(cli, db) or {}):
                continue  # refused, nothing stored: nothing to carry
            export = sub / "export.json"
            code, out = run(cli, "export", "--database", db, "--output", export)
            if code != 0:
                tally.fail(f"{what}: stored, then its export is refused: {short(said(out))}")
                continue
            again = sub / "again.scouter"
            code, out = run(cli, "import", "--database", again, export)
            if code != 0:
                tally.fail(f"{what}: stored and exported, then import refuses it: {short(said(out), 90)}")
                continue
            listed = listing(cli, again) or {}
            code, out = run(cli, "state", "--database", again, max(listed) if listed else 1)
            if code != 0:
                tally.fail(f"{what}: imported, then state refuses it: {short(said(out))}")
    return tally


def commands_in_copies(folder, known):
    """The most commands of encounter 1 in any new file of `folder` that is a campaign (a saved copy)."""
    best = None
    for path in Path(folder).rglob("*"):
        if path.is_file() and path.name not in known and not path.name.endswith(("-wal", "-shm", ".lock")):
            count = stored_commands(path, 1)
            if count is not None:
                best = max(best or 0, count)
    return best


def attack_signals(cli, gui, work):
    name = "SIGTERM, SIGHUP, SIGINT to the window with commands unsaved on a full disk"
    if not gui:
        return not_run(name, "no --gui")
    if os.geteuid() != 0:
        return not_run(name, "needs root (a tmpfs to fill)")
    if not Display.available():
        return not_run(name, "needs Xvfb and xdotool to play commands in the window")
    tally = Tally(name)
    folder = Path(work) / "signals"
    folder.mkdir()
    with Display() as display:
        played, why = keys_play(gui, work, display)
        if not played:
            return not_run(name, why)
        demo = demo_campaign(gui, work)
        for sig in (signal.SIGTERM, signal.SIGHUP, signal.SIGINT):
            for freed in (True, False):
                label = f"{sig.name}, disk {'freed first' if freed else 'still full'}"
                with Mount(folder / f"{sig.name}-{freed}", "2m") as mount:
                    db = mount / "campaign.scouter"
                    shutil.copy(demo, db)
                    with Window(gui, db, work, display, ["--encounter", "1"]) as window:
                        tally.trials += 1
                        if not window.ready():
                            tally.fail(f"{label}: the window did not show")
                            continue
                        fill(mount)
                        window.keys(*PLAY_KEYS)
                        time.sleep(1.5)
                        on_disk = stored_commands(db, 1)
                        if on_disk:
                            tally.fail(f"{label}: (the disk was not full: {on_disk} commands stored)")
                        if freed:
                            for path in (mount / "filler", mount / "filler-2"):
                                if path.exists():
                                    path.unlink()
                        code, err = window.stop(sig)
                    known = {"campaign.scouter", "filler", "filler-2"}
                    kept = max(stored_commands(db, 1) or 0, commands_in_copies(mount, known) or 0)
                    message = said(err)
                    if code == "hang":
                        tally.fail(f"{label}: the window did not quit")
                    elif freed and kept < played:
                        tally.fail(f"{label}: exit {code}, {played} commands played, {kept} kept; "
                                   f"said: {short(message, 60) or 'nothing'}")
                    elif not freed and not message:
                        tally.fail(f"{label}: exit {code}, {played} unsaved commands lost without a word")
    return tally


def true20_trials():
    """(label, argument name, scenario) with one True20 argument or stat at an extreme, then its control."""
    base = json.loads(T20_SCENARIO.read_text())
    setup = [s for s in base["steps"] if "do" in s][:6]  # initiatives, start: Ash (a) acts
    commands = [
        ("attack", "bonus", {"do": "attack", "who": "a", "target": "t1", "roll": 10, "bonus": None}),
        ("attack", "range", {"do": "attack", "who": "a", "target": "t1", "roll": 10, "mode": "ranged",
                             "range": None}),
        ("attack", "roll", {"do": "attack", "who": "a", "target": "t1", "roll": None}),
        ("toughness", "damage", {"do": "toughness", "who": "t1", "damage": None, "roll": 10}),
        ("toughness", "weapon", {"do": "toughness", "who": "t1", "weapon": None, "by": "a", "roll": 10}),
        ("toughness", "bonus", {"do": "toughness", "who": "t1", "damage": 3, "bonus": None, "roll": 10}),
        ("save", "dc", {"do": "save", "who": "t1", "kind": "fortitude", "dc": None, "roll": 10}),
        ("elapse", "rounds", {"do": "elapse", "rounds": None}),
        ("setInitiative", "value", {"do": "setInitiative", "who": "t1", "value": None}),
    ]
    controls = {"bonus": 1, "range": 2, "roll": 10, "damage": 3, "weapon": 3, "dc": 15, "rounds": 1, "value": 5}
    trials = []
    for command, arg, step in commands:
        for value in (2147483647, -2147483648, None):
            scenario = copy.deepcopy(base)
            filled = dict(step, **{arg: controls[arg] if value is None else value})
            scenario["steps"] = setup + [filled]
            trials.append((f"{command} {arg} = {value if value is not None else 'control'}", arg, scenario,
                           value is None))
    for stat in ("dexterity", "strength", "constitution", "bcb", "attack", "defense", "toughness", "armor"):
        for value in (2147483647, -2147483648, None):
            scenario = copy.deepcopy(base)
            scenario["combatants"][0]["stats"][stat] = 2 if value is None else value
            scenario["steps"] = setup + [{"do": "attack", "who": "a", "target": "t1", "roll": 10},
                                         {"do": "toughness", "who": "t1", "weapon": 3, "by": "a", "roll": 10}]
            trials.append((f"stat {stat} = {value if value is not None else 'control'}", stat, scenario,
                           value is None))
    scenario = copy.deepcopy(base)
    scenario["options"] = {"criticalBonus": 2147483647}
    scenario["steps"] = setup
    trials.append(("option criticalBonus = 2147483647", "criticalBonus", scenario, False))
    return trials


def attack_true20_bounds(cli, work):
    tally = Tally("True20 arguments and stats at 2147483647 and -2147483648")
    folder = Path(work) / "true20-bounds"
    folder.mkdir()
    for n, (label, arg, scenario, control) in enumerate(true20_trials()):
        file = write_json(folder / f"t{n}.json", scenario)
        code, out = run(cli, "scenario", file)
        if control:
            if code != 0:
                tally.fail(f"(harness) {label}: the control is refused: {short(said(out), 80)}")
            continue
        tally.trials += 1
        if died(code):
            tally.fail(f"{label}: died ({code})")
        elif code == 0:
            tally.fail(f"{label}: accepted")
        elif arg not in out:
            tally.fail(f"{label}: refused without naming {arg}: {short(said(out), 80)}")
    return tally


def attack_backup_symlink(cli, work):
    tally = Tally("a symlink at the backup's name when migrating")
    folder = Path(work) / "backup-symlink"
    folder.mkdir()
    for fixture, version in (("campaign-v1.scouter", 1), ("campaign-v3.scouter", 3)):
        for kind in ("dangling", "to my notes"):
            sub = folder / f"v{version}-{kind.replace(' ', '-')}"
            db = fixture_copy(fixture, sub)
            original = sha(db)
            notes = sub / "notes.txt"
            notes.write_text("My notes, not a backup.\n")
            link = Path(f"{db}.backup-v{version}")
            link.symlink_to(notes if kind != "dangling" else sub / "gone" / "backup")
            tally.trials += 1
            code, out = run(cli, "scenario", "--database", db, SHORT_SCENARIO)
            what = f"v{version}, {kind}"
            if died(code):
                tally.fail(f"{what}: died ({code})")
                continue
            if code != 0:
                tally.fail(f"{what}: the campaign is refused: {short(said(out))}")
            if notes.read_text() != "My notes, not a backup.\n" or (sub / "gone").exists():
                tally.fail(f"{what}: wrote through the symlink")
            backups = [p for p in sub.glob(f"{db.name}.backup-v*") if p.is_file() and not p.is_symlink()]
            if code == 0 and not any(sha(p) == original for p in backups):
                tally.fail(f"{what}: migrated without a backup of the original")
    return tally


def png_chunk(kind, data):
    import zlib
    return len(data).to_bytes(4, "big") + kind + data + zlib.crc32(kind + data).to_bytes(4, "big")


def png(width, height, depth, colour, idat):
    header = width.to_bytes(4, "big") + height.to_bytes(4, "big") + bytes([depth, colour, 0, 0, 0])
    return b"\x89PNG\r\n\x1a\n" + png_chunk(b"IHDR", header) + png_chunk(b"IDAT", idat) + png_chunk(b"IEND", b"")


def big_png16(side=8192):
    """A valid 16-bit RGBA PNG of side × side (512 MiB decoded, past Qt's 256 MB default), compressed small."""
    import zlib
    packer = zlib.compressobj(9)
    row = bytes(1 + side * 8)
    parts = [packer.compress(row) for _ in range(side)]
    parts.append(packer.flush())
    return png(side, side, 16, 6, b"".join(parts))


def attack_maps(cli, work, rng):
    tally = Tally("maps the window cannot show, imported")
    import base64
    import zlib
    folder = Path(work) / "maps"
    folder.mkdir()
    source = make_campaign(cli, folder, "source.scouter")
    export = folder / "export.json"
    run(cli, "export", "--database", source, "--output", export)
    original = json.loads(export.read_text())
    good = (FIXTURES / "maps" / "map-96x64.png").read_bytes()
    maps = [("a good PNG (control)", good, 96, 64, True),
            ("a PNG whose image data is random bytes", png(96, 64, 8, 2, rng.randbytes(900)), 96, 64, False),
            ("a PNG whose image data is short", png(96, 64, 8, 2, zlib.compress(bytes(50))), 96, 64, False),
            ("a PNG cut after its header", good[:64], 96, 64, False),
            ("a 16-bit 8192 × 8192 PNG", big_png16(), 8192, 8192, False)]
    target = checkpointed_copy(make_campaign(cli, folder, "target-src.scouter"), folder / "target.scouter")
    for n, (label, data, width, height, control) in enumerate(maps):
        mutated = copy.deepcopy(original)
        mutated["encounters"][0]["map"] = {"format": "png", "width": width, "height": height, "squarePixels": 32,
                                           "offsetX": 0, "offsetY": 0,
                                           "image": base64.b64encode(data).decode("ascii")}
        file = write_json(folder / f"map-{n}.json", mutated)
        db = folder / f"campaign-{n}.scouter"
        shutil.copy(target, db)
        code, out = run(cli, "import", "--database", db, file, timeout=60)
        if control:
            if code != 0:
                tally.fail(f"(harness) {label}: refused: {short(said(out), 90)}")
            continue
        tally.trials += 1
        if died(code):
            tally.fail(f"{label}: import died ({code})")
        elif code == 0:
            tally.fail(f"{label}: imported")
        elif "map" not in out:
            tally.fail(f"{label}: refused without naming the map: {short(said(out), 80)}")
    return tally


ROWS = ["kills", "damaged", "flips", "imports", "dice", "scenarios", "full-disk", "read-only", "two-writers",
        "export-targets", "kill-migrations", "fts", "old-reads", "lock-identity", "json-numbers", "round-trip",
        "signals", "true20-bounds", "backup-symlink", "maps"]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cli", required=True)
    parser.add_argument("--gui", help="the window's binary (default: scouter beside --cli, when it is there)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--scale", type=float, default=1.0, help="multiplies every trial count")
    parser.add_argument("--only", help="comma-separated rows to run (see --list)")
    parser.add_argument("--list", action="store_true", help="print the rows' names and exit")
    parser.add_argument("--show", type=int, default=12, help="failures listed per row (default 12)")
    args = parser.parse_args()
    if args.list:
        print("\n".join(ROWS))
        return 0
    only = ROWS if not args.only else [r.strip() for r in args.only.split(",") if r.strip()]
    unknown = [r for r in only if r not in ROWS]
    if unknown:
        parser.error(f"unknown row(s) {', '.join(unknown)}; --list shows them")
    cli = str(Path(args.cli).resolve())
    gui = args.gui or str(Path(cli).parent / "scouter")
    gui = str(Path(gui).resolve()) if Path(gui).is_file() else None
    rng = random.Random(args.seed)
    scale = lambda n: max(1, int(n * args.scale))  # noqa: E731
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    with tempfile.TemporaryDirectory(prefix="scouter-attack-") as work:
        os.environ["XDG_DATA_HOME"] = str(Path(work) / "xdg")
        os.environ["XDG_CONFIG_HOME"] = str(Path(work) / "xdg-config")
        started = time.time()
        rows = {
            "kills": lambda: attack_kills(cli, work, scale(100), rng),
            "damaged": lambda: attack_damaged(cli, work, rng),
            "flips": lambda: attack_flips(cli, work, scale(300), rng),
            "imports": lambda: attack_imports(cli, work, scale(300), rng),
            "dice": lambda: attack_dice(cli, scale(600), rng),
            "scenarios": lambda: attack_scenarios(cli, work, scale(300), rng),
            "full-disk": lambda: attack_full_disk(cli, work, rng),
            "read-only": lambda: attack_read_only(cli, work),
            "two-writers": lambda: attack_two_writers(cli, work, scale(20)),
            "export-targets": lambda: attack_export_targets(cli, gui, work),
            "kill-migrations": lambda: attack_kill_migrations(cli, work, scale(20), rng),
            "fts": lambda: attack_fts(cli, work),
            "old-reads": lambda: attack_old_reads(cli, work),
            "lock-identity": lambda: attack_lock_identity(cli, gui, work),
            "json-numbers": lambda: attack_json_numbers(cli, work),
            "round-trip": lambda: attack_roundtrip(cli, work),
            "signals": lambda: attack_signals(cli, gui, work),
            "true20-bounds": lambda: attack_true20_bounds(cli, work),
            "backup-symlink": lambda: attack_backup_symlink(cli, work),
            "maps": lambda: attack_maps(cli, work, rng),
        }
        tallies = []
        for row in only:
            row_started = time.time()
            tally = rows[row]() or not_run(row, "needs root")
            tally.row, tally.seconds = row, time.time() - row_started
            tallies.append(tally)
            print(f"  {row}: {tally.trials} trials, {len(tally.failures)} failures, {tally.seconds:.0f} s",
                  file=sys.stderr, flush=True)
        print("| row | attack | trials | trials that failed | failures | s |\n|---|---|---:|---:|---:|---:|")
        for tally in tallies:
            if tally.not_run:
                print(f"| {tally.row} | {tally.name} | not run: {tally.not_run} | | | |")
            else:
                print(f"| {tally.row} | {tally.name} | {tally.trials} | {tally.failed_trials()} | "
                      f"{len(tally.failures)} | {tally.seconds:.0f} |")
        print(f"\n{time.time() - started:.0f} s, seed {args.seed}")
        failures = [(t.row, f) for t in tallies for f in t.failures]
        shown = {}
        for row, failure in failures:
            shown[row] = shown.get(row, 0) + 1
            if shown[row] <= args.show:
                print(f"- [{row}] {failure}")
            elif shown[row] == args.show + 1:
                print(f"- [{row}] ... and {sum(1 for r, _ in failures if r == row) - args.show} more")
        for tally in tallies:
            for note in tally.notes:
                print(f"- [{tally.row}] not tried: {note}")
        return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
