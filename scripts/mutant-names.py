#!/usr/bin/env python3
"""Translate cargo-mutants names (file:line:col: desc) from one revision of the sources to
another: each line number is carried through a diff of the two versions of its file.
usage: scripts/mutant-names.py OLD_TREE NEW_TREE FILE   (a name in the first column of each
line, tab-separated; the other columns are kept). A name whose line was changed is reported
on standard error and left out."""
import difflib, sys
old_root, new_root, names = sys.argv[1:4]
maps = {}
def line_map(path):
    if path not in maps:
        a = open(f"{old_root}/{path}").read().split("\n")
        b = open(f"{new_root}/{path}").read().split("\n")
        m = {}
        for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes():
            if tag == "equal":
                for k in range(i2 - i1):
                    m[i1 + k + 1] = j1 + k + 1
        maps[path] = m
    return maps[path]
for l in open(names):
    cols = l.rstrip("\n").split("\t")
    name = cols[0]
    path, line, rest = name.split(":", 2)
    new = line_map(path).get(int(line))
    if new is None:
        print(f"mutant-names.py: {name}: its line changed", file=sys.stderr)
        continue
    print("\t".join([f"{path}:{new}:{rest}"] + cols[1:]))
