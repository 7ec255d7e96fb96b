#!/usr/bin/env python3
"""Writes the monster-generation tables that crates/mechanics embeds, and the reference laws
its tests compare with.

Reads the extractions of DCSS 0.31.0 and 0.34.1 monster generation (mon-pick-data.h's
population tables, branch-data.h's branch facts, mon-place.cc's band tables) and writes:

  crates/mechanics/data/dcss-0.3x-spawns.json      what the product reads: every branch's
                                                    rows and facts, the band leaders with
                                                    their conditions as trees, the follower
                                                    tables, the derived-undead tables and the
                                                    monster traits their veto reads
  crates/mechanics/tests/data/dcss-0.3x-spawn-levels.json
                                                    the reference laws: for every level of
                                                    every generated branch, the pick law
                                                    before and after the out-of-depth fuzz,
                                                    the picking-depth law and the slot dice

The band conditions are C++ lambdas in the game; this script parses the small subset of C++
they use (!, &&, ||, parentheses, player_in_branch, where_are_you ==/!=, player_in_hell,
player_in_connected_branch, branch_has_monsters, x_chance_in_y with you.depth) into trees,
and stops on anything else. See docs/rules/dcss-spawns.md.

Usage:
  scripts/extract-spawn-tables.py [--data DIR] [--out DIR] [--tests DIR]

Standard library only.
"""

import argparse
import json
import os
import re
import sys

REPO_ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_OUT = os.path.join(REPO_ROOT, "crates", "mechanics", "data")
DEFAULT_TESTS = os.path.join(REPO_ROOT, "crates", "mechanics", "tests", "data")

VERSIONS = ["0.31", "0.34"]

# The monster traits the derived-undead veto reads (docs/rules/dcss-spawns.md section 5.3).
ZOMBIE_TRAIT_FIELDS = ["species", "speed", "holiness", "habitat", "leaves_corpse", "shape"]
ZOMBIE_FLAGS = ["M_NO_ZOMBIE", "M_INSUBSTANTIAL", "M_NO_GEN_DERIVED", "M_NO_SKELETON",
                "M_UNIQUE"]


# --- the band conditions: a tiny C++ expression parser -------------------------------------

TOKEN = re.compile(r"\s*(\(|\)|!=|==|!|&&|\|\||,|\+|[A-Za-z_][A-Za-z_0-9.]*(?:\(\))?|\d+)")


def tokens(text):
    body = text.strip()
    m = re.fullmatch(r"\[\]\s*\(\)\s*\{\s*return\s+(.*?);\s*\}", body, re.S)
    if not m:
        sys.exit(f"not a lambda: {text}")
    src = m.group(1)
    out, pos = [], 0
    while pos < len(src):
        t = TOKEN.match(src, pos)
        if not t:
            sys.exit(f"cannot read {src[pos:]!r} in {text}")
        out.append(t.group(1))
        pos = t.end()
    return out


class Parser:
    def __init__(self, text):
        self.text = text
        self.toks = tokens(text)
        self.i = 0

    def peek(self):
        return self.toks[self.i] if self.i < len(self.toks) else None

    def take(self, want=None):
        t = self.peek()
        if t is None or (want is not None and t != want):
            sys.exit(f"expected {want} at {self.toks[self.i:]} in {self.text}")
        self.i += 1
        return t

    def parse(self):
        tree = self.disjunction()
        if self.peek() is not None:
            sys.exit(f"left over {self.toks[self.i:]} in {self.text}")
        return tree

    def disjunction(self):
        terms = [self.conjunction()]
        while self.peek() == "||":
            self.take()
            terms.append(self.conjunction())
        return terms[0] if len(terms) == 1 else {"any": terms}

    def conjunction(self):
        terms = [self.unary()]
        while self.peek() == "&&":
            self.take()
            terms.append(self.unary())
        return terms[0] if len(terms) == 1 else {"all": terms}

    def unary(self):
        if self.peek() == "!":
            self.take()
            return {"not": self.unary()}
        if self.peek() == "(":
            self.take()
            t = self.disjunction()
            self.take(")")
            return t
        return self.atom()

    def branch(self):
        b = self.take()
        if not b.startswith("BRANCH_"):
            sys.exit(f"expected a branch, got {b} in {self.text}")
        return b

    def number(self):
        """A whole number or you.depth [+ k]: as [depth coefficient, constant]."""
        t = self.take()
        if t == "you.depth":
            if self.peek() == "+":
                self.take()
                return [1, int(self.take())]
            return [1, 0]
        if not t.isdigit():
            sys.exit(f"expected a number, got {t} in {self.text}")
        return [0, int(t)]

    def atom(self):
        t = self.take()
        if t == "player_in_branch":
            self.take("(")
            b = self.branch()
            self.take(")")
            return {"in": b}
        if t == "you.where_are_you":
            op = self.take()
            b = self.branch()
            if op == "==":
                return {"in": b}
            if op == "!=":
                return {"not": {"in": b}}
            sys.exit(f"unknown comparison {op} in {self.text}")
        if t == "player_in_hell()":
            return "hell"
        if t == "player_in_connected_branch()":
            return "connected"
        if t == "branch_has_monsters":
            self.take("(")
            self.take("you.where_are_you")
            self.take(")")
            # `|| !vault_mon_types.empty()`: a level with its own monster list, which a
            # table-driven level has not (docs/rules/dcss-spawns.md section 5.6).
            if self.peek() == "||":
                self.take()
                self.take("!")
                self.take("vault_mon_types.empty()")
            return "has_monsters"
        if t == "x_chance_in_y":
            self.take("(")
            x = self.number()
            self.take(",")
            y = self.number()
            self.take(")")
            return {"chance": [x, y]}
        sys.exit(f"unknown term {t} in {self.text}")


