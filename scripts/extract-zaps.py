#!/usr/bin/env python3
"""Write the trimmed DCSS zap table of one release that `mechanics` embeds.

Usage: python3 scripts/extract-zaps.py SOURCE_DIR RELEASE [OUT]

RELEASE is 0.31 or 0.34. SOURCE_DIR holds `dcss-<RELEASE>-zaps.json`, the extraction of that
release's zap-data.h (with spl-zap.cc and beam.cc): every zap row. OUT defaults to
`crates/mechanics/data/dcss-<RELEASE>-zaps.json` beside this script's repository.

Each row keeps what the beam rules read (`docs/rules/dcss-0.31-ranged.md` §3.2,
`docs/rules/dcss-0.34-ranged.md` §3.2): the zap's id, name and zap-data.h line, its flavour,
whether it pierces (`can_beam`), explodes or is an enchantment, the monster to-hit ("auto"
for AUTOMATIC_HIT, else adder + power*num/den; an enchantment's is its enchantment power when
the source gives it), the monster damage (dicedef or calcdice), the player to-hit and the
player power cap (0.31 only). Standard library only; the output is deterministic.
"""

import json
import pathlib
import sys

TAGS = {"0.31": "0.31.0", "0.34": "0.34.1"}


def one_line(value):
    return json.dumps(value, separators=(", ", ": "))


def to_hit(calc):
    """A to-hit calculator: "auto" for AUTOMATIC_HIT, a formula, or None."""
    if calc is None:
        return None
    if isinstance(calc, str):
        if not calc.startswith("AUTOMATIC_HIT"):
            sys.exit(f"unknown to-hit {calc}")
        return "auto"
    return {k: calc[k] for k in ("adder", "num", "den")}


def damage(calc):
    if calc is None:
        return None
    if calc["kind"] not in ("dicedef", "calcdice"):
        sys.exit(f"unknown damage kind {calc['kind']}")
    return {k: calc[k] for k in ("kind", "ndice", "adder", "num", "den")}


def row(z):
    return {
        "id": z["zap"],
        "name": z["name"],
        "line": z["zap_data_line"],
        "flavour": z["flavour"],
        "pierce": z["can_beam"],
        "explosion": z["is_explosion"],
        "enchantment": z["is_enchantment"],
        "monster_to_hit": to_hit(z["monster_tohit"]),
        "monster_damage": damage(z["monster_damage"]),
        "player_to_hit": to_hit(z["player_tohit"]),
        "player_power_cap": z.get("player_power_cap"),
    }


def main(argv):
    if len(argv) not in (3, 4) or argv[2] not in TAGS:
        sys.exit(__doc__)
    src, release = pathlib.Path(argv[1]), argv[2]
    repo = pathlib.Path(__file__).resolve().parent.parent
    out = pathlib.Path(argv[3]) if len(argv) == 4 else (
        repo / f"crates/mechanics/data/dcss-{release}-zaps.json")
    zaps = json.loads((src / f"dcss-{release}-zaps.json").read_text())
    rows = sorted((row(z) for z in zaps["zaps"]), key=lambda r: r["line"])
    source = {"repo": "crawl/crawl", "tag": TAGS[release], "commit": zaps["source"]["commit"],
              "extracted_by": "scripts/extract-zaps.py"}
    text = "{\n" + f' "source": {one_line(source)},\n "zaps": [\n'
    text += ",\n".join(f"  {one_line(r)}" for r in rows) + "\n ]\n}\n"
    assert json.loads(text) == {"source": source, "zaps": rows}
    out.write_text(text)
    print(f"wrote {out}: {len(rows)} zaps")


if __name__ == "__main__":
    main(sys.argv)
