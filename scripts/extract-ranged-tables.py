#!/usr/bin/env python3
"""Write the trimmed DCSS missile and spell-beam tables of one release that `mechanics` embeds.

Usage: python3 scripts/extract-ranged-tables.py SOURCE_DIR RELEASE [OUT]

RELEASE is 0.31 or 0.34. SOURCE_DIR holds the extraction of that release's source:
`dcss-<RELEASE>-monster-missiles.json` (item-prop.cc, mon-gear.cc: launchers, ammunition,
thrown items and each monster's law of what it is given), `dcss-<RELEASE>-monster-spells.json`
(mon-spell.h, mon-cast.cc, zap-data.h: every monster's spells and every spell's beam) and
`dcss-<RELEASE>-zaps.json` (zap-data.h, spl-zap.cc: every zap row). OUT defaults to
`crates/mechanics/data/dcss-<RELEASE>-ranged.json` beside this script's repository. Both
releases' files have the same schema (`docs/rules/dcss-0.31-ranged.md` §7,
`docs/rules/dcss-0.34-ranged.md` §7).

The output keeps only what the rules use (`docs/rules/dcss-0.31-ranged.md` §2, §3, §7):
  * items: each launcher (damage, accuracy, ammunition) and each missile (damage; whether it
    penetrates shields, whether it does HP damage);
  * missile_laws: per monster, each case of its starting ranged equipment (`when`, whether
    it is the typical case) with the probability of each launcher or thrown item, merged
    over plus, brand and quantity, which the rules take as inputs;
  * spells: per spell, its category, whether it is a damaging beam or hex, its zap row,
    to-hit and damage formulas, flavour, pierce, explosion and the power factor, plus the
    wand spells no monster has in its book (from the zap table), and, for a spell the
    release's rule book leaves out although its beam comes from a zap row, `own_setup`;
  * monster_spells: per monster, its spell slots in casting order with their frequency and
    the monster-specific power rule of a slot, if any.
Standard library only; the output is deterministic (same input, same bytes).
"""

import json
import pathlib
import sys
from fractions import Fraction

ITEM_FIELDS = {
    "launcher": ("name", "damage", "hit", "ammo"),
    "ammunition": ("name", "damage"),
    "thrown": ("name", "damage"),
}

# A slot's `power_modifiers` text (the extractor quotes mon-cast.cc) -> the rule's tag. The
# draconian's cold breath is x2/3 at 0.31 and x5/6 at 0.34 (the rules take the factor from
# the release).
POWER_MODIFIERS = {
    "if (mons && mons_is_draconian(mons->type)): power = power * 2 / 3": "draconian_cold_breath",
    "if (mons && mons_is_draconian(mons->type)): power = power * 5 / 6": "draconian_cold_breath",
    "if (mons && mons->type == MONS_XTAHUA): power = power * 3/2": "xtahua_searing_breath",
}
SKULL_PREFIX = "power = power * (100 + min(100, skull_count * 25)) / 100"

SPELL_FIELDS = ("title", "category", "covered", "zap", "zap_data_line", "flavour", "pierce",
                "explosion", "power_hd_factor", "power_uses_plain_hd")

# Spells monsters reach only through a wand (spl-book.cc `_wand_spells`), by release.
WAND_ONLY = {
    "0.31": {"SPELL_BOLT_OF_LIGHT": ("ZAP_BOLT_OF_LIGHT", "Bolt of Light")},
    "0.34": {
        "SPELL_BOLT_OF_LIGHT": ("ZAP_BOLT_OF_LIGHT", "Bolt of Light"),
        "SPELL_WARP_SPACE": ("ZAP_WARP_SPACE", "Warp Space"),
    },
}

# Covered beams the release's rule book leaves out because their own code sets the beam up
# (`docs/rules/dcss-0.34-ranged.md` §6): Seracfall (`_setup_seracfall_beam`) and Call Down
# Damnation (`_fire_direct_explosion`).
OWN_SETUP = {
    "0.31": set(),
    "0.34": {"SPELL_SERACFALL", "SPELL_CALL_DOWN_DAMNATION"},
}

TAGS = {"0.31": "0.31.0", "0.34": "0.34.1"}


def one_line(value):
    return json.dumps(value, separators=(", ", ": "))


def item(key, record):
    out = {"id": key, "kind": record["kind"]}
    out.update({k: record[k] for k in ITEM_FIELDS[record["kind"]]})
    out["penetrating"] = "penetrating" in record
    out["hp_damage"] = record.get("hp_damage", True)
    return out


def missile_law(monster):
    cases = []
    for case in monster["cases"]:
        merged = {}
        for o in case["outcomes"]:
            key = (o["kind"], o["item"])
            merged[key] = merged.get(key, Fraction(0)) + Fraction(o["p"])
        if sum(merged.values()) != 1:
            sys.exit(f"{monster['enum']}: a case does not sum to 1")
        cases.append({
            "when": case["when"],
            "typical": case["typical"],
            "outcomes": [{"kind": k, "item": i, "p": str(p)} for (k, i), p in merged.items()],
        })
    return {"monster": monster["enum"], "cases": cases}


