#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Builds a campaign of N encounters and M commands in all (default 2,000 and 1,000,000), in minutes.

The measurement of what Scouter costs on a large campaign (its cost must not grow with the size):

    scripts/big-campaign.py --cli build/bin/scouter-cli --output /tmp/big.scouter [--check] [--measure]

A handful of real encounters are played by `scouter-cli scenario --database` into a seed campaign
(long DBU and True20 fights generated here, public DBU and Fatewalker scenarios padded with
undo/redo to the same length), so every command and event is one the engine wrote. Their rows
are then copied, encounter after encounter, into a campaign the same CLI created, with Python's
sqlite3: the columns are read from the file itself (a later schema's columns come along), event
ids are new, the search index follows (through the schema's trigger, or rebuilt where Scouter
fills it itself), user_version and the application id are the CLI's. So every command of the CLI
and the window opens it as any other campaign.

--check runs `encounters`, `log`, `state`, `search` and `export` on it and opens the window
(`scouter --exit-when-shown`, offscreen); --measure times `encounters` and the window's start
against the demo campaign (hyperfine when installed, else medians of repeated runs) and the peak
memory of exporting everything (/usr/bin/time -v).
"""

import argparse
from contextlib import closing
import json
import os
import re
import shlex
import shutil
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SCENARIOS = ROOT.parent / "shared" / "scenarios"
DBU_DUEL = SCENARIOS / "dbu" / "dbu-hb-01-two-stacks.json"
T20_FIGHT = SCENARIOS / "true20" / "t20-06-damage-dc.json"
PADDED = [SCENARIOS / "dbu" / "session-01-saibamen-ambush.json",
          SCENARIOS / "fatewalker" / "fw-32-common-action-costs.json",
          SCENARIOS / "dbu-legacy" / "session-02-legacy-wolf-ambush.json"]
# Tables whose rows hang off an encounter, copied in this order (parents first); a table a later
# schema adds with an encounter_id column is copied after them.
ENCOUNTER_TABLES = ["encounters", "encounter_participants", "encounter_commands", "encounter_events"]


def commands_of(scenario):
    return sum(1 for step in scenario["steps"] if "do" in step)


def dbu_fight(length):
    """Two DBU fighters trading basic attacks, turn after turn: `length` accepted commands."""
    scenario = json.loads(DBU_DUEL.read_text())
    scenario["title"] = "A long DBU duel"
    for combatant in scenario["combatants"]:
        combatant["stats"].update(life=100000, ki=100000)
    steps = [step for step in scenario["steps"] if "do" in step][:3]  # two initiatives and start
    turn = 0
    while len(steps) < length:
        who, target = ("a", "e") if turn % 2 == 0 else ("e", "a")
        steps.append({"do": "maneuver", "who": who, "name": "basic-attack", "target": target, "hit": True,
                      "damage": 1 + turn % 7})
        steps.append({"do": "endTurn"})
        turn += 1
    scenario["steps"] = steps[:length]
    return scenario


def true20_fight(length):
    """Five True20 combatants attacking in turn, a Fortitude save now and then."""
    scenario = json.loads(T20_FIGHT.read_text())
    scenario["title"] = "A long True20 brawl"
    steps = [step for step in scenario["steps"] if "do" in step][:6]  # five initiatives and start
    order = ["a", "t1", "t2", "t3", "t4"]
    turn = 0
    while len(steps) < length:
        who = order[turn % len(order)]
        target = order[(turn + 1) % len(order)]
        steps.append({"do": "attack", "who": who, "target": target, "roll": 2 + turn % 17})
        if turn % 3 == 0:
            steps.append({"do": "save", "who": target, "kind": "fortitude", "dc": 12, "roll": 3 + turn % 15})
        steps.append({"do": "endTurn"})
        turn += 1
    scenario["steps"] = steps[:length]
    return scenario


def padded(path, length):
    """A public scenario's commands, then undo and redo in turn up to `length` commands."""
    scenario = json.loads(path.read_text())
    steps = [step for step in scenario["steps"] if "do" in step]
    if len(steps) > length:
        return None
    for n in range(length - len(steps)):
        steps.append({"do": "undo" if n % 2 == 0 else "redo"})
    scenario["steps"] = steps
    return scenario


def seed_kinds(length):
    kinds = [dbu_fight(length), true20_fight(length)]
    kinds += [s for s in (padded(p, length) for p in PADDED) if s is not None]
    return kinds


def run(cli, *args, **kwargs):
    return subprocess.run([cli, *map(str, args)], capture_output=True, text=True, **kwargs)


def build_seeds(cli, folder, lengths):
    """A seed campaign holding, for each length, one encounter of each kind; {length: [ids]}."""
    seed = Path(folder) / "seed.scouter"
    ids = {}
    for length in lengths:
        for n, scenario in enumerate(seed_kinds(length)):
            file = Path(folder) / f"seed-{length}-{n}.json"
            file.write_text(json.dumps(scenario))
            done = run(cli, "scenario", "--database", seed, file)
            match = re.search(r"encounter (\d+)", done.stdout)
            if done.returncode != 0 or not match:
                sys.exit(f"seed {file.name} was not stored: {done.stdout}{done.stderr}")
            encounter = int(match.group(1))
            with closing(sqlite3.connect(seed)) as con:
                stored = con.execute("SELECT count(*) FROM encounter_commands WHERE encounter_id = ?",
                                     (encounter,)).fetchone()[0]
            if stored != length:
                sys.exit(f"seed {file.name} stored {stored} commands, not {length}")
            ids.setdefault(length, []).append(encounter)
    return seed, ids


def columns(con, schema, table):
    return [row[1] for row in con.execute(f"PRAGMA {schema}.table_info({table})")]


def encounter_tables(con):
    """The tables to copy per encounter: the known ones, then any other with an encounter_id."""
    names = [row[0] for row in con.execute(
        "SELECT name FROM main.sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' "
        "AND sql NOT LIKE 'CREATE VIRTUAL%' ORDER BY rowid")]
    fts_shadows = {n for n in names for v in names if n.startswith(v + "_fts_")}
    extra = [n for n in names if n not in ENCOUNTER_TABLES and n not in fts_shadows and "_fts_" not in n
             and "encounter_id" in columns(con, "main", n)]
    return ENCOUNTER_TABLES + extra


def copy_encounters(seed, seed_ids, output, encounters, commands, started):
    """Copies seed encounters into `output` until it holds `encounters` of `commands` in all."""
    per, extra = divmod(commands, encounters)
    with closing(sqlite3.connect(output, isolation_level=None)) as con:
        # The file is new and only this process has it: no journal, no syncs, then back to WAL.
        con.execute("PRAGMA journal_mode = OFF")
        con.execute("PRAGMA synchronous = OFF")
        con.execute("PRAGMA cache_size = -262144")
        con.execute("ATTACH DATABASE ? AS seed", (str(seed),))
        tables = encounter_tables(con)
        plans = {}
        for table in tables:
            cols = [c for c in columns(con, "main", table) if c in columns(con, "seed", table)]
            own_id = [row[1] for row in con.execute(f"PRAGMA main.table_info({table})")
                      if row[5] and row[1] == "id" and row[2].upper() == "INTEGER"]
            for column in own_id:
                cols.remove(column)  # new ids, in the order of the copy
            key = "id" if table == "encounters" else "encounter_id"
            order = {"encounter_commands": "seq", "encounter_events": "id"}.get(table, "1")
            outer = ["?" if c == "encounter_id" else
                     ("title || ' #' || ?" if c == "title" and table == "encounters" else
                      ("?" if c == "created_at" and table == "encounters" else c)) for c in cols]
            plans[table] = (cols, outer, key, order)
        base = time.mktime(time.strptime("2024-01-06T18:00:00", "%Y-%m-%dT%H:%M:%S"))
        con.execute("BEGIN")
        for n in range(encounters):
            length = per + (1 if n < extra else 0)
            source_ids = seed_ids[length]
            source = source_ids[n % len(source_ids)]
            new_id = None
            for table in tables:
                cols, outer, key, order = plans[table]
                if table == "encounters":
                    when = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(base + n * 3 * 86400 / 7))
                    params = []
                    for c in cols:
                        if c == "title":
                            params += [n + 1]
                        elif c == "created_at":
                            params.append(when)
                    sql = (f"INSERT INTO main.encounters ({', '.join(cols)}) SELECT {', '.join(outer)} "
                           f"FROM seed.encounters WHERE id = ?")
                    con.execute(sql, params + [source])
                    new_id = con.execute("SELECT last_insert_rowid()").fetchone()[0]
                    continue
                params = [new_id] * sum(1 for c in cols if c == "encounter_id")
                sql = (f"INSERT INTO main.{table} ({', '.join(cols)}) SELECT {', '.join(outer)} "
                       f"FROM seed.{table} WHERE {key} = ? ORDER BY {order}")
                con.execute(sql, params + [source])
            if (n + 1) % 100 == 0:
                con.execute("COMMIT")
                con.execute("BEGIN")
                print(f"  {n + 1} encounters, {time.time() - started:.0f} s", file=sys.stderr, flush=True)
        con.execute("COMMIT")
        con.execute("DETACH DATABASE seed")
        # Where no trigger of the schema fills the search index (Scouter fills it as it saves each
        # event), it is built once from the events copied.
        if not con.execute("SELECT 1 FROM sqlite_schema WHERE type = 'trigger' AND sql LIKE "
                           "'%encounter_events_fts%'").fetchone():
            con.execute("INSERT INTO encounter_events_fts (encounter_events_fts) VALUES ('rebuild')")
        con.execute("PRAGMA journal_mode = WAL")


