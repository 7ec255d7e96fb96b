#!/usr/bin/env python3
"""Write the trimmed DCSS weapon tables that `mechanics` embeds, for one release.

Usage: python3 scripts/extract-weapon-tables.py SOURCE_DIR [OUT] [--version 0.31|0.34]

SOURCE_DIR holds the extraction of the game's source at that release
(`dcss-<v>-weapons.json`, from item-prop.cc and mon-gear.cc; `dcss-<v>-monsters.json`, from
mon-data.h or the monster YAML; `dcss-<v>-weapon-brands.json`, the brand weights of
item-prop.cc). OUT defaults to `crates/mechanics/data/dcss-<v>-weapons.json` beside this
script's repository; the brand weights go to `dcss-<v>-weapon-brands.json` in the same
directory.

The weapon output keeps only what the rules use (`docs/rules/monsters-and-dumps.md` §2):
  * weapons: enum, name, damage, hit, delay, skill, min_1h_size (the smallest size that
    wields it in one hand; NUM_SIZE_LEVELS: nobody) and ammo of each type (ammo is null at
    0.34, where a launcher is a type of the Ranged Weapons skill);
  * monster_weapon_specs: the primary and secondary spec of each monster (weighted types,
    forced plusses, forced brands, good-item chance), keyed by the monster's enum id;
  * special_case_monsters: the monsters with extra code in make_mons_weapon's switch;
  * monster_ids: the enum id of every real monster entry, so a misspelt id is an error
    rather than a monster without weapons;
  * source: the pinned release the tables were read from.
The brand output keeps, per weapon type, every brand's weight, SPWPN_NORMAL's weight, the
total and the source line (`docs/rules/monsters-and-dumps.md` §2.4), and checks that the
normal weight and the total agree with the list and that every weapon type has a row.
Standard library only; the output is deterministic (same input, same bytes).
"""

import argparse
import json
import pathlib
import sys

WEAPON_FIELDS = ("enum", "name", "damage", "hit", "delay", "skill", "min_1h_size", "ammo")
SPEC_FIELDS = ("types", "plusses", "brands", "good_chance")
BRAND_FIELDS = ("enum", "name", "normal_weight", "total_weight", "item_prop_line")


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


def trim_brands(brands, weapons):
    """The brand rows, one per weapon type in the weapon table's order, checked."""
    by_enum = {w["enum"]: w for w in brands["weapons"]}
    rows = []
    for w in weapons:
        row = by_enum.get(w["enum"])
        if row is None:
            sys.exit(f"no brand weights for {w['enum']}")
        weights = [[b["brand"], b["weight"]] for b in row["weights"]]
        normal = sum(x for b, x in weights if b == "SPWPN_NORMAL")
        total = sum(x for _, x in weights)
        if (normal, total) != (row["normal_weight"], row["total_weight"]):
            sys.exit(f"{w['enum']}: the weights sum to {normal}/{total}, "
                     f"the row says {row['normal_weight']}/{row['total_weight']}")
        out = {k: row[k] for k in BRAND_FIELDS}
        out["weights"] = weights
        rows.append(out)
    return rows


def render_brands(source, rows):
    lines = ["{", f' "source": {one_line(source)},', ' "weapons": [']
    lines += [f"  {one_line(r)}," for r in rows]
    lines[-1] = lines[-1].rstrip(",")
    lines += [" ]", "}"]
    text = "\n".join(lines) + "\n"
    assert json.loads(text) == {"source": source, "weapons": rows}
    return text


def main(argv):
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("source_dir", type=pathlib.Path)
    p.add_argument("out", nargs="?", type=pathlib.Path)
    p.add_argument("--version", default="0.31", choices=("0.31", "0.34"))
    args = p.parse_args(argv[1:])
    src, v = args.source_dir, args.version
    repo = pathlib.Path(__file__).resolve().parent.parent
    out = args.out or repo / f"crates/mechanics/data/dcss-{v}-weapons.json"

    weapons = json.loads((src / f"dcss-{v}-weapons.json").read_text())
    monsters = json.loads((src / f"dcss-{v}-monsters.json").read_text())

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

    brands = json.loads((src / f"dcss-{v}-weapon-brands.json").read_text())
    rows = trim_brands(brands, trimmed["weapons"])
    brand_source = {
        **weapons["source"],
        "files": ["crawl-ref/source/item-prop.cc"],
        "read": brands["source"],
        "extracted_by": "scripts/extract-weapon-tables.py",
    }

    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(render(trimmed))
    brand_out = out.parent / f"dcss-{v}-weapon-brands.json"
    brand_out.write_text(render_brands(brand_source, rows))
    print(f"wrote {out}: {len(trimmed['weapons'])} weapons, "
          f"{len(specs['primary'])} primary and {len(specs['secondary'])} secondary specs, "
          f"{len(trimmed['special_case_monsters'])} special cases, "
          f"{len(trimmed['monster_ids'])} monster ids; {brand_out}: {len(rows)} brand rows")


if __name__ == "__main__":
    main(sys.argv)
