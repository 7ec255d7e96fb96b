#!/usr/bin/env python3
"""Writes the trimmed monster tables that crates/mechanics embeds.

Reads the full extractions of the games' monster data (DCSS 0.31 `mon-data.h`,
FrogComposband 7.1 `r_info.txt`) and keeps only the records and fields roguesim reads:

  crates/mechanics/data/dcss-0.31-monsters.json         the 585 real mondata[] entries
  crates/mechanics/data/frogcomposband-7.1-monsters.json the 1392 monster races

Each output is one JSON object: a "header" (the game source pin and the extraction date) and
one record per line, so a change to the data shows as a readable diff. The game's own
identifiers (AT_BITE, AF_POISON, MH_UNDEAD, SIZE_LARGE...) are kept as they are; the Rust
side turns them into readable names. See docs/rules/monsters-and-dumps.md sections 1 and 3.

Usage:
  scripts/extract-monster-tables.py [--dcss PATH] [--frog PATH] [--out DIR] [--date YYYY-MM-DD]

Standard library only.
"""

import argparse
import datetime
import json
import os
import sys

REPO_ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_DCSS = "/work/shared/data/dcss-0.31-monsters.json"
DEFAULT_FROG = "/work/shared/data/frogcomposband-7.1-monsters.json"
DEFAULT_OUT = os.path.join(REPO_ROOT, "crates", "mechanics", "data")

# The counts the rule book states (docs/rules/monsters-and-dumps.md sections 1 and 3); an
# input that disagrees is the wrong file, not something to write out.
DCSS_ENTRIES = 585
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
    p.add_argument("--dcss", default=DEFAULT_DCSS, help="full DCSS 0.31 monster extraction")
    p.add_argument("--frog", default=DEFAULT_FROG, help="full FrogComposband 7.1 extraction")
    p.add_argument("--out", default=DEFAULT_OUT, help="output directory")
    p.add_argument("--date", default=datetime.date.today().isoformat(),
                   help="extraction date written in the headers (default: today)")
    args = p.parse_args()

    with open(args.dcss, encoding="utf-8") as f:
        dcss = json.load(f)
    entries = [trim_dcss(m) for m in dcss["monsters"] if m["kind"] == "entry"]
    if len(entries) != DCSS_ENTRIES:
        sys.exit(f"{args.dcss}: {len(entries)} entries, expected {DCSS_ENTRIES}")
    src = dcss["source"]
    dcss_header = {
        "game": "Dungeon Crawl Stone Soup",
        "repo": src["repo"],
        "tag": src["ref"],
        "commit": src["commit"],
        "files": src["files"],
        "tag_major_version": src["tag_major_version"],
        "extracted": args.date,
        "records": "the real mondata[] entries (kind entry); DUMMY and AXED_MON left out",
    }

    with open(args.frog, encoding="utf-8") as f:
        frog = json.load(f)
    races = [pick(r, FROG_FIELDS, r.get("name", "?")) for r in frog["monsters"]]
    uniques = sum(1 for r in races if r["unique"])
    if len(races) != FROG_RACES or uniques != FROG_UNIQUES:
        sys.exit(f"{args.frog}: {len(races)} races, {uniques} unique; "
                 f"expected {FROG_RACES}, {FROG_UNIQUES}")
    src = frog["source"]
    frog_header = {
        "game": "FrogComposband",
        # The input says "owner/name (note)"; the header keeps the repository alone.
        "repo": src["repo"].split(" (")[0],
        "tag": src["ref"],
        "commit": src["commit"],
        "files": [src["file"]],
        "extracted": args.date,
        "records": "every N: race but N:0 (the player); speed 110 is +0",
    }

    os.makedirs(args.out, exist_ok=True)
    write_table(os.path.join(args.out, "dcss-0.31-monsters.json"), dcss_header, "monsters",
                entries)
    write_table(os.path.join(args.out, "frogcomposband-7.1-monsters.json"), frog_header,
                "races", races)
    print(f"wrote {len(entries)} DCSS entries and {len(races)} FrogComposband races "
          f"to {args.out}")


if __name__ == "__main__":
    main()
