#!/usr/bin/env python3
"""Writes the data files of the data examples under Examples/data/ from ../shared/data:

- helsinki-walk.gpx: a morning walk in central Helsinki routed along OpenStreetMap's streets
  and paths (Dijkstra over helsinki-center.geojson), recorded as a watch records it: two track
  segments with a tram ride between them, times and elevations, and waypoints;
- places.csv: Natural Earth's populated places of Europe with a population of at least 200,000;
- helsinki-parks.geojson: the parks, green areas and water of helsinki-center.geojson with
  simplestyle colors.

The KML of Examples/mymaps.yaml (iceland-ring-road.kml) is written by hand. Run from the
repository root; the output is deterministic."""
import csv
import heapq
import io
import json
import math
import os

SHARED = os.path.join("..", "shared", "data")
OUT = os.path.join("Examples", "data")


def haversine(a, b):
    lon1, lat1, lon2, lat2 = map(math.radians, (a[0], a[1], b[0], b[1]))
    h = math.sin((lat2 - lat1) / 2) ** 2 + math.cos(lat1) * math.cos(lat2) * math.sin((lon2 - lon1) / 2) ** 2
    return 2 * 6371008.8 * math.asin(math.sqrt(h))


# ---------------------------------------------------------------- the walk

WALKABLE = {"footway": 1.0, "pedestrian": 1.0, "path": 1.0, "steps": 1.3, "cycleway": 1.4, "residential": 1.2,
            "unclassified": 1.2, "service": 1.5, "tertiary": 1.4, "secondary": 1.6, "primary": 1.8}


def street_graph(features):
    graph = {}
    for f in features:
        p = f["properties"]
        if p.get("class") != "road" or p.get("kind") not in WALKABLE:
            continue
        cost = WALKABLE[p["kind"]]
        coords = [(round(c[0], 7), round(c[1], 7)) for c in f["geometry"]["coordinates"]]
        for a, b in zip(coords, coords[1:]):
            d = haversine(a, b) * cost
            graph.setdefault(a, []).append((b, d))
            graph.setdefault(b, []).append((a, d))
    # Only the largest connected network: a stop snaps to a street it can be reached by.
    seen, largest = set(), set()
    for node in graph:
        if node in seen:
            continue
        component, stack = {node}, [node]
        while stack:
            for other, _ in graph[stack.pop()]:
                if other not in component:
                    component.add(other)
                    stack.append(other)
        seen |= component
        if len(component) > len(largest):
            largest = component
    return {n: [e for e in edges if e[0] in largest] for n, edges in graph.items() if n in largest}


def nearest(graph, point):
    return min(graph, key=lambda n: haversine(n, point))


def route(graph, start, end):
    start, end = nearest(graph, start), nearest(graph, end)
    best = {start: 0.0}
    previous = {}
    queue = [(0.0, start)]
    while queue:
        d, node = heapq.heappop(queue)
        if node == end:
            break
        if d > best[node]:
            continue
        for other, w in graph[node]:
            if d + w < best.get(other, math.inf):
                best[other] = d + w
                previous[other] = node
                heapq.heappush(queue, (d + w, other))
    path = [end]
    while path[-1] != start:
        path.append(previous[path[-1]])
    return path[::-1]


def via(graph, stops):
    path = []
    for a, b in zip(stops, stops[1:]):
        leg = route(graph, a, b)
        path += leg if not path else leg[1:]
    return path


