#!/usr/bin/env python3
"""Writes the monster resistance table that crates/mechanics embeds for the player's brands.

Reads the full extraction of DCSS 0.31 `mon-data.h` (its `resists` expressions, such as
"mrd(MR_RES_FIRE | MR_RES_COLD, 2) | MR_VUL_ELEC") and keeps, for every real entry whose fire,
cold or electricity level is not 0, those three levels:

  crates/mechanics/data/dcss-0.31-monster-resists.json

The expression is evaluated with the game's own encoding (mon-enum.h: each multi-level
resistance is a 3-bit field, `mrd(res, lev) = res * (lev & 7)`, a vulnerability is level -1)
and read back the way `get_resist` (mon-util.h) reads it: field values above 4 are negative.
See docs/rules/dcss-0.31-player-attack.md section 3.6.

Usage:
  scripts/extract-monster-resists.py SOURCE_DIR [--dcss PATH] [--out DIR] [--date YYYY-MM-DD]

SOURCE_DIR (required) holds the full extraction, dcss-0.31-monsters.json; --dcss names it
elsewhere.

Standard library only.
"""

import argparse
import datetime
import json
import os
import re
import sys

REPO_ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# The full extraction's file name inside SOURCE_DIR.
DCSS_FILE = "dcss-0.31-monsters.json"
DEFAULT_OUT = os.path.join(REPO_ROOT, "crates", "mechanics", "data")

# mon-enum.h at 0.31.0: the multi-level resistances and where their fields start.
MULTI = {
    "MR_RES_ELEC": 1 << 0,
    "MR_RES_POISON": 1 << 3,
    "MR_RES_FIRE": 1 << 6,
    "MR_RES_COLD": 1 << 9,
    "MR_RES_NEG": 1 << 12,
    "MR_RES_MIASMA": 1 << 15,
    "MR_RES_ACID": 1 << 18,
}
BOOLEAN = {
    "MR_RES_TORMENT": 1 << 22,
    "MR_RES_PETRIFY": 1 << 23,
    "MR_RES_DAMNATION": 1 << 24,
    "MR_OLD_RES_ACID": 1 << 25,
    "MR_RES_STEAM": 1 << 28,
    "MR_VUL_WATER": 1 << 29,
    "MR_NO_FLAGS": 0,
}
# The real entries the rule book counts (docs/rules/monsters-and-dumps.md section 1).
DCSS_ENTRIES = 585


def mrd(res, lev):
    return (res * (lev & 7)) & 0xFFFFFFFF


def evaluate(expr):
    """The resists_t value of a mon-data.h expression."""
    names = dict(MULTI)
    names.update(BOOLEAN)
    for key, bit in MULTI.items():
        names[key.replace("MR_RES_", "MR_VUL_")] = mrd(bit, -1)
    tokens = re.findall(r"[A-Za-z_]+", expr)
    unknown = [t for t in tokens if t not in names and t != "mrd"]
    if unknown:
        sys.exit(f"unknown resistance names {unknown} in '{expr}'")
    return eval(expr, {"__builtins__": {}}, dict(names, mrd=mrd))  # noqa: S307


def level(all_resists, res):
    """get_resist (mon-util.h:173-180) for a multi-level resistance."""
    v = (all_resists // res) & 7
    return v - 8 if v > 4 else v


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("source_dir", metavar="SOURCE_DIR",
                        help="directory of the full extraction")
    parser.add_argument("--dcss", help=f"the full extraction (default: SOURCE_DIR/{DCSS_FILE})")
    parser.add_argument("--out", default=DEFAULT_OUT)
    parser.add_argument("--date", default=datetime.date.today().isoformat())
    args = parser.parse_args()
    args.dcss = args.dcss or os.path.join(args.source_dir, DCSS_FILE)

    with open(args.dcss) as f:
        data = json.load(f)
    real = [m for m in data["monsters"] if m.get("kind") != "dummy"]
    if len(real) != DCSS_ENTRIES:
        sys.exit(f"{args.dcss}: {len(real)} real entries, expected {DCSS_ENTRIES}")
    rows = []
    for m in real:
        value = evaluate(m["resists"])
        fire = level(value, MULTI["MR_RES_FIRE"])
        cold = level(value, MULTI["MR_RES_COLD"])
        elec = level(value, MULTI["MR_RES_ELEC"])
        if fire or cold or elec:
            rows.append({"enum": m["enum"], "fire": fire, "cold": cold, "elec": elec})
    header = {
        "game": "Dungeon Crawl Stone Soup",
        "repo": data["source"]["repo"],
        "tag": data["source"]["ref"],
        "commit": data["source"]["commit"],
        "files": ["crawl-ref/source/mon-data.h", "crawl-ref/source/mon-enum.h"],
        "extracted": args.date,
        "records": "every real mondata[] entry with a fire, cold or electricity level other "
        "than 0 (get_resist of its class resists); the levels its gear adds are not included",
    }
    path = os.path.join(args.out, "dcss-0.31-monster-resists.json")
    with open(path, "w") as f:
        f.write("{\n\"header\":" + json.dumps(header) + ",\n\"resists\":[\n")
        f.write(",\n".join(json.dumps(r, separators=(",", ":")) for r in rows))
        f.write("\n]}\n")
    print(f"{path}: {len(rows)} monsters")


if __name__ == "__main__":
    main()
