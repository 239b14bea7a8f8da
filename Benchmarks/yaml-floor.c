/*
 * The floor for a YAML scene (Benchmarks/README.md): libyaml's own
 * event parse of the file, and nothing else. Reads the whole file into memory, as mapc does,
 * hands it to libyaml as a string and pulls every event until the end of the stream, freeing
 * each one. Builds no tree and converts nothing.
 *
 * Build: gcc -O2 -o yaml-floor yaml-floor.c -lyaml      (Benchmarks/run.sh does this)
 * Usage: yaml-floor FILE     prints the number of events; exits 1 on a YAML error.
 */
#include <stdio.h>
#include <stdlib.h>
#include <yaml.h>

int main(int argc, char **argv) {
    if (argc != 2) {
        fprintf(stderr, "usage: yaml-floor FILE\n");
        return 2;
    }
    FILE *file = fopen(argv[1], "rb");
    if (!file) {
        perror(argv[1]);
        return 2;
    }
    fseek(file, 0, SEEK_END);
    long size = ftell(file);
    fseek(file, 0, SEEK_SET);
    unsigned char *bytes = malloc(size > 0 ? (size_t)size : 1);
    if (!bytes || fread(bytes, 1, (size_t)size, file) != (size_t)size) {
        fprintf(stderr, "%s: could not read\n", argv[1]);
        return 2;
    }
    fclose(file);

    yaml_parser_t parser;
    if (!yaml_parser_initialize(&parser)) {
        fprintf(stderr, "libyaml could not allocate a parser\n");
        return 2;
    }
    yaml_parser_set_input_string(&parser, bytes, (size_t)size);

    unsigned long events = 0;
    int done = 0;
    while (!done) {
        yaml_event_t event;
        if (!yaml_parser_parse(&parser, &event)) {
            fprintf(stderr, "%s:%zu:%zu: %s\n", argv[1], parser.problem_mark.line + 1,
                    parser.problem_mark.column + 1, parser.problem ? parser.problem : "error");
            yaml_parser_delete(&parser);
            return 1;
        }
        done = event.type == YAML_STREAM_END_EVENT;
        events++;
        yaml_event_delete(&event);
    }
    yaml_parser_delete(&parser);
    free(bytes);
    printf("%lu events\n", events);
    return 0;
}
