#!/usr/bin/env python3
"""Writes a mapc YAML scene with N features, for the benchmarks.

Kinds:
  annotations  N pins with ids over the San Francisco Bay, a title on every fourth; about a
               third sit in dense blobs and share a cluster group, a tenth are priority low,
               a tenth high, every seventh has a pin color, and three show their callout.
  polyline     one polyline with N vertices, inline: a smooth GPS-like track.
  polygons     N/10 polygons of 10 vertices each (N vertices in all), inline.
  mixed        N/2 annotations, one polyline of N/4 vertices and N/40 polygons of 10 vertices.
  pins-and-line  N annotations and one polyline of N vertices: the scene the performance
               targets are set on (100k pins and a 100k-vertex line).

Every scene uses `camera: fit: all`, so every feature is in view and the whole scene is
compiled (nothing is culled before the work that matters). Output is deterministic: the same
kind, N and seed write the same bytes.

Usage: generate-scene.py KIND N [-o FILE] [--seed S]
"""

import argparse
import math
import random
import sys

# The scene's area: the San Francisco Bay, roughly 30 km square.
LAT0, LAT1 = 37.60, 37.90
LON0, LON1 = -122.55, -122.20

# mapc refuses files above 128 MiB (YAMLLimits.maxBytes); the writer checks against it.
MAX_BYTES = 128 << 20


def coord(lat, lon):
    # Five decimals: about a meter, as a phone's GPS gives.
    return f"[{lat:.5f}, {lon:.5f}]"


def header(out, title, description):
    out.write("mapscene: 1\n")
    out.write(f"title: {title}\n")
    out.write(f"description: {description}\n")
    out.write("canvas: {width: 1024, height: 768, background: \"#f4f1ea\"}\n")
    out.write("map: {type: none}\n")
    out.write("camera: {fit: all, padding: 20}\n")
    out.write("styles:\n")
    out.write("  track: {stroke: \"#d33\", width: 3, lineCap: round, lineJoin: round}\n")
    out.write("  lot: {stroke: \"#2a6\", width: 1, fill: \"#2a6/0.25\"}\n")