def build(cli, output, encounters, commands):
    started = time.time()
    output = Path(output)
    if output.exists():
        sys.exit(f"{output} exists: give a new file")
    with tempfile.TemporaryDirectory(prefix="scouter-big-") as folder:
        per, extra = divmod(commands, encounters)
        seed, ids = build_seeds(cli, folder, sorted({per} | ({per + 1} if extra else set())))
        print(f"seeds: {sum(len(v) for v in ids.values())} encounters played by the CLI in "
              f"{time.time() - started:.0f} s", file=sys.stderr)
        # An empty campaign as this CLI creates it: its schema, user_version and application id.
        done = run(cli, "encounters", "--database", output)
        if done.returncode != 0 or not output.exists():
            sys.exit(f"the CLI did not create {output}: {done.stdout}{done.stderr}")
        copy_encounters(seed, ids, output, encounters, commands, started)
    with closing(sqlite3.connect(output)) as con:
        counts = con.execute("SELECT (SELECT count(*) FROM encounters), (SELECT count(*) FROM encounter_commands), "
                             "(SELECT count(*) FROM encounter_events)").fetchone()
        fts = "ok"
        try:
            con.execute("INSERT INTO encounter_events_fts (encounter_events_fts, rank) VALUES ('integrity-check', 1)")
        except sqlite3.Error as error:
            fts = str(error)
        fk = con.execute("PRAGMA foreign_key_check").fetchall()
    took = time.time() - started
    size = output.stat().st_size
    print(f"built {output}: {counts[0]} encounters, {counts[1]} commands, {counts[2]} events, "
          f"{size / 1e6:.0f} MB in {took:.0f} s; search index: {fts}; foreign keys: "
          f"{'ok' if not fk else f'{len(fk)} broken'}")
    if counts[0] != encounters or counts[1] != commands or fts != "ok" or fk:
        sys.exit("the campaign does not hold what was asked")
    return took


