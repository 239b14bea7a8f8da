#!/usr/bin/env python3
"""Writes Tests/MapSceneTests/Fixtures/reference/anchors.json: where each annotation of each
unpitched example must land on the canvas, projected independently of mapc.

mapc supplies only the resolved camera (`mapc inspect camera`: center, metersPerPoint, heading,
canvas); the annotations' coordinates are read from the scene with PyYAML and projected with
pyproj's EPSG:3857. The tests compare mapc's render-list anchors with these within 0.5 point.

Usage (dev tools only, never needed by CI):
    pip install pyproj pyyaml
    swift build && python3 Scripts/reference-anchors.py
"""
import glob
import json
import math
import os
import subprocess

import yaml
from pyproj import Transformer

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
mapc = os.path.join(root, ".build", "debug", "mapc")
to3857 = Transformer.from_crs("EPSG:4326", "EPSG:3857", always_xy=True)
half_world = math.pi * 6378137.0

result = {}
for path in sorted(glob.glob(os.path.join(root, "Examples", "*.yaml"))):
    name = os.path.splitext(os.path.basename(path))[0]
    with open(path, encoding="utf-8") as f:
        scene = yaml.safe_load(f)
    camera = json.loads(subprocess.run([mapc, "inspect", "camera", path], check=True, capture_output=True, text=True).stdout)
    if camera["pitch"] != 0:
        continue  # perspective views are checked by their own tests
    cx, cy = to3857.transform(camera["center"]["longitude"], camera["center"]["latitude"])
    meters_per_point = camera["metersPerPoint"] / math.cos(math.radians(camera["center"]["latitude"]))
    turn = math.radians(-camera["heading"])
    width, height = camera["canvas"]["width"], camera["canvas"]["height"]
    anchors = {}
    for annotation in scene.get("annotations") or []:
        lat, lon = annotation["coordinate"]
        x, y = to3857.transform(lon, lat)
        dx = x - cx
        if dx > half_world:
            dx -= 2 * half_world
        if dx < -half_world:
            dx += 2 * half_world
        px, py = dx / meters_per_point, -(y - cy) / meters_per_point
        px, py = px * math.cos(turn) - py * math.sin(turn), px * math.sin(turn) + py * math.cos(turn)
        anchors[annotation["id"]] = [round(width / 2 + px, 6), round(height / 2 + py, 6)]
    if anchors:
        result[name] = anchors

target = os.path.join(root, "Tests", "MapSceneTests", "Fixtures", "reference", "anchors.json")
os.makedirs(os.path.dirname(target), exist_ok=True)
with open(target, "w", encoding="utf-8") as out:
    json.dump(result, out, indent=2, sort_keys=True)
    out.write("\n")
print(f"{sum(len(a) for a in result.values())} anchors in {len(result)} examples -> {os.path.relpath(target, root)}")