def annotations(out, n, rng):
    """N pins, one flow mapping a line, each with an id and a five-decimal coordinate (about a
    meter) and a title on every fourth: a million pins take about 71 MB, under mapc's 128 MiB
    file limit. The mix is the same at every N, so times per pin compare."""
    out.write("annotations:\n")
    # Twenty blobs where clustered pins sit (photos taken around landmarks).
    blobs = [(rng.uniform(LAT0 + 0.02, LAT1 - 0.02), rng.uniform(LON0 + 0.02, LON1 - 0.02)) for _ in range(20)]
    callouts = {n // 4, n // 2, (3 * n) // 4}
    pins = ("red", "green", "purple")
    for i in range(n):
        r = rng.random()
        extra = ""
        if r < 0.33:
            # A third are photos around the blobs, grid-clustered together.
            lat0, lon0 = blobs[rng.randrange(len(blobs))]
            lat = min(max(rng.gauss(lat0, 0.004), LAT0), LAT1)
            lon = min(max(rng.gauss(lon0, 0.005), LON0), LON1)
            extra = ", cluster: photos"
        else:
            # The rest are stops spread over the area; a tenth are low priority, a tenth high.
            lat = rng.uniform(LAT0, LAT1)
            lon = rng.uniform(LON0, LON1)
            if r < 0.43:
                extra = ", priority: low"
            elif r < 0.53:
                extra = ", priority: high"
        title = f", title: Pin {i}" if i % 4 == 0 or i in callouts else ""
        look = f", pin: {pins[i % 3]}" if i % 7 == 0 else ""
        if i in callouts:
            extra += f", subtitle: Pin number {i}, callout: {{shown: true, right: detail}}"
        out.write(f"- {{id: a{i}, coordinate: [{lat:.5f}, {lon:.5f}]{title}{look}{extra}}}\n")


def track(rng, n, lat, lon, step):
    """A smooth track of n vertices starting at (lat, lon): the heading drifts a little at each
    step and turns back when the track would leave the area, as a dense GPS log does."""
    heading = rng.uniform(0, 2 * math.pi)
    for _ in range(n):
        yield lat, lon
        heading += rng.uniform(-0.15, 0.15)
        nlat = lat + step * math.sin(heading)
        nlon = lon + step * 1.26 * math.cos(heading)
        if not (LAT0 < nlat < LAT1 and LON0 < nlon < LON1):
            heading += math.pi
            nlat = lat + step * math.sin(heading)
            nlon = lon + step * 1.26 * math.cos(heading)
        lat, lon = nlat, nlon


def polyline(out, n, rng, overlay_id="track", title="Track"):
    """One inline polyline with n vertices, eight to a line."""
    out.write(f"- id: {overlay_id}\n  style: track\n  title: {title}\n  polyline: [\n")
    # About five meters a step: a bike's GPS log at one fix a second.
    step = 5e-5
    line = []
    for k, (lat, lon) in enumerate(track(rng, n, (LAT0 + LAT1) / 2, (LON0 + LON1) / 2, step)):
        line.append(coord(lat, lon))
        if len(line) == 8 or k == n - 1:
            out.write("    " + ", ".join(line) + ("]\n" if k == n - 1 else ",\n"))
            line = []


def polygons(out, count, rng):
    """`count` closed ten-vertex polygons (irregular decagons, a few hundred meters across)."""
    for j in range(count):
        clat = rng.uniform(LAT0 + 0.01, LAT1 - 0.01)
        clon = rng.uniform(LON0 + 0.01, LON1 - 0.01)
        radius = rng.uniform(0.0005, 0.003)
        ring = []
        for k in range(10):
            a = 2 * math.pi * k / 10
            r = radius * rng.uniform(0.6, 1.0)
            ring.append(coord(clat + r * math.sin(a), clon + 1.26 * r * math.cos(a)))
        out.write(f"- {{id: g{j}, style: lot, polygon: [{', '.join(ring)}]}}\n")


def write(kind, n, seed, out):
    rng = random.Random(seed)
    header(out, f"Benchmark {kind} {n}", f"A generated {kind} scene with {n} features (seed {seed}).")
    if kind == "annotations":
        annotations(out, n, rng)
    elif kind == "polyline":
        out.write("overlays:\n")
        polyline(out, n, rng)
    elif kind == "polygons":
        out.write("overlays:\n")
        polygons(out, max(1, n // 10), rng)
    elif kind == "mixed":
        annotations(out, n // 2, rng)
        out.write("overlays:\n")
        polyline(out, max(2, n // 4), rng)
        polygons(out, max(1, n // 40), rng)
    elif kind == "pins-and-line":
        annotations(out, n, rng)
        out.write("overlays:\n")
        polyline(out, n, rng)
    out.write("decorations: {scale: true}\n")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("kind", choices=["annotations", "polyline", "polygons", "mixed", "pins-and-line"])
    parser.add_argument("n", type=int, help="features: pins, vertices (polyline, polygons), 1000 to 1000000")
    parser.add_argument("-o", "--output", default="-", help="output file, - for standard output")
    parser.add_argument("--seed", type=int, default=1, help="random seed (default 1)")
    args = parser.parse_args()
    if args.n < 2:
        parser.error("N must be at least 2")
    if args.output == "-":
        write(args.kind, args.n, args.seed, sys.stdout)
        return
    with open(args.output, "w", encoding="utf-8", newline="\n") as out:
        write(args.kind, args.n, args.seed, out)
        size = out.tell()
    if size > MAX_BYTES:
        print(f"generate-scene: warning: {args.output} has {size} bytes, over mapc's limit of {MAX_BYTES}", file=sys.stderr)


if __name__ == "__main__":
    main()
