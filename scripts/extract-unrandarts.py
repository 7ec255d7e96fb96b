#!/usr/bin/env python3
"""Write the trimmed DCSS unrandart table that `mechanics` embeds for one game version.

Usage: python3 scripts/extract-unrandarts.py CHECKOUT TAG [OUT]

CHECKOUT is a checkout of github.com/crawl/crawl at the release TAG (0.31.0, 0.34.1). The
script reads three of its files and nothing else:
  * crawl-ref/source/art-data.txt: one block per unrandart (NAME, OBJ, PLUS, AC, EV, ...);
  * crawl-ref/source/item-prop.cc: the armour and weapon tables, for the name of each
    ARM_*/WPN_* base type (dragon scales are written through the DRAGON_ARMOUR macro);
  * crawl-ref/source/item-name.cc: jewellery_effect_name(), for "ring of protection" and
    the other jewellery base names.

OUT defaults to crates/mechanics/data/dcss-<major.minor>-unrandarts.json beside this
script's repository. The output keeps, per unrandart, only what roguesim's rules read
(`docs/rules/dcss-artefacts.md` §1): its name as a dump prints it, its kind and base type,
its enchantment, its brand or ego, the properties that touch AC, EV, SH, max HP, Str, Dex,
slaying, and a weapon's base accuracy, damage and delay changes, and whether it is kept
only for old saves (flagged `deleted`, or inside a TAG_MAJOR_VERSION == 34 block). Standard library only; the output is deterministic (same input, same
bytes).
"""

import json
import pathlib
import re
import subprocess
import sys

# art-data.txt field -> output key, for the integer properties roguesim reads.
NUMERIC = {
    "AC": "ac",
    "EV": "ev",
    "SH": "sh",
    "HP": "hp",
    "STR": "str",
    "DEX": "dex",
    "SLAY": "slay",
    "BASE_ACC": "base_acc",
    "BASE_DAM": "base_dam",
    "BASE_DELAY": "base_delay",
}

KINDS = {"OBJ_WEAPONS": "weapon", "OBJ_ARMOUR": "armour", "OBJ_JEWELLERY": "jewellery"}


def read(checkout, rel):
    return (pathlib.Path(checkout) / "crawl-ref" / "source" / rel).read_text(encoding="utf-8")


def base_names(checkout):
    """ARM_*/WPN_*/RING_*/AMU_* enum -> the base type's name."""
    names = {}
    prop = read(checkout, "item-prop.cc")
    for enum, name in re.findall(r'\{\s*((?:ARM|WPN)_[A-Z_]+),\s*"([^"]+)"', prop):
        names.setdefault(enum, name)
    for ident, name in re.findall(r'DRAGON_ARMOUR\(\s*([A-Z]+),\s*"([^"]+)"', prop):
        names[f"ARM_{ident}_DRAGON_ARMOUR"] = f"{name} dragon scales"
    item_name = read(checkout, "item-name.cc")
    start = item_name.index("jewellery_effect_name(int jeweltype, bool terse)")
    body = item_name[start:item_name.index("else", start)]
    for enum, effect in re.findall(r'case ((?:RING|AMU)_[A-Z_]+):\s*return "([^"]+)";', body):
        kind = "ring" if enum.startswith("RING_") else "amulet"
        names[enum] = kind if effect == "nothing" else f"{kind} of {effect}"
    names["RING_FIRST_RING"] = names["RING_PROTECTION"]
    return names


def blocks(text):
    """The definition blocks of art-data.txt as {FIELD: value} (continuation lines, which
    start with a space or '+', belong to DESCRIP/DBRAND and are skipped). A block between
    `# start TAG_MAJOR_VERSION == 34` and `# end TAG_MAJOR_VERSION` is kept for old saves
    only and gets COMPAT_ONLY, as a block flagged `deleted` does."""
    block = {}
    compat_only = False
    for line in text.splitlines() + [""]:
        if not line.strip():
            if block:
                yield block
            block = {}
            continue
        if line.startswith("# start TAG_MAJOR_VERSION"):
            compat_only = True
        elif line.startswith("# end TAG_MAJOR_VERSION"):
            compat_only = False
        if line.startswith("#") or line[0] in " +\t":
            continue
        if compat_only:
            block["COMPAT_ONLY"] = "yes"
        field, _, value = line.partition(":")
        block[field.strip()] = value.split("#")[0].strip()


def number(text):
    return int(text.replace("+", ""))


def entry(block, names, tag):
    base_type, _, sub_type = block["OBJ"].partition("/")
    kind = KINDS.get(base_type)
    if kind is None:
        return None  # the dummy entries that open and close the table
    if sub_type not in names:
        raise SystemExit(f"{tag}: {block['NAME']}: no base name for {sub_type}")
    out = {"name": block["NAME"], "kind": kind, "base": names[sub_type]}
    if "PLUS" in block:
        out["plus"] = number(block["PLUS"])
    if "BRAND" in block:
        out["brand"] = block["BRAND"]
    for field, key in NUMERIC.items():
        if field in block and number(block[field]) != 0:
            out[key] = number(block[field])
    flags = {f.strip() for f in block.get("BOOL", "").split(",")}
    if "deleted" in flags or "COMPAT_ONLY" in block:
        out["deleted"] = True
    return out


def source_commit(checkout):
    """The checkout's commit: `git rev-parse HEAD`, or a COMMIT file written beside an
    exported tree (`git archive`), or null."""
    head = pathlib.Path(checkout) / "COMMIT"
    if head.exists():
        return head.read_text().strip()
    try:
        return subprocess.run(["git", "-C", str(checkout), "rev-parse", "HEAD"],
                              check=True, capture_output=True, text=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return None


def render(tag, commit, entries):
    """One unrandart per line: small and diffable."""
    one = lambda v: json.dumps(v, ensure_ascii=False, separators=(", ", ": "))
    source = {"repo": "crawl/crawl", "tag": tag, "commit": commit,
              "files": ["crawl-ref/source/art-data.txt", "crawl-ref/source/item-prop.cc",
                        "crawl-ref/source/item-name.cc"]}
    lines = ["{", f' "source": {one(source)},', ' "unrandarts": [']
    lines += [f"  {one(e)}," for e in entries]
    lines[-1] = lines[-1].rstrip(",")
    lines += [" ]", "}"]
    text = "\n".join(lines) + "\n"
    assert json.loads(text)["unrandarts"] == entries
    return text


def main(argv):
    if len(argv) not in (3, 4):
        raise SystemExit(__doc__)
    checkout, tag = argv[1], argv[2]
    commit = source_commit(checkout)
    names = base_names(checkout)
    entries = [e for b in blocks(read(checkout, "art-data.txt"))
               if "OBJ" in b and (e := entry(b, names, tag)) is not None]
    seen = set()
    for e in entries:
        key = e["name"].lower()
        if key in seen:
            raise SystemExit(f"{tag}: two unrandarts named {e['name']}")
        seen.add(key)
    major_minor = ".".join(tag.split(".")[:2])
    root = pathlib.Path(__file__).resolve().parent.parent
    out = pathlib.Path(argv[3]) if len(argv) == 4 else \
        root / "crates" / "mechanics" / "data" / f"dcss-{major_minor}-unrandarts.json"
    out.write_text(render(tag, commit, entries), encoding="utf-8")
    print(f"{out}: {len(entries)} unrandarts from {tag}")


if __name__ == "__main__":
    main(sys.argv)
