#!/usr/bin/env python3
"""Writes the trimmed monster tables that crates/mechanics embeds.

Reads the full extractions of the games' monster data (DCSS 0.31 `mon-data.h`, DCSS 0.34.1
`dat/mons/*.yaml` through the game's own generator, FrogComposband 7.1 `r_info.txt`) and keeps
only the records and fields roguesim reads:

  crates/mechanics/data/dcss-0.31-monsters.json         the 585 real mondata[] entries
  crates/mechanics/data/dcss-0.34-monsters.json         the 653 real 0.34.1 entries
  crates/mechanics/data/frogcomposband-7.1-monsters.json the 1392 monster races

Each output is one JSON object: a "header" (the game source pin and the extraction date) and
one record per line, so a change to the data shows as a readable diff. The game's own
identifiers (AT_BITE, AF_POISON, MH_UNDEAD, SIZE_LARGE...) are kept as they are; the Rust
side turns them into readable names. See docs/rules/monsters-and-dumps.md sections 1 and 3.

Usage:
  scripts/extract-monster-tables.py SOURCE_DIR [--dcss PATH] [--dcss034 PATH] [--frog PATH]
      [--out DIR] [--date YYYY-MM-DD] [--tables dcss-0.31,frog,dcss-0.34]

SOURCE_DIR (required) holds the full extractions, dcss-0.31-monsters.json,
dcss-0.34-monsters.json and frogcomposband-7.1-monsters.json; --dcss, --dcss034 and --frog
name one of them elsewhere.

--tables chooses which tables to write (default: all three), so one table can be rewritten
without touching the others' extraction dates.

Standard library only.
"""

import argparse
import datetime
import json
import os
import sys

REPO_ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# The full extractions' file names inside SOURCE_DIR.
DCSS_FILE = "dcss-0.31-monsters.json"
DCSS034_FILE = "dcss-0.34-monsters.json"
FROG_FILE = "frogcomposband-7.1-monsters.json"
DEFAULT_OUT = os.path.join(REPO_ROOT, "crates", "mechanics", "data")

# The counts the rule book states (docs/rules/monsters-and-dumps.md sections 1 and 3); an
# input that disagrees is the wrong file, not something to write out.
DCSS_ENTRIES = 585
DCSS034_ENTRIES = 653
FROG_RACES = 1392
FROG_UNIQUES = 435

DCSS_FIELDS = [
    "name", "enum", "enum_value", "mon_data_line", "hd", "avg_hp_10x", "ac", "ev",
    "speed", "energy", "attacks", "fighter", "archer", "two_weapons", "prefer_ranged",
    "unique", "ghost_demon", "holiness", "size", "genus", "species", "intel", "gmon_use",
    "flags",
    # Derived by the extractor from fight.cc's formula; kept so a test can check the Rust
    # formula against it for every entry.
    "melee_to_hit_base",
]
DCSS_ENERGY_FIELDS = ["move", "swim", "attack", "missile", "spell"]
DCSS_ATTACK_FIELDS = ["type", "flavour", "damage"]

FROG_FIELDS = [
    "index", "name", "short_name", "level", "speed", "speed_bonus", "unique",
    "speed_varies", "r_info_line",
]


def pick(record, fields, what):
    missing = [f for f in fields if f not in record]
    if missing:
        sys.exit(f"{what}: missing fields {missing}")
    return {f: record[f] for f in fields}


def trim_dcss(record):
    out = pick(record, DCSS_FIELDS, record.get("enum", "?"))
    out["energy"] = pick(record["energy"], DCSS_ENERGY_FIELDS, record["enum"])
    out["attacks"] = [pick(a, DCSS_ATTACK_FIELDS, record["enum"]) for a in record["attacks"]]
    return out


