// Times whole commands, interleaved: each round spawns every command once, in turn (every other
// round in reverse), after two rounds of warm-up, and prints each command's median, minimum and
// first-quartile wall time in ms. Commands are split on spaces; their output goes to
// $MAPC_BENCH_DIR/out/interleaved.{out,err}. With a command for the floor beside mapc's, a
// moment when the machine is slow falls on both alike.
//
// Build and use:
//   gcc -O2 -o /tmp/mapc-bench/interleaved-commands Benchmarks/interleaved-commands.c
//   /tmp/mapc-bench/interleaved-commands 24 "/tmp/mapc-bench/yaml-floor SCENE.yaml"
//     ".build/release/mapc compile SCENE.mapscene -o /tmp/a.svg"   (one line, two quoted commands)
#include <fcntl.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>

extern char **environ;

enum { most_commands = 16, most_words = 64 };

static double now_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static int by_value(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

int main(int argc, char **argv) {
    if (argc < 3 || argc - 2 > most_commands) {
        fprintf(stderr, "usage: %s ROUNDS \"COMMAND ARGS\"... (at most %d commands)\n", argv[0], most_commands);
        return 2;
    }
    int rounds = atoi(argv[1]);
    int commands = argc - 2;
    if (rounds < 1) return 2;
    char *words[most_commands][most_words + 1];
    for (int c = 0; c < commands; c++) {
        char *copy = strdup(argv[2 + c]);
        int n = 0;
        for (char *word = strtok(copy, " "); word && n < most_words; word = strtok(NULL, " ")) words[c][n++] = word;
        words[c][n] = NULL;
        if (n == 0) return 2;
    }
    const char *folder = getenv("MAPC_BENCH_DIR") ? getenv("MAPC_BENCH_DIR") : "/tmp/mapc-bench";
    char out[4096], err[4096];
    snprintf(out, sizeof out, "%s/out/interleaved.out", folder);
    snprintf(err, sizeof err, "%s/out/interleaved.err", folder);
    posix_spawn_file_actions_t files;
    posix_spawn_file_actions_init(&files);
    posix_spawn_file_actions_addopen(&files, 1, out, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    posix_spawn_file_actions_addopen(&files, 2, err, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    double *times = calloc((size_t)rounds * commands, sizeof(double));
    for (int round = -2; round < rounds; round++) {
        for (int k = 0; k < commands; k++) {
            int c = (round & 1) ? commands - 1 - k : k;
            double start = now_ms();
            pid_t pid;
            if (posix_spawn(&pid, words[c][0], &files, NULL, words[c], environ) != 0) {
                fprintf(stderr, "cannot run %s\n", words[c][0]);
                return 1;
            }
            int status;
            waitpid(pid, &status, 0);
            if (round >= 0) times[c * rounds + round] = now_ms() - start;
        }
    }
    for (int c = 0; c < commands; c++) {
        double *t = times + c * rounds;
        qsort(t, rounds, sizeof(double), by_value);
        printf("%-70.70s median %8.2f  min %8.2f  p25 %8.2f\n", argv[2 + c], t[rounds / 2], t[0], t[rounds / 4]);
    }
    return 0;
}
