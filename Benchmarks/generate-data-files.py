#!/usr/bin/env python3
"""Writes the data files the data file benchmark reads: a GPX track of POINTS track points (with
elevation and time, as a watch writes them) and a CSV of as many places (name, lat, lon, category
and a quoted note). Deterministic: the same POINTS gives the same bytes.

Usage: Benchmarks/generate-data-files.py FOLDER [POINTS]     (default 100000)
"""
import math
import os
import random
import sys

folder = sys.argv[1]
count = int(sys.argv[2]) if len(sys.argv) > 2 else 100_000
os.makedirs(folder, exist_ok=True)
random.seed(14)

with open(os.path.join(folder, f"track-{count}.gpx"), "w") as out:
    out.write('<?xml version="1.0" encoding="UTF-8"?>\n')
    out.write('<gpx creator="generate-data-files.py" version="1.1" xmlns="http://www.topografix.com/GPX/1/1">\n')
    out.write(" <trk>\n  <name>Long ride</name>\n  <trkseg>\n")
    lat, lon, heading = 46.5, 7.0, 0.3
    for i in range(count):
        heading += random.uniform(-0.05, 0.05)
        lat += 0.00003 * math.cos(heading)
        lon += 0.00004 * math.sin(heading)
        seconds = 7 * 3600 + i
        out.write(f'   <trkpt lat="{lat:.7f}" lon="{lon:.7f}">\n')
        out.write(f"    <ele>{500 + 200 * math.sin(i / 3000):.1f}</ele>\n")
        out.write(f"    <time>2024-05-04T{seconds // 3600 % 24:02d}:{seconds // 60 % 60:02d}:{seconds % 60:02d}Z</time>\n")
        out.write("   </trkpt>\n")
    out.write("  </trkseg>\n </trk>\n</gpx>\n")

categories = ["cafe", "museum", "park", "viewpoint", "shop"]
with open(os.path.join(folder, f"places-{count}.csv"), "w") as out:
    out.write("name,lat,lon,category,note\n")
    for i in range(count):
        lat = 45.8 + random.random() * 1.2
        lon = 6.0 + random.random() * 4.5
        out.write(f'Place {i},{lat:.6f},{lon:.6f},{categories[i % 5]},"open daily, ""{i % 12 + 7}h"" to late"\n')
