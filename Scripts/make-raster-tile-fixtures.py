#!/usr/bin/env python3
"""Writes the raster tile archives the raster tile tests read, into
Tests/MapSceneTests/Fixtures/tiles/:

  raster.pmtiles   PNG tiles of zooms 0-2 (the whole pyramid, 21 tiles), written by PyPI's
                   pmtiles package (`pmtiles.writer`), tile type PNG, tiles not compressed,
                   attribution "Raster fixture (PMTiles)"
  raster.mbtiles   JPEG tiles of zooms 0-2, written with Python's sqlite3 as MBTiles 1.3 says
                   (TMS rows), format jpg, attribution "Raster fixture (MBTiles)"

Each tile is 256 x 256 pixels of one color, tile_color(z, x, y) below, which the tests mirror
(LoopbackTileServer.tileColor and Tests/TileServer/tile-server.py paint the same colors), so a
test can find every tile in a drawing. The files are the same bytes every time.

This is a developer tool; CI never runs it (the archives are committed). Needs `pip install
pmtiles Pillow`. Usage: Scripts/make-raster-tile-fixtures.py
"""
import io
import os
import sqlite3

import pmtiles.writer
from PIL import Image
from pmtiles.tile import Compression, TileType, zxy_to_tileid

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
out = os.path.join(root, "Tests", "MapSceneTests", "Fixtures", "tiles")
ZOOMS = range(0, 3)


def tile_color(z, x, y):
    return ((x * 71 + z * 13) % 200 + 28, (y * 97 + z * 29) % 200 + 28, ((x + y) * 53 + z * 7) % 200 + 28)


def image(z, x, y, kind):
    buffer = io.BytesIO()
    picture = Image.new("RGB", (256, 256), tile_color(z, x, y))
    if kind == "PNG":
        picture.save(buffer, "PNG", optimize=True)
    else:
        picture.save(buffer, "JPEG", quality=95)
    return buffer.getvalue()


tiles = [(z, x, y) for z in ZOOMS for x in range(1 << z) for y in range(1 << z)]

path = os.path.join(out, "raster.pmtiles")
with pmtiles.writer.write(path) as writer:
    for z, x, y in sorted(tiles, key=lambda t: zxy_to_tileid(*t)):
        writer.write_tile(zxy_to_tileid(z, x, y), image(z, x, y, "PNG"))
    writer.finalize(
        {
            "tile_type": TileType.PNG,
            "tile_compression": Compression.NONE,
            "min_lon_e7": -1800000000, "min_lat_e7": -850511287,
            "max_lon_e7": 1800000000, "max_lat_e7": 850511287,
            "center_zoom": 1, "center_lon_e7": 0, "center_lat_e7": 0,
        },
        {"name": "raster fixture", "attribution": "Raster fixture (PMTiles)"},
    )

path = os.path.join(out, "raster.mbtiles")
if os.path.exists(path):
    os.remove(path)
db = sqlite3.connect(path)
db.execute("CREATE TABLE metadata (name TEXT, value TEXT)")
db.execute("CREATE TABLE tiles (zoom_level INTEGER, tile_column INTEGER, tile_row INTEGER, tile_data BLOB)")
for name, value in [("name", "raster fixture"), ("format", "jpg"), ("minzoom", "0"), ("maxzoom", "2"),
                    ("bounds", "-180,-85.0511,180,85.0511"), ("attribution", "Raster fixture (MBTiles)")]:
    db.execute("INSERT INTO metadata VALUES (?, ?)", (name, value))
for z, x, y in tiles:
    db.execute("INSERT INTO tiles VALUES (?, ?, ?, ?)", (z, x, (1 << z) - 1 - y, image(z, x, y, "JPEG")))
db.commit()
db.execute("VACUUM")
db.close()
