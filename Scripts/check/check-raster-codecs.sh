#!/usr/bin/env bash
# Runs the C side of RasterPixels(decoding:) (Sources/CRasterCodecs) under valgrind on the codec
# fixtures: each whole, every truncation of each, and seeded random damage to each, and checks
# that valgrind finds no error or leak and that the decoders print nothing on stderr. A developer
# tool, never part of `swift test`; needs valgrind (apt-get install valgrind).
#
# Usage: Scripts/check/check-raster-codecs.sh [MUTATIONS_PER_FIXTURE]     (default 300)
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
scratch=${TMPDIR:-/tmp}/mapc-check-raster-codecs
mkdir -p "$scratch"
cat > "$scratch/driver.c" <<'C'
#include "CRasterCodecs.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static unsigned long long state = 2026;
static unsigned long long next(void) {  // SplitMix64
    unsigned long long z = (state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

static int decode(const uint8_t *bytes, size_t count, int *decoded) {
    mapc_raster_limits limits = {16384, 4096u * 4096u, 500};
    mapc_raster_result result;
    mapc_raster_status status = mapc_raster_decode(bytes, count, limits, &result);
    if (status == MAPC_RASTER_OK) {
        (*decoded)++;
        // Touch every byte, so valgrind sees any that libjpeg/libpng/libwebp left unwritten.
        unsigned sum = 0;
        for (size_t i = 0; i < (size_t)result.width * result.height * 4; i++) sum += result.rgba[i];
        if (sum == 0xFFFFFFFFu) puts("");
    }
    mapc_raster_free(result.rgba);
    return status;
}

int main(int argc, char **argv) {
    int mutations = atoi(argv[1]);
    int runs = 0, decoded = 0;
    for (int a = 2; a < argc; a++) {
        FILE *file = fopen(argv[a], "rb");
        uint8_t bytes[65536];
        size_t count = fread(bytes, 1, sizeof bytes, file);
        fclose(file);
        decode(bytes, count, &decoded), runs++;
        for (size_t n = 0; n < count; n++) {
            uint8_t *prefix = malloc(n ? n : 1);  // exactly n bytes, so reading past them is an error
            memcpy(prefix, bytes, n);
            if (decode(prefix, n, &decoded) == MAPC_RASTER_OK) printf("%s decoded when cut to %zu bytes\n", argv[a], n);
            free(prefix), runs++;
        }
        for (int m = 0; m < mutations; m++) {
            uint8_t *damaged = malloc(count);
            memcpy(damaged, bytes, count);
            for (int k = 0; k < 1 + (int)(next() % 4); k++) damaged[next() % count] = (uint8_t)next();
            decode(damaged, count, &decoded);
            free(damaged), runs++;
        }
    }
    printf("%d decodes, %d gave pixels\n", runs, decoded);
    return 0;
}
C
cc -g -O1 -I"$root/Sources/CRasterCodecs/include" "$scratch/driver.c" "$root/Sources/CRasterCodecs/raster_codecs.c" \
  -lpng16 -ljpeg -lwebp -o "$scratch/driver"
valgrind --leak-check=full --show-leak-kinds=all --errors-for-leak-kinds=all --error-exitcode=3 \
  --log-file="$scratch/valgrind.log" \
  "$scratch/driver" "${1:-300}" "$root"/Tests/MapSceneTests/Fixtures/codecs/*.{png,jpg,webp} 2>"$scratch/stderr.txt"
grep -E "ERROR SUMMARY|in use at exit|definitely lost" "$scratch/valgrind.log"
if [ -s "$scratch/stderr.txt" ]; then
  echo "the decoders wrote to stderr:" >&2
  head "$scratch/stderr.txt" >&2
  exit 1
fi
echo "nothing on stderr"
