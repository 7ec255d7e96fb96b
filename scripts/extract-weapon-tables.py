#!/usr/bin/env python3
"""Write the trimmed DCSS 0.31 weapon tables that `mechanics` embeds.

Usage: python3 scripts/extract-weapon-tables.py SOURCE_DIR [OUT]

SOURCE_DIR holds the extraction of the game's source (`dcss-0.31-weapons.json`, from
item-prop.cc and mon-gear.cc, and `dcss-0.31-monsters.json`, from mon-data.h). OUT defaults
to `crates/mechanics/data/dcss-0.31-weapons.json` beside this script's repository.

The output keeps only what the rules use (`docs/rules/monsters-and-dumps.md` §2):
  * weapons: enum, name, damage, hit, delay, skill and ammo of each of the 58 types;
  * monster_weapon_specs: the primary and secondary spec of each monster (weighted types,
    forced plusses, forced brands, good-item chance), keyed by the monster's enum id;
  * special_case_monsters: the monsters with extra code in make_mons_weapon's switch;
  * monster_ids: the enum id of every real monster entry, so a misspelt id is an error
    rather than a monster without weapons;
  * source: the pinned release the tables were read from.
Standard library only; the output is deterministic (same input, same bytes).
"""

import json
import pathlib
import sys

WEAPON_FIELDS = ("enum", "name", "damage", "hit", "delay", "skill", "ammo")
SPEC_FIELDS = ("types", "plusses", "brands", "good_chance")


def trim_spec(spec):
    out = {k: spec[k] for k in SPEC_FIELDS}
    out["brands"] = out["brands"] or []
    return out


def one_line(value):
    return json.dumps(value, separators=(", ", ": "))


def render(trimmed):
    """JSON with one weapon, one spec and one source block per line: small and diffable."""
    lines = ["{", f' "source": {one_line(trimmed["source"])},', ' "weapons": [']
    lines += [f"  {one_line(w)}," for w in trimmed["weapons"]]
    lines[-1] = lines[-1].rstrip(",")
    lines += [" ],", ' "monster_weapon_specs": {']
    for i, slot in enumerate(("primary", "secondary")):
        lines.append(f'  "{slot}": {{')
        lines += [f"   {one_line(mon)}: {one_line(spec)},"
                  for mon, spec in trimmed["monster_weapon_specs"][slot].items()]
        lines[-1] = lines[-1].rstrip(",")
        lines.append("  }," if i == 0 else "  }")
    lines.append(" },")
    lines.append(f' "special_case_monsters": {one_line(trimmed["special_case_monsters"])},')
    lines.append(f' "monster_ids": {one_line(trimmed["monster_ids"])}')
    lines.append("}")
    text = "\n".join(lines) + "\n"
    assert json.loads(text) == trimmed
    return text


def main(argv):
    if len(argv) not in (2, 3):
        sys.exit(__doc__)
    src = pathlib.Path(argv[1])
    repo = pathlib.Path(__file__).resolve().parent.parent
    out = pathlib.Path(argv[2]) if len(argv) == 3 else (
        repo / "crates/mechanics/data/dcss-0.31-weapons.json")

    weapons = json.loads((src / "dcss-0.31-weapons.json").read_text())
    monsters = json.loads((src / "dcss-0.31-monsters.json").read_text())

    specs = weapons["monster_weapon_specs"]
    trimmed = {
        "source": {
            **weapons["source"],
            "extracted_by": "scripts/extract-weapon-tables.py",
        },
        "weapons": [{k: w[k] for k in WEAPON_FIELDS} for w in weapons["weapons"]],
        "monster_weapon_specs": {
            slot: {mon: trim_spec(s) for mon, s in specs[slot].items()}
            for slot in ("primary", "secondary")
        },
        "special_case_monsters": weapons["special_case_monsters"],
        "monster_ids": [m["enum"] for m in monsters["monsters"] if m["kind"] == "entry"],
    }

    known = set(trimmed["monster_ids"])
    for slot, table in trimmed["monster_weapon_specs"].items():
        missing = sorted(set(table) - known)
        if missing:
            sys.exit(f"{slot} specs name unknown monsters: {missing}")

    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(render(trimmed))
    print(f"wrote {out}: {len(trimmed['weapons'])} weapons, "
          f"{len(specs['primary'])} primary and {len(specs['secondary'])} secondary specs, "
          f"{len(trimmed['special_case_monsters'])} special cases, "
          f"{len(trimmed['monster_ids'])} monster ids")


if __name__ == "__main__":
    main(sys.argv)
