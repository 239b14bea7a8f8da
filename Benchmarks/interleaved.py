#!/usr/bin/env python3
"""Times `mapc compile` of one scene with several binaries, runs interleaved.

Usage: Benchmarks/interleaved.py [--floor YAML] SCENE RUNS MAPC [MAPC ...]
  e.g. Benchmarks/interleaved.py /tmp/mapc-bench/scenes/pins-and-line-100000.yaml 30 /tmp/mapc-main .build/release/mapc
       Benchmarks/interleaved.py SCENE 30 .build/release/mapc GLIBC_TUNABLES=glibc.malloc.hugetlb=0@.build/release/mapc
       Benchmarks/interleaved.py --floor /tmp/mapc-bench/scenes/annotations-100000.yaml \
           /tmp/mapc-bench/scenes/annotations-100000.mapscene 24 .build/release/mapc

Each round runs every binary once, in turn (every other round in reverse order), so a busy
moment of the machine falls on all of them alike; the first two rounds are warm-ups. A binary
written NAME=VALUE@PATH runs with that variable set. Prints, per binary, the median, minimum and
mean wall time in ms and the median CPU time (user + system) of the run, and says when a binary's
SVG differs from the first one's. Outputs go to a temporary folder.

With --floor, each round also runs libyaml's floor on YAML (the scene's YAML twin, for a DSL
scene), `$MAPC_BENCH_DIR/yaml-floor` as `run.sh` builds it (built here from `yaml-floor.c` when
missing), and each binary's median and minimum are given as a multiple of the floor's too.
"""
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time


def main():
    arguments = sys.argv[1:]
    floor_scene = None
    if arguments[:1] == ["--floor"] and len(arguments) >= 2:
        floor_scene, arguments = arguments[1], arguments[2:]
    if len(arguments) < 3:
        print(__doc__.strip())
        sys.exit(2)
    scene, runs, binaries = arguments[0], int(arguments[1]), arguments[2:]
    floor = yaml_floor() if floor_scene else None
    entries = binaries + ([FLOOR] if floor else [])
    wall = {b: [] for b in entries}
    cpu = {b: [] for b in entries}
    with tempfile.TemporaryDirectory() as out:
        outputs = {b: os.path.join(out, f"{i}.svg") for i, b in enumerate(binaries)}
        for round in range(runs + 2):
            for b in entries if round % 2 == 0 else entries[::-1]:
                environment, executable = dict(os.environ), b
                if b == FLOOR:
                    command = [floor, floor_scene]
                else:
                    if "@" in b:
                        setting, executable = b.split("@", 1)
                        name, value = setting.split("=", 1)
                        environment[name] = value
                    command = [executable, "compile", scene, "-o", outputs[b]]
                before = resource.getrusage(resource.RUSAGE_CHILDREN)
                start = time.perf_counter()
                subprocess.run(command, env=environment, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
                elapsed = (time.perf_counter() - start) * 1000
                after = resource.getrusage(resource.RUSAGE_CHILDREN)
                if round >= 2:
                    wall[b].append(elapsed)
                    cpu[b].append((after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime) * 1000)
        first = open(outputs[binaries[0]], "rb").read()
        for b in entries:
            line = (f"{b:40s} median {statistics.median(wall[b]):7.1f}  min {min(wall[b]):7.1f}  "
                    f"mean {statistics.mean(wall[b]):7.1f}  cpu {statistics.median(cpu[b]):7.1f}")
            if floor and b != FLOOR:
                line += (f"  ÷ floor: median {statistics.median(wall[b]) / statistics.median(wall[FLOOR]):.2f}×"
                         f"  min {min(wall[b]) / min(wall[FLOOR]):.2f}×")
            print(line)
            if b != FLOOR and open(outputs[b], "rb").read() != first:
                print(f"  its SVG differs from {binaries[0]}'s")


FLOOR = "libyaml floor"


def yaml_floor():
    """The floor's binary, as run.sh builds it; built from yaml-floor.c when it is not there."""
    work = os.environ.get("MAPC_BENCH_DIR", os.path.join(os.environ.get("TMPDIR", "/tmp"), "mapc-bench"))
    floor = os.path.join(work, "yaml-floor")
    if not os.path.exists(floor):
        os.makedirs(work, exist_ok=True)
        source = os.path.join(os.path.dirname(os.path.abspath(__file__)), "yaml-floor.c")
        subprocess.run(["gcc", "-O2", "-o", floor, source, "-lyaml"], check=True)
    return floor


if __name__ == "__main__":
    main()