def densify(path, step=6.0):
    """A point every few meters, as a watch records every second or two."""
    out = [path[0]]
    for a, b in zip(path, path[1:]):
        n = max(1, int(haversine(a, b) // step))
        for i in range(1, n + 1):
            t = i / n
            out.append((a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t))
    return out


def jitter(i):
    """A deterministic wobble of a few decimeters, the noise of a GPS fix."""
    return (math.sin(i * 12.9898) * 43758.5453) % 1.0 - 0.5


def walk_gpx(features):
    graph = street_graph(features)
    # Morning: from the Central Station along Aleksanterinkatu up to the Cathedral, then down to Havis Amanda.
    first = via(graph, [(24.94146, 60.17132), (24.94420, 60.16990), (24.94800, 60.16930), (24.95211, 60.17068), (24.9514, 60.16759)])
    # After a tram ride across town: from Cafe Ekberg on Bulevardi up past the Amos Anderson
    # museum and Lasipalatsi to the Music Centre.
    second = via(graph, [(24.93777, 60.16474), (24.93736, 60.16834), (24.93681, 60.17047), (24.93567, 60.17357)])
    waypoints = [
        ("Helsinki Cathedral", "The steps up from Senate Square", (24.95211, 60.17068)),
        ("Havis Amanda", "Ville Vallgren's fountain, 1908", (24.95140, 60.16759)),
        ("Cafe Ekberg", "Coffee after the tram ride", (24.93777, 60.16474)),
        ("Amos Anderson Art Museum", "Amos Rex under the Lasipalatsi square", (24.93736, 60.16834)),
    ]
    out = io.StringIO()
    w = out.write
    w('<?xml version="1.0" encoding="UTF-8"?>\n')
    w('<gpx version="1.1" creator="mapc example data (Scripts/examples/make-example-data.py)" xmlns="http://www.topografix.com/GPX/1/1"\n')
    w('     xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.topografix.com/GPX/1/1 http://www.topografix.com/GPX/1/1/gpx.xsd">\n')
    w('  <metadata>\n    <name>Morning walk in central Helsinki</name>\n')
    w('    <copyright author="OpenStreetMap contributors"><license>https://opendatacommons.org/licenses/odbl/1-0/</license></copyright>\n')
    w('    <time>2024-06-15T06:10:00Z</time>\n  </metadata>\n')
    for name, desc, (lon, lat) in waypoints:
        w(f'  <wpt lat="{lat:.6f}" lon="{lon:.6f}">\n    <ele>{elevation(lon, lat):.1f}</ele>\n    <name>{name}</name>\n    <desc>{desc}</desc>\n  </wpt>\n')
    w('  <trk>\n    <name>Morning walk in central Helsinki</name>\n    <type>walking</type>\n')
    seconds = 6 * 3600 + 10 * 60
    index = 0
    for part, pause in ((first, 0), (second, 23 * 60)):
        seconds += pause
        w('    <trkseg>\n')
        points = densify(part)
        for i, (lon, lat) in enumerate(points):
            if i:
                seconds += haversine(points[i - 1], points[i]) / 1.35
            index += 1
            lat += jitter(index) * 0.000004
            lon += jitter(index + 7) * 0.000008
            t = int(seconds)
            w(f'      <trkpt lat="{lat:.6f}" lon="{lon:.6f}"><ele>{elevation(lon, lat):.1f}</ele>'
              f'<time>2024-06-15T{t // 3600:02d}:{t // 60 % 60:02d}:{t % 60:02d}Z</time></trkpt>\n')
        w('    </trkseg>\n')
    w('  </trk>\n</gpx>\n')
    return out.getvalue()


def elevation(lon, lat):
    """A gentle made-up relief: central Helsinki is 5 to 25 m above the sea."""
    return 14 + 7 * math.sin((lat - 60.164) * 700) + 4 * math.cos((lon - 24.935) * 500)


# ---------------------------------------------------------------- the places

def inside(point, ring):
    x, y = point
    hit = False
    for (x1, y1), (x2, y2) in zip(ring, ring[1:] + ring[:1]):
        if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
            hit = not hit
    return hit


def polygons(geometry):
    return [geometry["coordinates"]] if geometry["type"] == "Polygon" else geometry["coordinates"]


def country_of(point, countries):
    """The country whose 1:110m outline holds the point, else the one with the nearest vertex
    (coastal cities fall just outside the coarse outlines)."""
    for c in countries:
        for polygon in polygons(c["geometry"]):
            if inside(point, [tuple(v) for v in polygon[0]]) and not any(inside(point, [tuple(v) for v in h]) for h in polygon[1:]):
                return c["properties"]
    return min(countries, key=lambda c: min(haversine(point, v) for polygon in polygons(c["geometry"]) for v in polygon[0]))["properties"]


def places_csv():
    countries = json.load(open(os.path.join(SHARED, "naturalearth", "countries-110m.geojson")))["features"]
    data = json.load(open(os.path.join(SHARED, "naturalearth", "10m", "places.geojson")))
    rows = []
    for f in data["features"]:
        p = f["properties"]
        lon, lat = f["geometry"]["coordinates"]
        if not (-25 <= lon <= 45 and 34 <= lat <= 72) or (p.get("pop_max") or 0) < 200000:
            continue
        country = country_of((lon, lat), countries)
        if country.get("continent") != "Europe":
            continue
        rows.append((p["name"], country["name"], round(lat, 4), round(lon, 4), int(p["pop_max"])))
    rows.sort(key=lambda r: (-r[4], r[0]))
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(["name", "country", "lat", "lon", "population"])
    writer.writerows(rows)
    return out.getvalue(), len(rows)


# ---------------------------------------------------------------- the parks

STYLE = {
    "park": {"fill": "#4caf50", "fill-opacity": "0.55", "stroke": "#2e7d32", "stroke-width": "1.5"},
    "green": {"fill": "#a5d6a7", "fill-opacity": "0.6", "stroke": "#66bb6a", "stroke-width": "0.75"},
    "water": {"fill": "#64b5f6", "fill-opacity": "0.7", "stroke": "#1e88e5", "stroke-width": "1"},
}


def rounded(coords):
    if isinstance(coords[0], (int, float)):
        return [round(coords[0], 6), round(coords[1], 6)]
    return [rounded(c) for c in coords]


def parks_geojson(features):
    kept = []
    for f in features:
        p = f["properties"]
        if p.get("class") not in STYLE:
            continue
        properties = {"class": p["class"]}
        if p.get("name"):
            properties["name"] = p["name"]
        properties.update(STYLE[p["class"]])
        kept.append({"type": "Feature", "properties": properties,
                     "geometry": {"type": f["geometry"]["type"], "coordinates": rounded(f["geometry"]["coordinates"])}})
    collection = {"type": "FeatureCollection", "attribution": "© OpenStreetMap contributors", "features": kept}
    lines = ['{"type": "FeatureCollection", "attribution": "© OpenStreetMap contributors", "features": [']
    lines += [json.dumps(f, ensure_ascii=False, separators=(", ", ": ")) + ("," if i + 1 < len(kept) else "") for i, f in enumerate(kept)]
    lines.append("]}")
    assert json.loads("\n".join(lines)) == collection
    return "\n".join(lines) + "\n", len(kept)


def main():
    osm = json.load(open(os.path.join(SHARED, "osm", "helsinki-center.geojson")))["features"]
    with open(os.path.join(OUT, "helsinki-walk.gpx"), "w", encoding="utf-8") as f:
        f.write(walk_gpx(osm))
    text, count = places_csv()
    with open(os.path.join(OUT, "places.csv"), "w", encoding="utf-8") as f:
        f.write(text)
    print(f"places.csv: {count} places")
    text, count = parks_geojson(osm)
    with open(os.path.join(OUT, "helsinki-parks.geojson"), "w", encoding="utf-8") as f:
        f.write(text)
    print(f"helsinki-parks.geojson: {count} features")


if __name__ == "__main__":
    main()
