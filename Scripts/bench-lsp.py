#!/usr/bin/env python3
"""Response times of `mapc lsp` on an example, through the real binary.

Usage: Scripts/bench-lsp.py [MAPC] [SCENE] [ROUNDS]
  MAPC   the mapc binary (default .build/release/mapc)
  SCENE  the scene to open (default Examples/europe.yaml, the largest example)
  ROUNDS requests of each kind (default 50)

Prints, per request kind, the median and the 95th percentile of the time from writing the
request to reading its response, and the time from a change to its published diagnostics.
"""
import json
import os
import statistics
import subprocess
import sys
import time

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
mapc = sys.argv[1] if len(sys.argv) > 1 else os.path.join(root, ".build/release/mapc")
scene = os.path.abspath(sys.argv[2] if len(sys.argv) > 2 else os.path.join(root, "Examples/europe.yaml"))
rounds = int(sys.argv[3]) if len(sys.argv) > 3 else 50

server = subprocess.Popen([mapc, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
next_id = 0


def send(message):
    body = json.dumps(message).encode()
    server.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
    server.stdin.flush()


def receive():
    length = None
    while True:
        line = server.stdout.readline()
        if line in (b"\r\n", b"\n"):
            break
        name, _, value = line.decode().partition(":")
        if name.lower() == "content-length":
            length = int(value)
    return json.loads(server.stdout.read(length))


def request(method, params):
    global next_id
    next_id += 1
    send({"jsonrpc": "2.0", "id": next_id, "method": method, "params": params})
    while True:
        message = receive()
        if message.get("id") == next_id:
            return message


def wait_for_diagnostics(version):
    while True:
        message = receive()
        if message.get("method") == "textDocument/publishDiagnostics" and message["params"].get("version") == version:
            return message


text = open(scene, encoding="utf-8").read()
lines = text.split("\n")
uri = "file://" + scene
request("initialize", {"capabilities": {}})
send({"jsonrpc": "2.0", "method": "initialized", "params": {}})
send({"jsonrpc": "2.0", "method": "textDocument/didOpen",
      "params": {"textDocument": {"uri": uri, "languageId": "yaml", "version": 1, "text": text}}})
wait_for_diagnostics(1)

# Positions: a key in the middle of the file, the start of a value, an id where one is used.
middle = len(lines) // 2
key_line = next(i for i in range(middle, len(lines)) if ":" in lines[i])
key_column = len(lines[key_line]) - len(lines[key_line].lstrip(" -"))
position = {"line": key_line, "character": key_column + 1}
document = {"textDocument": {"uri": uri}}
kinds = {
    "hover": ("textDocument/hover", dict(document, position=position)),
    "completion": ("textDocument/completion", dict(document, position=position)),
    "definition": ("textDocument/definition", dict(document, position=position)),
    "references": ("textDocument/references", dict(document, position=position, context={"includeDeclaration": True})),
    "documentSymbol": ("textDocument/documentSymbol", document),
    "formatting": ("textDocument/formatting", dict(document, options={"tabSize": 2, "insertSpaces": True})),
}
print(f"{os.path.basename(scene)}: {len(text.encode())} bytes, {len(lines)} lines; {rounds} requests of each kind")
print(f"{'request':<16}{'median ms':>10}{'p95 ms':>9}")
for name, (method, params) in kinds.items():
    times = []
    for _ in range(rounds):
        start = time.perf_counter()
        response = request(method, params)
        times.append((time.perf_counter() - start) * 1000)
        assert "error" not in response, response
    times.sort()
    print(f"{name:<16}{statistics.median(times):>10.2f}{times[int(len(times) * 0.95) - 1]:>9.2f}")

# A change (a character typed at the end of the first line and taken back) until its diagnostics.
times = []
version = 1
for _ in range(rounds):
    version += 1
    edit = {"range": {"start": {"line": 0, "character": len(lines[0])}, "end": {"line": 0, "character": len(lines[0])}}, "text": " "}
    if version % 2:
        edit = {"range": {"start": {"line": 0, "character": len(lines[0])}, "end": {"line": 0, "character": len(lines[0]) + 1}}, "text": ""}
    start = time.perf_counter()
    send({"jsonrpc": "2.0", "method": "textDocument/didChange",
          "params": {"textDocument": {"uri": uri, "version": version}, "contentChanges": [edit]}})
    wait_for_diagnostics(version)
    times.append((time.perf_counter() - start) * 1000)
times.sort()
print(f"{'diagnostics':<16}{statistics.median(times):>10.2f}{times[int(len(times) * 0.95) - 1]:>9.2f}")
request("shutdown", None)
send({"jsonrpc": "2.0", "method": "exit"})
server.wait(timeout=10)
