#!/usr/bin/env python3
"""Writes Tests/MapSceneTests/Fixtures/reference/geodesy.json: reference values for mapc's
geometry, computed independently with PROJ (through pyproj) rather than with mapc's own code.

This is a developer tool. The product never runs Python and CI never needs pyproj: the JSON is
committed, and `GeodesyTests` reads it. Run it again only to change or extend the fixtures.

Usage:
    pip install pyproj
    python3 Scripts/reference-fixtures.py [OUTPUT]

The output is deterministic for a given pyproj/PROJ (fixed seed, sorted keys). It holds:

- `mapPoints`: coordinates (pseudo-random with a fixed seed, plus edge cases: 0/0, the Web
  Mercator limits ±85.0511°, ±180°, tiny values) projected with EPSG:4326 → EPSG:3857 and
  turned into MapKit map points: x = (X + πR) / 2πR · 2^28, y = (πR − Y) / 2πR · 2^28 with
  R = 6378137 m.
- `coordinates`: map points (pseudo-random, plus the world's corners and center) turned back
  into coordinates with EPSG:3857 → EPSG:4326.
- `inverse`: pairs of coordinates with the geodesic distance in meters and the azimuths from
  `Geod(ellps="WGS84").inv` (GeographicLib's algorithm inside PROJ): random pairs, long lines,
  1 m lines, lines across the antimeridian, nearly antipodal and antipodal pairs, poles.
  `finalAzimuth` is the forward azimuth at the second point (pyproj's back azimuth + 180°);
  `unique` is false where the shortest geodesic is not unique (exact antipodes), so azimuths
  mean nothing there. Azimuths are compass degrees in [0, 360).
- `direct`: start, azimuth and distance with the destination and final azimuth from
  `Geod(ellps="WGS84").fwd`.
- `cameraCenters`: cameras that name a center (center + span, center + distance, center +
  altitude, lookAt + from + altitude), written as a scene's `camera:` flow mapping, with a
  canvas size, and the map point of the center from EPSG:4326 → EPSG:3857 as above: where the
  middle of the canvas must be. Large spans, high latitudes, both hemispheres, across the
  antimeridian, portrait and landscape canvases, pitched and turned.
"""
import json
import math
import os
import random
import sys

import pyproj
from pyproj import Geod, Transformer

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
target = sys.argv[1] if len(sys.argv) > 1 else os.path.join(
    root, "Tests", "MapSceneTests", "Fixtures", "reference", "geodesy.json")

R = 6378137.0
WORLD = 2.0 ** 28
HALF = math.pi * R
MAX_LATITUDE = 85.05112877980659

to_mercator = Transformer.from_crs("EPSG:4326", "EPSG:3857", always_xy=True)
to_geographic = Transformer.from_crs("EPSG:3857", "EPSG:4326", always_xy=True)
geod = Geod(ellps="WGS84")
rng = random.Random(20240603)


def compass(azimuth):
    """Degrees in [0, 360)."""
    a = math.fmod(azimuth, 360.0) + 0.0  # + 0.0 turns -0.0 into 0.0
    if a < 0:
        a += 360.0
    return 0.0 if a >= 360.0 else a


def map_point(latitude, longitude):
    X, Y = to_mercator.transform(longitude, latitude)
    return (X + HALF) / (2 * HALF) * WORLD, (HALF - Y) / (2 * HALF) * WORLD


# (a) coordinates → map points, and map points → coordinates.
coordinates = [
    (0.0, 0.0), (MAX_LATITUDE, 0.0), (-MAX_LATITUDE, 0.0), (MAX_LATITUDE, 180.0),
    (-MAX_LATITUDE, -180.0), (0.0, 180.0), (0.0, -180.0), (85.05, 179.999999),
    (-85.05, -179.999999), (1e-9, 1e-9), (-1e-12, 5e-10), (1e-300, -1e-300), (45.0, 90.0),
    (-45.0, -90.0), (34.924365, -120.217372), (60.17, 24.94), (-33.8688, 151.2093),
]
while len(coordinates) < 200:
    coordinates.append((rng.uniform(-MAX_LATITUDE, MAX_LATITUDE), rng.uniform(-180.0, 180.0)))
map_points = []
for latitude, longitude in coordinates:
    x, y = map_point(latitude, longitude)
    map_points.append({"latitude": latitude, "longitude": longitude, "x": x, "y": y})

points = [(0.0, 0.0), (WORLD, WORLD), (0.0, WORLD), (WORLD, 0.0), (WORLD / 2, WORLD / 2),
          (WORLD / 2 + 1e-3, WORLD / 2 - 1e-3)]
