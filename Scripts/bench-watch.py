#!/usr/bin/env python3
"""Time from saving a scene to the new picture arriving on `mapc watch`'s event stream.

Usage: Scripts/bench-watch.py [MAPC] [EXAMPLE] [SAVES]
  MAPC     the mapc binary (default .build/release/mapc)
  EXAMPLE  an example's name under Examples/ (default helsinki)
  SAVES    how many saves to time (default 10)

Copies the example and its data to a temporary folder, starts `mapc watch` there, and for each
save rewrites the scene's title and waits for the update event that carries it.
"""
import json
import os
import re
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import time

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
mapc = sys.argv[1] if len(sys.argv) > 1 else os.path.join(root, ".build/release/mapc")
example = sys.argv[2] if len(sys.argv) > 2 else "helsinki"
saves = int(sys.argv[3]) if len(sys.argv) > 3 else 10

folder = tempfile.mkdtemp(prefix="mapc-bench-watch-")
for name in ("data", "images"):
    shutil.copytree(os.path.join(root, "Examples", name), os.path.join(folder, name))
scene = os.path.join(folder, example + ".yaml")
shutil.copy(os.path.join(root, "Examples", example + ".yaml"), scene)
text = open(scene, encoding="utf-8").read()

watch = subprocess.Popen([mapc, "watch", scene], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
port = int(re.search(r"127\.0\.0\.1:(\d+)", watch.stdout.readline()).group(1))
stream = socket.create_connection(("127.0.0.1", port))
stream.sendall(f"GET /events HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n\r\n".encode())
buffer = b""


def next_update(marker):
    global buffer
    while True:
        while b"\n\n" in buffer:
            block, buffer = buffer.split(b"\n\n", 1)
            for line in block.split(b"\n"):
                if line.startswith(b"data: ") and marker.encode() in line:
                    return json.loads(line[6:])
        buffer += stream.recv(1 << 20)


next_update('"generation"')
times = []
for i in range(saves):
    title = f"Saved {i}"
    new = re.sub(r"(?m)^title: .*$", f"title: {title}", text)
    start = time.perf_counter()
    with open(scene + ".tmp", "w", encoding="utf-8") as f:
        f.write(new)
    os.replace(scene + ".tmp", scene)  # as editors save: a new file renamed over the old
    next_update(title)
    times.append((time.perf_counter() - start) * 1000)
    time.sleep(0.3)
watch.terminate()
watch.wait()
shutil.rmtree(folder)
times.sort()
print(f"{example}: {saves} saves, save to new picture: median {statistics.median(times):.0f} ms, "
      f"min {times[0]:.0f} ms, max {times[-1]:.0f} ms")
