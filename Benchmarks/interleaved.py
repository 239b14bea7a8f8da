#!/usr/bin/env python3
"""Times `mapc compile` of one scene with several binaries, runs interleaved.

Usage: Benchmarks/interleaved.py SCENE RUNS MAPC [MAPC ...]
  e.g. Benchmarks/interleaved.py /tmp/mapc-bench/scenes/pins-and-line-100000.yaml 30 /tmp/mapc-main .build/release/mapc
       Benchmarks/interleaved.py SCENE 30 .build/release/mapc GLIBC_TUNABLES=glibc.malloc.hugetlb=0@.build/release/mapc

Each round runs every binary once, in turn (every other round in reverse order), so a busy
moment of the machine falls on all of them alike; the first two rounds are warm-ups. A binary
written NAME=VALUE@PATH runs with that variable set. Prints, per binary, the median, minimum and
mean wall time in ms and the median CPU time (user + system) of the run, and says when a binary's
SVG differs from the first one's. Outputs go to a temporary folder.
"""
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time


def main():
    if len(sys.argv) < 4:
        print(__doc__.strip())
        sys.exit(2)
    scene, runs, binaries = sys.argv[1], int(sys.argv[2]), sys.argv[3:]
    wall = {b: [] for b in binaries}
    cpu = {b: [] for b in binaries}
    with tempfile.TemporaryDirectory() as out:
        outputs = {b: os.path.join(out, f"{i}.svg") for i, b in enumerate(binaries)}
        for round in range(runs + 2):
            for b in binaries if round % 2 == 0 else binaries[::-1]:
                environment, executable = dict(os.environ), b
                if "@" in b:
                    setting, executable = b.split("@", 1)
                    name, value = setting.split("=", 1)
                    environment[name] = value
                before = resource.getrusage(resource.RUSAGE_CHILDREN)
                start = time.perf_counter()
                subprocess.run([executable, "compile", scene, "-o", outputs[b]], env=environment,
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
                elapsed = (time.perf_counter() - start) * 1000
                after = resource.getrusage(resource.RUSAGE_CHILDREN)
                if round >= 2:
                    wall[b].append(elapsed)
                    cpu[b].append((after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime) * 1000)
        first = open(outputs[binaries[0]], "rb").read()
        for b in binaries:
            print(f"{b:40s} median {statistics.median(wall[b]):7.1f}  min {min(wall[b]):7.1f}  "
                  f"mean {statistics.mean(wall[b]):7.1f}  cpu {statistics.median(cpu[b]):7.1f}")
            if open(outputs[b], "rb").read() != first:
                print(f"  its SVG differs from {binaries[0]}'s")


if __name__ == "__main__":
    main()