while len(points) < 100:
    points.append((rng.uniform(0.0, WORLD), rng.uniform(0.0, WORLD)))
back = []
for x, y in points:
    X = x / WORLD * 2 * HALF - HALF
    Y = HALF - y / WORLD * 2 * HALF
    longitude, latitude = to_geographic.transform(X, Y)
    back.append({"x": x, "y": y, "latitude": latitude, "longitude": longitude})


# (b) the inverse problem.
def inverse(a, b, note, unique=True):
    az12, az21, distance = geod.inv(a[1], a[0], b[1], b[0])
    return {"from": list(a), "to": list(b), "distance": distance,
            "initialAzimuth": compass(az12), "finalAzimuth": compass(az21 + 180.0),
            "note": note, "unique": unique}


def fwd_point(a, azimuth, distance):
    lon, lat, _ = geod.fwd(a[1], a[0], azimuth, distance)
    return (lat, lon)


pairs = [
    inverse((-33.8688, 151.2093), (51.4700, -0.4543), "long: sydney to london"),
    inverse((35.6762, 139.6503), (37.7749, -122.4194), "long, across the antimeridian: tokyo to san francisco"),
    inverse((64.1466, -21.9426), (-54.8019, -68.3030), "long: reykjavik to ushuaia"),
    inverse((40.7128, -74.0060), (-31.9505, 115.8605), "long: new york to perth"),
    inverse((10.0, 179.9), (-5.0, -179.5), "across the antimeridian"),
    inverse((-16.5, 179.99), (-16.6, -179.99), "across the antimeridian, short"),
    inverse((0.0, 0.0), (0.0, 179.0), "equatorial, long"),
    inverse((0.0, 0.0), (0.0, 179.5), "equatorial, nearly antipodal: two mirror-image shortest geodesics, off the equator", unique=False),
    inverse((0.0, 0.0), (0.5, 179.5), "nearly antipodal"),
    inverse((0.0, 0.0), (0.5, 179.7), "nearly antipodal"),
    inverse((30.0, 0.0), (-29.9, 179.8), "nearly antipodal"),
    inverse((-41.0, 174.0), (40.9, -6.1), "nearly antipodal"),
    inverse((45.0, 10.0), (-44.99, -170.01), "nearly antipodal"),
    inverse((1.0, 2.0), (-1.0005, -177.999), "nearly antipodal"),
    inverse((0.0, 0.0), (0.0, 180.0), "antipodal on the equator", unique=False),
    inverse((10.0, 20.0), (-10.0, -160.0), "antipodal", unique=False),
    inverse((90.0, 0.0), (-89.0, 35.0), "from the north pole"),
    inverse((-90.0, 0.0), (90.0, 0.0), "pole to pole", unique=False),
    inverse((12.5, 45.25), (12.5, 45.25), "coincident", unique=False),
    inverse((0.0, 0.0), (0.0, 1e-5), "equatorial, about 1 m"),
]
for start, azimuth in [((34.924365, -120.217372), 37.0), ((60.17, 24.94), 301.5), ((-33.86, 151.2), 180.0),
                       ((0.0, 0.0), 90.0), ((-77.85, 166.67), 12.0), ((51.5, -0.12), 0.0)]:
    pairs.append(inverse(start, fwd_point(start, azimuth, 1.0), "short: 1 m"))
while len(pairs) < 100:
    kind = len(pairs) % 4
    a = (rng.uniform(-90.0, 90.0), rng.uniform(-180.0, 180.0))
    if kind == 0:
        b = (rng.uniform(-90.0, 90.0), rng.uniform(-180.0, 180.0))
        note = "random"
    elif kind == 1:
        b = fwd_point(a, rng.uniform(0.0, 360.0), 10 ** rng.uniform(0.0, 6.0))
        note = "random, up to 1000 km"
    elif kind == 2:
        # Near the antipode: within a degree of it.
        b = (-a[0] + rng.uniform(-1.0, 1.0), a[1] + 180.0 + rng.uniform(-1.0, 1.0))
        b = (max(-90.0, min(90.0, b[0])), (b[1] + 180.0) % 360.0 - 180.0)
        note = "random, nearly antipodal"
    else:
        b = fwd_point(a, rng.uniform(0.0, 360.0), rng.uniform(10e6, 19.9e6))
        note = "random, 10000 km or more"
    pairs.append(inverse(a, b, note))


# (c) the direct problem.
def direct(a, azimuth, distance, note):
    lon, lat, back_azimuth = geod.fwd(a[1], a[0], azimuth, distance)
    return {"from": list(a), "azimuth": azimuth, "distance": distance, "to": [lat, lon],
            "finalAzimuth": compass(back_azimuth + 180.0), "note": note}


