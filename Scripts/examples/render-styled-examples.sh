#!/usr/bin/env bash
# Draws the styled Helsinki examples as PNG pictures for Examples/renders: mapc's SVG drawn by
# rsvg-convert. Run from the repository's root after `swift build`.
set -euo pipefail
out=Examples/renders
mkdir -p "$out"
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
for name in light bright dark protomaps; do
    .build/debug/mapc compile "Examples/helsinki-$name.yaml" -o "$scratch/$name.svg"
    rsvg-convert "$scratch/$name.svg" -o "$out/helsinki-$name.png"
done
