#!/usr/bin/env python3
"""A loopback tile server for mapc's tests: python3 tile-server.py LOG [DELAY]

Listens on 127.0.0.1 on a port the system picks and prints "port N" as its first line. Every
request is appended to LOG as one JSON line: its path, its User-Agent and how many requests
were waiting for their answer when it came (itself included): never more than the client had
in flight. Each answer waits DELAY seconds (default 0.1) first, so requests made at once
overlap here.

  .../Z/X/Y.png       a 256 x 256 PNG of one color, tile_color(Z, X, Y) (the tests mirror it)
  .../Z/X/Y@2x.png    the same tile at 512 x 512
  /missing/...        404
  /html/...           200 with an HTML page, not an image
  /hang/...           no answer for 60 seconds
  anything else       404

Needs nothing but Python's standard library.
"""
import json
import re
import struct
import sys
import threading
import time
import zlib
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

TILE = re.compile(r".*/(\d+)/(\d+)/(\d+)(@2x)?\.png$")


def tile_color(z, x, y):
    """Neighbouring tiles differ in every channel."""
    return ((x * 71 + z * 13) % 200 + 28, (y * 97 + z * 29) % 200 + 28, ((x + y) * 53 + z * 7) % 200 + 28)


def solid_png(size, color):
    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)

    row = b"\x00" + bytes(color) * size
    header = struct.pack(">IIBBBBB", size, size, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(row * size, 9)) + chunk(b"IEND", b"")


class State:
    lock = threading.Lock()
    answering = 0
    log = None
    delay = 0.1


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.0"

    def log_message(self, *args):
        pass

    def do_GET(self):
        with State.lock:
            State.answering += 1
            entry = {"path": self.path, "agent": self.headers.get("User-Agent", ""), "inFlight": State.answering}
            State.log.write(json.dumps(entry) + "\n")
            State.log.flush()
        time.sleep(State.delay)
        # Counted until the answer is written, not sent: once the client has it, it may ask
        # again before this thread would otherwise count the request done.
        with State.lock:
            State.answering -= 1
        self.answer()

    def answer(self):
        if self.path.startswith("/hang/"):
            time.sleep(60)
            return
        if self.path.startswith("/html/"):
            self.send("text/html", b"<html><body>no tile here</body></html>")
            return
        match = TILE.match(self.path)
        if self.path.startswith("/missing/") or not match:
            self.send_error(404)
            return
        z, x, y = (int(match.group(i)) for i in (1, 2, 3))
        self.send("image/png", solid_png(512 if match.group(4) else 256, tile_color(z, x, y)))

    def send(self, content_type, body):
        self.send_response(200)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)


def main():
    State.log = open(sys.argv[1], "a")
    State.delay = float(sys.argv[2]) if len(sys.argv) > 2 else 0.1
    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    print("port", server.server_address[1], flush=True)
    server.serve_forever()


if __name__ == "__main__":
    main()