def write_table(path, header, key, records):
    lines = [json.dumps(r, ensure_ascii=False, separators=(",", ":")) for r in records]
    with open(path, "w", encoding="utf-8") as f:
        f.write("{\n")
        f.write('"header":' + json.dumps(header, ensure_ascii=False) + ",\n")
        f.write(f'"{key}":[\n')
        f.write(",\n".join(lines))
        f.write("\n]}\n")


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("source_dir", metavar="SOURCE_DIR",
                   help="directory of the full extractions")
    p.add_argument("--dcss", help=f"full DCSS 0.31 monster extraction (default: SOURCE_DIR/{DCSS_FILE})")
    p.add_argument("--dcss034", help=f"full DCSS 0.34.1 extraction (default: SOURCE_DIR/{DCSS034_FILE})")
    p.add_argument("--frog", help=f"full FrogComposband 7.1 extraction (default: SOURCE_DIR/{FROG_FILE})")
    p.add_argument("--tables", default="dcss-0.31,frog,dcss-0.34",
                   help="comma-separated tables to write: dcss-0.31, frog, dcss-0.34")
    p.add_argument("--out", default=DEFAULT_OUT, help="output directory")
    p.add_argument("--date", default=datetime.date.today().isoformat(),
                   help="extraction date written in the headers (default: today)")
    args = p.parse_args()
    args.dcss = args.dcss or os.path.join(args.source_dir, DCSS_FILE)
    args.dcss034 = args.dcss034 or os.path.join(args.source_dir, DCSS034_FILE)
    args.frog = args.frog or os.path.join(args.source_dir, FROG_FILE)

    tables = set(args.tables.split(","))
    unknown = tables - {"dcss-0.31", "frog", "dcss-0.34"}
    if unknown:
        sys.exit(f"unknown tables {sorted(unknown)}")
    os.makedirs(args.out, exist_ok=True)
    if "dcss-0.31" in tables:
        write_dcss(args.dcss, DCSS_ENTRIES, args.out, args.date,
                   "the real mondata[] entries (kind entry); DUMMY and AXED_MON left out")
    if "dcss-0.34" in tables:
        write_dcss(args.dcss034, DCSS034_ENTRIES, args.out, args.date,
                   "the real entries (kind entry) of the mon-data.h the game generates from "
                   "dat/mons/*.yaml; genus placeholders (kind dummy) and AXED_MON left out")
    if "frog" in tables:
        write_frog(args.frog, args.out, args.date)


def write_dcss(path, expected, out_dir, date, records):
    """One DCSS table: the real entries, trimmed, with a header pinning the source."""
    with open(path, encoding="utf-8") as f:
        dcss = json.load(f)
    entries = [trim_dcss(m) for m in dcss["monsters"] if m["kind"] == "entry"]
    if len(entries) != expected:
        sys.exit(f"{path}: {len(entries)} entries, expected {expected}")
    src = dcss["source"]
    header = {
        "game": "Dungeon Crawl Stone Soup",
        "repo": src["repo"],
        "tag": src["ref"],
        "commit": src["commit"],
        "files": src["files"],
        "tag_major_version": src["tag_major_version"],
        "extracted": date,
        "records": records,
    }
    name = "dcss-0.31" if src["ref"].startswith("0.31") else "dcss-0.34"
    write_table(os.path.join(out_dir, f"{name}-monsters.json"), header, "monsters", entries)
    print(f"wrote {len(entries)} DCSS {src['ref']} entries to {out_dir}")


def write_frog(path, out_dir, date):
    """The FrogComposband races, trimmed, with a header pinning the source."""
    with open(path, encoding="utf-8") as f:
        frog = json.load(f)
    races = [pick(r, FROG_FIELDS, r.get("name", "?")) for r in frog["monsters"]]
    uniques = sum(1 for r in races if r["unique"])
    if len(races) != FROG_RACES or uniques != FROG_UNIQUES:
        sys.exit(f"{path}: {len(races)} races, {uniques} unique; "
                 f"expected {FROG_RACES}, {FROG_UNIQUES}")
    src = frog["source"]
    frog_header = {
        "game": "FrogComposband",
        # The input says "owner/name (note)"; the header keeps the repository alone.
        "repo": src["repo"].split(" (")[0],
        "tag": src["ref"],
        "commit": src["commit"],
        "files": [src["file"]],
        "extracted": date,
        "records": "every N: race but N:0 (the player); speed 110 is +0",
    }
    write_table(os.path.join(out_dir, "frogcomposband-7.1-monsters.json"), frog_header,
                "races", races)
    print(f"wrote {len(races)} FrogComposband races to {out_dir}")


if __name__ == "__main__":
    main()