directs = [
    direct((34.924365, -120.217372), 45.0, 200.0, "a 200 m circle's point"),
    direct((0.0, 0.0), 90.0, 20037508.342789244, "half the equator"),
    direct((0.0, 0.0), 0.0, 10001965.729, "the equator to about the pole"),
    direct((51.5, -0.12), 123.0, 30000e3, "beyond the antipode"),
    direct((10.0, 179.5), 80.0, 500e3, "across the antimeridian"),
    direct((-60.0, -179.9), 260.0, 100e3, "across the antimeridian, west"),
    direct((45.0, 7.0), 33.0, 0.0, "no distance"),
    direct((45.0, 7.0), 33.0, 1.0, "1 m"),
    direct((89.9, 0.0), 180.0, 1000e3, "from near the pole"),
    direct((-33.8688, 151.2093), 290.0, 17000e3, "long"),
]
while len(directs) < 60:
    a = (rng.uniform(-89.0, 89.0), rng.uniform(-180.0, 180.0))
    distance = 10 ** rng.uniform(0.0, 7.3)
    directs.append(direct(a, rng.uniform(0.0, 360.0), distance, "random"))

# (d) camera centers: every form that names a center puts it in the middle of the canvas.
def number(value):
    return repr(float(value)).rstrip("0").rstrip(".") if value != int(value) else str(int(value))


def camera_case(center, camera, canvas, note):
    x, y = map_point(*center)
    return {"camera": camera, "canvas": list(canvas), "center": list(center), "x": x, "y": y, "note": note}


def at(center):
    return "[" + number(center[0]) + ", " + number(center[1]) + "]"


centers = [(40.0, 10.0), (70.0, 25.0), (-75.0, -60.0), (0.0, 0.0), (34.924365, -120.217372),
           (60.0, 179.9), (-33.8688, 151.2093), (80.0, -150.0), (-5.5, 100.25)]
canvases = [(500, 800), (1200, 400), (800, 600), (300, 300)]
spans = [(60, 60), (30, 100), (0.05, 0.05), (10, 170), (2, 1)]
camera_centers = []
for i, center in enumerate(centers):
    for k, (latitude_delta, longitude_delta) in enumerate(spans):
        turn = ["", ", pitch: 45, heading: 30", ", heading: 200"][(i + k) % 3]
        camera_centers.append(camera_case(
            center, "{center: " + at(center) + ", span: [" + number(latitude_delta) + ", " + number(longitude_delta) + "]" + turn + "}",
            canvases[(i + k) % len(canvases)], "center + span"))
    for k, distance in enumerate(["2000km", "[5000km, 800km]", "1200m", "[300m, 9000km]"]):
        turn = ["", ", pitch: 60"][(i + k) % 2]
        camera_centers.append(camera_case(
            center, "{center: " + at(center) + ", distance: " + distance + turn + "}", canvases[(i + k + 1) % len(canvases)],
            "center + distance"))
    for k, (altitude, pitch, heading) in enumerate([("3000km", 0, 0), ("800m", 50, 120), ("20000km", 30, 300)]):
        camera_centers.append(camera_case(
            center, "{center: " + at(center) + ", altitude: " + altitude + ", pitch: " + number(pitch) + ", heading: "
            + number(heading) + "}", canvases[(i + k + 2) % len(canvases)], "center + altitude"))
    for k, (bearing, distance, altitude) in enumerate([(200, 5000, "3000m"), (45, 900e3, "400km")]):
        eye = fwd_point(center, bearing, distance)
        camera_centers.append(camera_case(
            center, "{lookAt: " + at(center) + ", from: [" + repr(eye[0]) + ", " + repr(eye[1]) + "], altitude: " + altitude + "}",
            canvases[(i + k + 3) % len(canvases)], "lookAt + from + altitude"))

fixture = {
    "generator": "Scripts/reference-fixtures.py",
    "pyproj": pyproj.__version__,
    "proj": pyproj.proj_version_str,
    "mapPoints": map_points,
    "coordinates": back,
    "inverse": pairs,
    "direct": directs,
    "cameraCenters": camera_centers,
}
os.makedirs(os.path.dirname(target), exist_ok=True)
with open(target, "w", encoding="utf-8") as f:
    json.dump(fixture, f, indent=1, sort_keys=True)
    f.write("\n")
print(f"wrote {len(map_points)} map points, {len(back)} coordinates, {len(pairs)} inverse and "
      f"{len(directs)} direct problems and {len(camera_centers)} camera centers to {os.path.relpath(target, root)}")
