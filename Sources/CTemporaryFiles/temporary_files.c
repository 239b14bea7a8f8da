#include "temporary_files.h"

#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <string.h>
#include <unistd.h>

enum { slot_count = 64, path_capacity = 4096 };
enum { slot_free = 0, slot_filling = 1, slot_ready = 2 };

static _Atomic int states[slot_count];
static char paths[slot_count][path_capacity];

static const int fatal_signals[] = { SIGINT, SIGTERM, SIGHUP };

static void remove_and_end(int number) {
    for (int i = 0; i < slot_count; i++) {
        if (atomic_load(&states[i]) == slot_ready) unlink(paths[i]);
    }
    // End the process as the signal would have: the default action, raised again.
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = SIG_DFL;
    sigemptyset(&action.sa_mask);
    sigaction(number, &action, NULL);
    sigset_t unblock;
    sigemptyset(&unblock);
    sigaddset(&unblock, number);
    pthread_sigmask(SIG_UNBLOCK, &unblock, NULL);
    raise(number);
}

void mapc_temporary_files_install(void) {
    for (unsigned i = 0; i < sizeof fatal_signals / sizeof fatal_signals[0]; i++) {
        struct sigaction current;
        if (sigaction(fatal_signals[i], NULL, &current) != 0 || current.sa_handler == SIG_IGN) continue;
        struct sigaction action;
        memset(&action, 0, sizeof action);
        action.sa_handler = remove_and_end;
        sigemptyset(&action.sa_mask);
        // One handler at a time: the others wait while the files are removed.
        for (unsigned j = 0; j < sizeof fatal_signals / sizeof fatal_signals[0]; j++) sigaddset(&action.sa_mask, fatal_signals[j]);
        sigaction(fatal_signals[i], &action, NULL);
    }
}

int mapc_temporary_files_register(const char *path) {
    size_t length = strlen(path);
    if (length >= path_capacity) return -1;
    for (int i = 0; i < slot_count; i++) {
        int expected = slot_free;
        if (atomic_compare_exchange_strong(&states[i], &expected, slot_filling)) {
            memcpy(paths[i], path, length + 1);
            atomic_store(&states[i], slot_ready);
            return i;
        }
    }
    return -1;
}

void mapc_temporary_files_forget(int slot) {
    if (slot < 0 || slot >= slot_count) return;
    atomic_store(&states[slot], slot_free);
}
