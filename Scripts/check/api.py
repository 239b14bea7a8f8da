#!/usr/bin/env python3
"""Prints the library's public API — what a Swift program gets from `import MapScene` — from the
symbol graphs `swift package dump-symbol-graph` writes.

    Scripts/check/api.py           # print it
    Scripts/check/api.py --write   # write it to Docs/api.txt
    Scripts/check/api.py --check   # exit 1 when Docs/api.txt lists another surface

The modules are `MapScene` and those it re-exports (`Sources/MapScene/Exports.swift`); one line
per public symbol, `Module  Type.member  declaration`, sorted. Every other library target is
checked to have no public symbol at all.
"""
import json
import pathlib
import re
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent.parent
LISTING = ROOT / "Docs" / "api.txt"
LIBRARY = [p.name for p in (ROOT / "Sources").iterdir() if p.name.startswith("MapScene") and p.name not in
           ("MapSceneFuzzTargets",)]


def symbol_graphs():
    out = subprocess.run(["swift", "package", "dump-symbol-graph", "--minimum-access-level", "public"],
                         cwd=ROOT, check=True, capture_output=True, text=True).stdout
    found = re.search(r"Files written to (\S+)", out)
    if not found:
        sys.exit("api: swift package dump-symbol-graph did not say where it wrote the graphs")
    return pathlib.Path(found.group(1))


def listing():
    folder = symbol_graphs()
    exported = re.findall(r"^@_exported import (\w+)$", (ROOT / "Sources/MapScene/Exports.swift").read_text(), re.M)
    modules = ["MapScene"] + sorted(exported)
    lines, strays = [], []
    for module in sorted(LIBRARY):
        for graph in sorted(folder.glob(f"{module}.symbols.json")) + sorted(folder.glob(f"{module}@*.symbols.json")):
            for symbol in json.loads(graph.read_text())["symbols"]:
                path = ".".join(symbol["pathComponents"])
                declaration = "".join(f["spelling"] for f in symbol.get("declarationFragments", []))
                line = f"{module}  {path}  {' '.join(declaration.split())}"
                (lines if module in modules else strays).append(line)
    if strays:
        sys.exit("api: public symbols outside the library's modules:\n" + "\n".join(sorted(strays)))
    return "\n".join(sorted(set(lines))) + "\n"


def main():
    text = listing()
    if "--write" in sys.argv:
        LISTING.write_text(text)
    elif "--check" in sys.argv:
        if LISTING.read_text() != text:
            sys.exit("api: the public API differs from Docs/api.txt; run Scripts/check/api.py --write and "
                     "review the change")
    else:
        sys.stdout.write(text)


if __name__ == "__main__":
    main()