def check(cli, gui, db, folder):
    """Every reader of the CLI and the window on the big file; False when one fails."""
    ok = True
    listed = run(cli, "encounters", "--database", db, "--json")
    encounters = json.loads(listed.stdout) if listed.returncode == 0 else []
    last = encounters[-1]["id"] if encounters else 1
    steps = [("encounters", "--database", db), ("log", "--database", db, last), ("state", "--database", db, last),
             ("search", "--database", db, "--limit", "5", "attack"),
             ("export", "--database", db, last, "--output", Path(folder) / "one.json"),
             ("export", "--database", db, last, "--format", "html", "--output", Path(folder) / "one.html")]
    for args in steps:
        started = time.time()
        done = run(cli, *args)
        print(f"  scouter-cli {args[0]} {' '.join(map(str, args[3:]))[:40]}: exit {done.returncode}, "
              f"{time.time() - started:.2f} s" + ("" if done.returncode == 0 else f": {done.stderr.strip()[:200]}"))
        ok = ok and done.returncode == 0
    if gui:
        done = subprocess.run([gui, "--database", db, "--exit-when-shown"], capture_output=True, text=True,
                              env=gui_env(folder), timeout=600)
        print(f"  scouter --exit-when-shown: exit {done.returncode}"
              + ("" if done.returncode == 0 else f": {done.stderr.strip()[:200]}"))
        ok = ok and done.returncode == 0
    return ok