def formula(calc, what):
    """A zap row's formula, or "auto" for an AUTOMATIC_HIT to-hit, or None."""
    if calc is None:
        return None
    if isinstance(calc, str):
        if not calc.startswith("AUTOMATIC_HIT"):
            sys.exit(f"unknown formula {calc}")
        return "auto"
    keys = ("adder", "num", "den") if what == "to_hit" else ("kind", "ndice", "adder", "num", "den")
    return {k: calc[k] for k in keys}


def spell(key, record, release):
    out = {"id": key}
    out.update({k: record.get(k) for k in SPELL_FIELDS})
    out["damaging"] = record["damaging"]
    out["to_hit"] = formula(record.get("to_hit_calc"), "to_hit")
    out["damage"] = formula(record.get("damage_calc"), "damage")
    out["delivery"] = record.get("delivery")
    if key in OWN_SETUP[release]:
        out["own_setup"] = True
    return out


def wand_only_spell(key, zaps, release):
    zap_id, title = WAND_ONLY[release][key]
    (row,) = [z for z in zaps["zaps"] if z["zap"] == zap_id]
    category = "explosion" if row["is_explosion"] else "pierces" if row["can_beam"] else None
    if category is None:
        sys.exit(f"{zap_id}: expected a piercing or exploding zap")
    return {
        "id": key, "title": title, "category": category, "covered": True, "damaging": True,
        "zap": zap_id,
        "zap_data_line": row["zap_data_line"], "flavour": row["flavour"],
        "pierce": row["can_beam"], "explosion": row["is_explosion"],
        "power_hd_factor": 12, "power_uses_plain_hd": False,
        "to_hit": formula(row["monster_tohit"], "to_hit"),
        "damage": formula(row["monster_damage"], "damage"), "delivery": "beam",
    }


def slot_modifier(slot):
    mods = slot.get("power_modifiers") or []
    tags = []
    for m in mods:
        if m in POWER_MODIFIERS:
            tags.append(POWER_MODIFIERS[m])
        elif m.startswith(SKULL_PREFIX):
            tags.append("laughing_skulls")
        else:
            sys.exit(f"unknown power modifier: {m}")
    if len(tags) > 1:
        sys.exit(f"{slot['spell']}: more than one power modifier")
    return tags[0] if tags else None


def monster_spells(monster):
    return {
        "monster": monster["enum"],
        "spells": [{"spell": s["spell"], "freq": s["freq"], "power_modifier": slot_modifier(s)}
                   for s in monster["spells"]],
    }


def render(trimmed):
    """JSON with one record per line: small and diffable."""
    lines = ["{", f' "source": {one_line(trimmed["source"])},']
    for i, key in enumerate(("items", "missile_laws", "spells", "monster_spells")):
        lines.append(f' "{key}": [')
        lines += [f"  {one_line(r)}," for r in trimmed[key]]
        lines[-1] = lines[-1].rstrip(",")
        lines.append(" ]," if i < 3 else " ]")
    lines.append("}")
    text = "\n".join(lines) + "\n"
    assert json.loads(text) == trimmed
    return text


def main(argv):
    if len(argv) not in (3, 4) or argv[2] not in TAGS:
        sys.exit(__doc__)
    src, release = pathlib.Path(argv[1]), argv[2]
    repo = pathlib.Path(__file__).resolve().parent.parent
    out = pathlib.Path(argv[3]) if len(argv) == 4 else (
        repo / f"crates/mechanics/data/dcss-{release}-ranged.json")

    missiles = json.loads((src / f"dcss-{release}-monster-missiles.json").read_text())
    spells = json.loads((src / f"dcss-{release}-monster-spells.json").read_text())
    zaps = json.loads((src / f"dcss-{release}-zaps.json").read_text())

    spell_records = [spell(k, v, release) for k, v in sorted(spells["spells"].items())]
    spell_records += [wand_only_spell(k, zaps, release) for k in sorted(WAND_ONLY[release])
                      if k not in spells["spells"]]
    spell_records.sort(key=lambda s: s["id"])
    trimmed = {
        "source": {
            "missiles": missiles["source"]["commit"],
            "spells": spells["source"]["commit"],
            "zaps": zaps["source"]["commit"],
            "repo": "crawl/crawl",
            "tag": TAGS[release],
            "extracted_by": "scripts/extract-ranged-tables.py",
        },
        "items": [item(k, v) for k, v in missiles["items"].items()],
        "missile_laws": [missile_law(m) for m in missiles["monsters"] if m["cases"]],
        "spells": spell_records,
        "monster_spells": [monster_spells(m) for m in spells["monsters"] if m["spells"]],
    }

    known = {s["id"] for s in trimmed["spells"]}
    for m in trimmed["monster_spells"]:
        missing = [s["spell"] for s in m["spells"] if s["spell"] not in known]
        if missing:
            sys.exit(f"{m['monster']} casts spells with no record: {missing}")

    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(render(trimmed))
    print(f"wrote {out}: {len(trimmed['items'])} items, "
          f"{len(trimmed['missile_laws'])} missile laws, {len(trimmed['spells'])} spells, "
          f"{len(trimmed['monster_spells'])} monsters with spells")


if __name__ == "__main__":
    main(sys.argv)
