#!/usr/bin/env python3
"""The peer: py-staticmaps drawing the same scene to SVG, for Benchmarks/run.sh.

py-staticmaps (pip install py-staticmaps) is what people would otherwise use for a static map
with SVG output. This reads one of the generated mapc scenes (Benchmarks/generate-scene.py)
with PyYAML's libyaml loader, adds a Marker for each annotation (its pin color), a Line for
each polyline and an Area for each polygon, lets py-staticmaps fit the map to them on a canvas
of the scene's size, renders with `Context.render_svg` (svgwrite) and writes the SVG.

No tiles are fetched: the tile provider is py-staticmaps' own `tile_provider_None` (an empty
URL pattern, so no URL is made), the tile downloader returns nothing, and `requests.get` is
replaced by a function that fails, so the run can never reach the network.

It draws less than mapc does: no titles, no clustering, decluttering or callouts, no scale
bar. A marker is a path of four commands; a line is one <polyline> of every vertex.

Usage: peer_staticmaps.py SCENE.yaml -o OUT.svg [--phases]
  --phases  prints the seconds spent loading YAML, building objects, rendering and writing,
            to standard error.
"""

import argparse
import sys
import time

import requests
import staticmaps
import yaml


def no_network(*args, **kwargs):
    raise RuntimeError("peer_staticmaps: the benchmark must not fetch anything")


class NoTiles(staticmaps.TileDownloader):
    def get(self, provider, cache_dir, zoom, x, y):
        return None


PIN_COLORS = {"red": staticmaps.RED, "green": staticmaps.GREEN, "purple": staticmaps.PURPLE}


def latlng(pair):
    return staticmaps.create_latlng(pair[0], pair[1])


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("scene")
    parser.add_argument("-o", "--output", required=True)
    parser.add_argument("--phases", action="store_true")
    args = parser.parse_args()
    requests.get = no_network

    t0 = time.perf_counter()
    with open(args.scene, "rb") as f:
        scene = yaml.load(f, Loader=yaml.CSafeLoader)
    t1 = time.perf_counter()

    context = staticmaps.Context()
    context.set_tile_provider(staticmaps.tile_provider_None)
    context.set_tile_downloader(NoTiles())
    context.set_background_color(staticmaps.parse_color("#f4f1ea"))
    for annotation in scene.get("annotations") or []:
        color = PIN_COLORS.get(annotation.get("pin"), staticmaps.RED)
        context.add_object(staticmaps.Marker(latlng(annotation["coordinate"]), color=color, size=10))
    for overlay in scene.get("overlays") or []:
        if "polyline" in overlay:
            context.add_object(staticmaps.Line([latlng(p) for p in overlay["polyline"]], color=staticmaps.RED, width=3))
        elif "polygon" in overlay:
            ring = [latlng(p) for p in overlay["polygon"]]
            ring.append(ring[0])
            context.add_object(staticmaps.Area(ring, fill_color=staticmaps.parse_color("#22aa6640"), width=1, color=staticmaps.GREEN))
    t2 = time.perf_counter()

    canvas = scene.get("canvas") or {}
    drawing = context.render_svg(int(canvas.get("width", 800)), int(canvas.get("height", 600)))
    t3 = time.perf_counter()
    with open(args.output, "w", encoding="utf-8") as f:
        drawing.write(f, pretty=False)
    t4 = time.perf_counter()
    if args.phases:
        print(f"yaml {t1 - t0:.3f} s, objects {t2 - t1:.3f} s, render {t3 - t2:.3f} s, write {t4 - t3:.3f} s", file=sys.stderr)


if __name__ == "__main__":
    main()
