#!/usr/bin/env python3
"""Writes Sources/MapSceneResolve/Resources/world.bin: Natural Earth at 1:50m and 1:10m, the detail the
embedded world `world` draws from continental to regional scale (1:110m stays in WorldData.swift).

Layout (little-endian throughout; every offset is from the start of the file):

    magic "MAPCWRLD", u32 version (1), u32 layer count
    layer table, 20 bytes a layer: u8 scale (50 or 10), u8 kind (see KINDS), u16 0,
        u32 feature count, u32 index offset, u32 data offset, u32 data length
    per layer, its index, 32 bytes a feature: i32 min lon, min lat, max lon, max lat (the
        feature's bounds on the grid), u32 record offset and u32 record length (within the
        layer's data), u8 min_zoom * 10, u8 scalerank, u8 labelrank, u8 0, u32 pop_max
    per layer, its records, one a feature:
        varint name length, UTF-8 name
        a place: zigzag lon, zigzag lat
        else varint path count (a polygon's rings, exterior first, or a line's one path), each
            path varint chunk count, each chunk zigzag min lon, min lat, max lon, max lat,
            varint byte length of its points, varint point count, the first point as zigzag
            lon, lat, the others as zigzag deltas from the point before.

Coordinates are quantized to a grid of 1e-5 degrees (about a meter; the 1:10m data is rounded to
4–5 decimals). A path is cut into chunks of at most CHUNK points that share their end points, so
a reader can pass over a chunk out of view: a ring keeps the straight line from the chunk's first
point to its last, which lies in the chunk's bounds and so out of view too; a line ends there.
Each polygon of a multipolygon and each line of a multiline is its own feature with its own
bounds. Places are written most important first (scalerank, then population,
then labelrank, then name: Natural Earth's labelrank ranks a label within its country, so a
microstate's capital has labelrank 0 and Paris 3); other
features in the source's order. The output is the same bytes for the same input.

Natural Earth is in the public domain; maps drawn from it credit "Made with Natural Earth".

Usage: python3 Scripts/generate/generate-world-resource.py [../shared/data/naturalearth]
"""
import json
import os
import struct
import sys

root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
data = sys.argv[1] if len(sys.argv) > 1 else os.path.join(root, "..", "shared", "data", "naturalearth")
target = os.path.join(root, "Sources", "MapSceneResolve", "Resources", "world.bin")

GRID = 100_000  # grid steps per degree
CHUNK = 128
KINDS = {"land": 0, "lakes": 1, "rivers": 2, "boundaries": 3, "states": 4, "urban": 5, "places": 6}
LAYERS = [(50, name) for name in ["land", "lakes", "rivers", "boundaries", "states", "urban", "places"]] + \
         [(10, name) for name in ["land", "lakes", "rivers", "boundaries", "places"]]


def varint(n, out):
    assert n >= 0
    while n >= 0x80:
        out.append((n & 0x7F) | 0x80)
        n >>= 7
    out.append(n)


def zigzag(n, out):
    varint((n << 1) if n >= 0 else ((-n) << 1) - 1, out)


def q(v):
    return int(round(v * GRID))


def quantize(coords):
    points = []
    for lon, lat in coords:
        p = (q(lon), q(lat))
        if not points or points[-1] != p:
            points.append(p)
    return points


def path(points, out):
    chunks = []
    start = 0
    while True:
        end = min(start + CHUNK, len(points))
        chunks.append(points[start:end])
        if end >= len(points):
            break
        start = end - 1  # chunks share their end points
    varint(len(chunks), out)
    for chunk in chunks:
        for v in (min(p[0] for p in chunk), min(p[1] for p in chunk), max(p[0] for p in chunk), max(p[1] for p in chunk)):
            zigzag(v, out)
        body = bytearray()
        previous = (0, 0)
        for p in chunk:
            zigzag(p[0] - previous[0], body)
            zigzag(p[1] - previous[1], body)
            previous = p
        varint(len(body), out)
        varint(len(chunk), out)
        out += body


def features(scale, name):
    with open(os.path.join(data, f"{scale}m", f"{name}.geojson"), encoding="utf-8") as f:
        source = json.load(f)["features"]
    result = []  # (sort key, name, props, paths or point)
    for order, feature in enumerate(source):
        props = feature["properties"]
        geometry = feature["geometry"]
        label = (props.get("name") or "").strip()
        if geometry["type"] == "Point":
            result.append(((int(props.get("scalerank", 99)), -int(props.get("pop_max") or 0), props.get("labelrank", 99), label, order), label, props, ("point", quantize([geometry["coordinates"]])[0])))
            continue
        if geometry["type"] == "Polygon":
            parts = [geometry["coordinates"]]
        elif geometry["type"] == "MultiPolygon":
            parts = geometry["coordinates"]
        elif geometry["type"] == "LineString":
            parts = [[geometry["coordinates"]]]
        elif geometry["type"] == "MultiLineString":
            parts = [[line] for line in geometry["coordinates"]]
        else:
            sys.exit(f"{scale}m {name}: unexpected {geometry['type']}")
        polygon = geometry["type"].endswith("Polygon")
        for part in parts:
            paths = [quantize(ring) for ring in part]
            paths = [p for p in paths if len(p) >= (4 if polygon else 2)]
            if not paths:
                continue
            result.append(((order,), label, props, ("paths", paths)))
    result.sort(key=lambda r: r[0])
    return result


def layer(scale, name):
    index = bytearray()
    records = bytearray()
    entries = features(scale, name)
    for _, label, props, (kind, geometry) in entries:
        record = bytearray()
        encoded = label.encode("utf-8")
        varint(len(encoded), record)
        record += encoded
        if kind == "point":
            zigzag(geometry[0], record)
            zigzag(geometry[1], record)
            bounds = (geometry[0], geometry[1], geometry[0], geometry[1])
        else:
            varint(len(geometry), record)
            for p in geometry:
                path(p, record)
            every = [p for path_ in geometry for p in path_]
            bounds = (min(p[0] for p in every), min(p[1] for p in every), max(p[0] for p in every), max(p[1] for p in every))
        min_zoom = int(round(float(props.get("min_zoom") or 0) * 10))
        scalerank = int(props.get("scalerank") or 0)
        labelrank = int(props.get("labelrank") or 0)
        population = int(props.get("pop_max") or 0)
        index += struct.pack("<iiiiIIBBBBI", *bounds, len(records), len(record),
                             min(max(min_zoom, 0), 255), min(max(scalerank, 0), 255), min(max(labelrank, 0), 255), 0,
                             min(max(population, 0), 0xFFFFFFFF))
        records += record
    return len(entries), index, records


def main():
    built = [(scale, name) + layer(scale, name) for scale, name in LAYERS]
    header = bytearray(b"MAPCWRLD") + struct.pack("<II", 1, len(built))
    offset = len(header) + 20 * len(built)
    table = bytearray()
    body = bytearray()
    for scale, name, count, index, records in built:
        index_offset = offset + len(body)
        body += index
        data_offset = offset + len(body)
        body += records
        table += struct.pack("<BBHIIII", scale, KINDS[name], 0, count, index_offset, data_offset, len(records))
    os.makedirs(os.path.dirname(target), exist_ok=True)
    with open(target, "wb") as out:
        out.write(header + table + body)
    for scale, name, count, index, records in built:
        print(f"{scale}m {name}: {count} features, {len(index) + len(records)} bytes")
    print(f"{len(header) + len(table) + len(body)} bytes -> {os.path.relpath(target, root)}")


main()
