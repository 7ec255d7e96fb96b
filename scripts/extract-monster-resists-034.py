#!/usr/bin/env python3
"""Writes the 0.34.1 monster resistance table that crates/mechanics embeds for your shots and
spells.

Reads the full extraction of DCSS 0.34.1 `mon-data.h` (its `resists` expressions, such as
"MR_RES_ELEC | mrd(MR_RES_FIRE, 3) | mrd(MR_RES_COLD, -1)") and keeps, for every real entry
whose fire, cold, electricity, negative-energy or poison level is not 0, those five levels:

  crates/mechanics/data/dcss-0.34-monster-resists.json

A bare name is level 1 and `mrd(A | B, n)` gives each of its names level n (a negative n is a
vulnerability), as the game's `mrd` macro encodes it and `get_resist` reads it back. See
docs/rules/dcss-0.34-player-ranged.md section 3.7.

Usage:
  scripts/extract-monster-resists-034.py [--dcss PATH] [--out DIR] [--date YYYY-MM-DD]

Standard library only.
"""

import argparse
import datetime
import json
import os
import re
import sys

REPO_ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_OUT = os.path.join(REPO_ROOT, "crates", "mechanics", "data")

# The resistances your shots and spells meet, and their keys in the output.
KEPT = {
    "MR_RES_FIRE": "fire",
    "MR_RES_COLD": "cold",
    "MR_RES_ELEC": "elec",
    "MR_RES_NEG": "neg",
    "MR_RES_POISON": "poison",
}
# Every other name the 0.34.1 table uses.
OTHER = {
    "MR_NO_FLAGS",
    "MR_RES_CORR",
    "MR_RES_PETRIFY",
    "MR_RES_DAMNATION",
    "MR_RES_MIASMA",
    "MR_RES_STEAM",
}


def levels(expr):
    """The level of every resistance name in a mon-data.h expression."""
    out = {}
    rest = expr
    for names, lev in re.findall(r"mrd\(([^,]+),\s*(-?\d+)\)", expr):
        for name in names.split("|"):
            out[name.strip()] = int(lev)
    rest = re.sub(r"mrd\([^)]*\)", "", expr)
    for name in re.findall(r"[A-Z_]+", rest):
        out.setdefault(name, 1)
    unknown = [n for n in out if n not in KEPT and n not in OTHER]
    if unknown:
        sys.exit(f"unknown resistance names {unknown} in '{expr}'")
    return out


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--dcss", required=True,
        help="the 0.34.1 monster extraction (dcss-0.34-monsters.json) to read",
    )
    parser.add_argument("--out", default=DEFAULT_OUT)
    parser.add_argument("--date", default=datetime.date.today().isoformat())
    args = parser.parse_args()

    with open(args.dcss) as f:
        data = json.load(f)
    real = [m for m in data["monsters"] if m.get("kind") != "dummy"]
    rows = []
    for m in real:
        lv = levels(m["resists"])
        row = {"enum": m["enum"]}
        row.update({key: lv.get(name, 0) for name, key in KEPT.items()})
        if any(row[k] for k in KEPT.values()):
            rows.append(row)
    header = {
        "game": "Dungeon Crawl Stone Soup",
        "repo": data["source"]["repo"],
        "tag": data["source"]["ref"],
        "commit": data["source"]["commit"],
        "files": ["crawl-ref/source/dat/mons/*.yaml (mon-data.h)", "crawl-ref/source/mon-enum.h"],
        "extracted": args.date,
        "records": "every real mondata[] entry with a fire, cold, electricity, negative-energy "
        "or poison level other than 0, from its class resists; the levels its gear adds are "
        "not included",
    }
    path = os.path.join(args.out, "dcss-0.34-monster-resists.json")
    with open(path, "w") as f:
        f.write("{\n\"header\":" + json.dumps(header) + ",\n\"resists\":[\n")
        f.write(",\n".join(json.dumps(r, separators=(",", ":")) for r in rows))
        f.write("\n]}\n")
    print(f"{path}: {len(rows)} monsters")


if __name__ == "__main__":
    main()