def condition(cond):
    """A leader's condition: one-chance denominator, minimum absdepth, custom tree."""
    custom = cond.get("custom")
    return {
        "chance_denom": cond["chance_denom"],
        "min_depth": cond["min_depth"],
        "custom": None if custom is None else Parser(custom).parse(),
    }


# --- the tables -----------------------------------------------------------------------------

def row(entry):
    out = {"mon": entry["enum"], "min": entry["min"], "max": entry["max"],
           "weight": entry["weight"], "shape": entry["shape"]}
    if entry.get("resolves_to"):
        out["resolves_to"] = entry["resolves_to"]
    return out


def populated(abbrev, b, slots):
    """How a branch's levels get their random monsters (docs/rules/dcss-spawns.md sections
    1, 1.1, 5.6): "slots" when level generation makes slots from the table; "abyss" for the
    Abyss, which fills itself from its table; null for the rest (the Temple, portals, the
    save-compat branches)."""
    if not b["generated"] or not b["entries"]:
        return None
    if any(s is not None for s in slots):
        return "slots"
    if abbrev == "Abyss":
        return "abyss"
    return None


def branch_record(abbrev, b):
    levels = b.get("levels") or {}
    depths = range(b["depths"][0], b["depths"][1] + 1) if b["generated"] else []
    slots = []
    for d in depths:
        s = (levels.get(str(d)) or {}).get("slots")
        if s is None:
            slots.append(None)
        else:
            if s["dice"] != 3 or s["max"] != 60:
                sys.exit(f"{abbrev}:{d}: slots {s}, expected 3 dice at most 60")
            slots.append({"die": s["die"], "zot5": s["zot5_minus_4_min_10"]})
    return {
        "abbrev": abbrev,
        "enum": b["enum"],
        "shortname": b["shortname"],
        "longname": b["longname"],
        "numlevels": b["numlevels"],
        "absdepth": b["absdepth"],
        "ood_cap": b["ood_cap"],
        "fuzz": b["fuzz"],
        "generated": b["generated"],
        "connected": "no_x_level_travel" not in b["flags"],
        "populated": populated(abbrev, b, slots),
        "slots": slots,
        "rows": [row(e) for e in b["entries"]],
    }