def gui_env(folder):
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    for name in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_RUNTIME_DIR"):
        path = Path(folder) / name.lower()
        path.mkdir(mode=0o700, exist_ok=True)
        env[name] = str(path)
    return env


def timed(command, runs, env=None):
    """Median and min of `runs` wall-clock times (hyperfine when it is installed)."""
    if shutil.which("hyperfine"):
        with tempfile.NamedTemporaryFile(suffix=".json") as out:
            subprocess.run(["hyperfine", "-N", "--warmup", "1", "--runs", str(runs), "--export-json", out.name,
                            " ".join(shlex.quote(str(c)) for c in command)], capture_output=True, env=env, check=True)
            result = json.load(open(out.name))["results"][0]
            return result["median"], result["min"]
    times = []
    for _ in range(runs + 1):
        started = time.perf_counter()
        subprocess.run(command, capture_output=True, env=env)
        times.append(time.perf_counter() - started)
    times = times[1:]
    return statistics.median(times), min(times)


def peak_memory(command):
    """(exit code, peak resident MB, seconds) of one run under /usr/bin/time -v."""
    started = time.time()
    done = subprocess.run(["/usr/bin/time", "-v", *map(str, command)], capture_output=True, text=True)
    match = re.search(r"Maximum resident set size \(kbytes\): (\d+)", done.stderr)
    return done.returncode, int(match.group(1)) / 1024 if match else float("nan"), time.time() - started


def measure(cli, gui, db, folder, runs):
    load = ", ".join(f"{x:.1f}" for x in os.getloadavg())
    print(f"\n| measure on {Path(db).name} ({Path(db).stat().st_size / 1e6:.0f} MB; load average {load} on "
          f"{os.cpu_count()} cores) | median | min |\n|---|---:|---:|")
    median, low = timed([cli, "encounters", "--database", db], runs)
    print(f"| scouter-cli encounters | {median:.3f} s | {low:.3f} s |")
    if gui:
        env = gui_env(folder)
        demo = Path(folder) / "demo.scouter"
        subprocess.run([gui, "--database", demo, "--exit-when-shown"], env=env, capture_output=True)
        demo_median, demo_low = timed([gui, "--database", demo, "--exit-when-shown"], runs, env)
        big_median, big_low = timed([gui, "--database", db, "--exit-when-shown"], runs, env)
        print(f"| scouter --exit-when-shown, demo campaign | {demo_median:.3f} s | {demo_low:.3f} s |")
        print(f"| scouter --exit-when-shown, this campaign | {big_median:.3f} s | {big_low:.3f} s |")
        print(f"| ratio (medians) | {big_median / demo_median:.2f}x | |")
    out = Path(folder) / "everything.json"
    code, peak, took = peak_memory([cli, "export", "--database", db, "--output", out])
    size = out.stat().st_size / 1e6 if out.exists() else 0
    print(f"| scouter-cli export of everything: peak memory | {peak:.0f} MB | exit {code}, {took:.0f} s, "
          f"{size:.0f} MB of JSON |")
    if out.exists():
        out.unlink()


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cli", required=True, help="scouter-cli to build (and check) with")
    parser.add_argument("--gui", help="scouter, for --check and --measure (default: beside --cli)")
    parser.add_argument("--output", required=True, help="the campaign file to create")
    parser.add_argument("--encounters", type=int, default=2000)
    parser.add_argument("--commands", type=int, default=1_000_000)
    parser.add_argument("--check", action="store_true", help="run the CLI's readers and the window on it")
    parser.add_argument("--measure", action="store_true", help="time encounters, the window's start, export")
    parser.add_argument("--runs", type=int, default=10, help="runs per timing (--measure)")
    parser.add_argument("--reuse", action="store_true", help="check/measure an existing --output, build nothing")
    args = parser.parse_args()
    cli = str(Path(args.cli).resolve())
    gui = args.gui or str(Path(cli).parent / "scouter")
    gui = str(Path(gui).resolve()) if Path(gui).exists() else None
    per = args.commands // max(1, args.encounters)
    if args.encounters < 1 or per < 50:
        sys.exit("give at least 1 encounter and 50 commands per encounter")
    if not args.reuse:
        build(cli, args.output, args.encounters, args.commands)
    ok = True
    with tempfile.TemporaryDirectory(prefix="scouter-big-check-") as folder:
        if args.check:
            ok = check(cli, gui, args.output, folder)
        if args.measure:
            measure(cli, gui, args.output, folder, args.runs)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
