#!/usr/bin/env python3
"""Write the DCSS 0.34.1 monster spell lists that `mechanics` embeds.

Usage: python3 scripts/extract-monster-spells-034.py MONSTERS_JSON [OUT]

MONSTERS_JSON is the extraction of the 0.34.1 monster table (`dcss-0.34-monsters.json`,
from dat/mons/*.yaml and mon-spell.h through the game's own generator). OUT defaults to
`crates/mechanics/data/dcss-0.34-monster-spells.json` beside this script's repository.

The output keeps only what the ranged rules use (`docs/rules/dcss-0.31-ranged.md` §10):
per monster (its enum id) the slots of its spell list in casting order, each a spell enum
id and the slot's frequency as the data gives it. The 0.34 zap table is not extracted, so
nothing about the spells themselves is kept. Standard library only; the output is
deterministic (same input, same bytes).
"""

import json
import pathlib
import sys


def main(argv):
    if len(argv) not in (2, 3):
        sys.exit(__doc__)
    source = json.loads(pathlib.Path(argv[1]).read_text())
    out = (
        pathlib.Path(argv[2])
        if len(argv) == 3
        else pathlib.Path(__file__).resolve().parent.parent
        / "crates/mechanics/data/dcss-0.34-monster-spells.json"
    )
    monsters = [
        {
            "monster": m["enum"],
            "spells": [{"spell": s["spell"], "freq": s["freq"]} for s in m["spells"]],
        }
        for m in source["monsters"]
        if m.get("kind") == "entry" and m["spells"]
    ]
    doc = {
        "source": {
            "repo": source["source"]["repo"],
            "ref": source["source"]["ref"],
            "commit": source["source"]["commit"],
            "files": ["crawl-ref/source/dat/mons/*.yaml", "crawl-ref/source/mon-spell.h"],
        },
        "monster_spells": monsters,
    }
    # One monster a line: small, and a diff shows which monster changed.
    lines = ",\n  ".join(json.dumps(m, ensure_ascii=False) for m in monsters)
    text = (
        '{\n "source": ' + json.dumps(doc["source"], ensure_ascii=False) + ',\n'
        ' "monster_spells": [\n  ' + lines + "\n ]\n}\n"
    )
    out.write_text(text)
    print(f"{out}: {len(monsters)} monsters, {sum(len(m['spells']) for m in monsters)} slots")


if __name__ == "__main__":
    main(sys.argv)