def write_product(data, monsters, version, out_dir):
    branches = [branch_record(k, b) for k, b in
                sorted(data["branches"].items(), key=lambda kv: kv[1]["index"])]
    bands = data["bands"]
    leaders = {}
    for enum, entry in sorted(bands["leaders"].items()):
        leaders[enum] = {
            "condition": condition(entry["conditions"]),
            "bands": [{"band": b["band"], "min": b["size_min"], "max": b["size_max"],
                       "natural_leader": b["natural_leader"]} for b in entry["bands"]],
        }
    membership = {k: v for k, v in sorted(bands["membership"].items())}
    zombie = data["zombie"]
    # Every monster a row, a band or a derived-undead table names, with its display name.
    names = {}
    for b in data["branches"].values():
        for e in b["entries"]:
            names[e["enum"]] = e["monster"]
    for e in zombie["pop_generic_late_zombie"]:
        names[e["enum"]] = e["monster"]
    by_enum = {m["enum"]: m for m in monsters["monsters"]}
    used = set(names)
    for slots in membership.values():
        for slot in slots:
            used.update(m for m, _ in slot)
    used.update(leaders)
    for enum in sorted(used):
        if enum in names:
            continue
        m = by_enum.get(enum)
        if m is None:
            sys.exit(f"{version}: {enum} is in no table")
        names[enum] = m["name"]
    traits = {}
    for enum in sorted(names):
        m = by_enum.get(enum)
        if m is None:
            continue  # pseudo-monsters and axed ones (docs/rules/dcss-spawns.md section 5.2)
        t = {f: m[f] for f in ZOMBIE_TRAIT_FIELDS}
        t["flags"] = [f for f in m["flags"] if f in ZOMBIE_FLAGS]
        t["attacks"] = len(m["attacks"])
        traits[enum] = t
    src = data["source"]
    out = {
        "header": {
            "game": "Dungeon Crawl Stone Soup",
            "repo": src["repo"],
            "tag": src["ref"],
            "commit": src["commit"],
            "files": src["files"],
            "tag_major_version": src["tag_major_version"],
        },
        "branches": branches,
        "bands": {"leaders": leaders, "membership": membership},
        "zombie": {
            "generic_branches": zombie["generic_late_zombie_branches"],
            "all_hells": zombie["generic_late_zombie_all_hells"],
            "cap": zombie["generic_late_zombie_cap"],
            "rows": [row(e) for e in zombie["pop_generic_late_zombie"]],
        },
        "names": dict(sorted(names.items())),
        "traits": traits,
    }
    path = os.path.join(out_dir, f"dcss-{version}-spawns.json")
    with open(path, "w", encoding="utf-8") as f:
        f.write("{\n")
        keys = list(out)
        for i, k in enumerate(keys):
            sep = "," if i + 1 < len(keys) else ""
            if k == "branches":
                f.write('"branches":[\n')
                f.write(",\n".join(json.dumps(b, separators=(",", ":")) for b in out[k]))
                f.write("\n]" + sep + "\n")
            else:
                f.write(f'"{k}":' + json.dumps(out[k], separators=(",", ":")) + sep + "\n")
        f.write("}\n")
    print(f"wrote {path}")


def write_reference(data, version, tests_dir):
    levels = {}
    for abbrev, b in data["branches"].items():
        for d, lv in (b.get("levels") or {}).items():
            rec = {
                "total_weight": lv["total_weight"],
                "no_fuzz": [[e["enum"], e["weight"], e["p"]] for e in lv["no_fuzz"]],
            }
            if "with_fuzz" in lv:
                rec["picking_depths"] = lv["picking_depths"]
                rec["with_fuzz"] = [[e["enum"], e["p"]] for e in lv["with_fuzz"]]
            rec["slots"] = lv.get("slots")
            levels[f"{abbrev}:{d}"] = rec
    out = {
        "source": f"DCSS {data['source']['ref']} monster generation: the pick law of every "
                  "level before and after the out-of-depth fuzz (p: 6 significant digits), "
                  "computed from the game's functions and checked against its own code",
        "levels": levels,
    }
    path = os.path.join(tests_dir, f"dcss-{version}-spawn-levels.json")
    with open(path, "w", encoding="utf-8") as f:
        f.write("{\n")
        f.write('"source":' + json.dumps(out["source"]) + ",\n")
        f.write('"levels":{\n')
        f.write(",\n".join(f'"{k}":' + json.dumps(v, separators=(",", ":"))
                           for k, v in levels.items()))
        f.write("\n}}\n")
    print(f"wrote {path}")


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument(
        "--data", required=True,
        help="directory of the spawn extractions (dcss-0.31-spawns.json, dcss-0.34-spawns.json)",
    )
    p.add_argument("--out", default=DEFAULT_OUT, help="the product's data directory")
    p.add_argument("--tests", default=DEFAULT_TESTS, help="the tests' data directory")
    args = p.parse_args()
    for v in VERSIONS:
        with open(os.path.join(args.data, f"dcss-{v}-spawns.json"), encoding="utf-8") as f:
            data = json.load(f)
        with open(os.path.join(args.data, f"dcss-{v}-monsters.json"), encoding="utf-8") as f:
            monsters = json.load(f)
        write_product(data, monsters, v, args.out)
        write_reference(data, v, args.tests)


if __name__ == "__main__":
    main()
