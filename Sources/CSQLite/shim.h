#ifndef MAPC_CSQLITE_SHIM_H
#define MAPC_CSQLITE_SHIM_H
#include <sqlite3.h>
#include <stdlib.h>
#include <time.h>

/// `sqlite3_db_config` for a setting that is switched on or off (the SQLITE_DBCONFIG_ENABLE_*,
/// TRUSTED_SCHEMA and DEFENSIVE options), which Swift cannot call since it is variadic. Returns
/// SQLite's status.
static inline int mapc_sqlite3_db_config_flag(sqlite3 *db, int option, int on) {
    return sqlite3_db_config(db, option, on, (int *)0);
}

/// What one database's queries may spend, kept by the progress handler itself: SQLite's
/// operations, and seconds spent in steps. Once either is passed the running statement is
/// interrupted, and so is every later one.
typedef struct {
    long long operations, operation_limit;
    double seconds, second_limit;
    /// When the running step began (monotonic seconds), or a negative number between steps.
    double step_began;
    /// 0 while the budget lasts; 1 once the operations are passed, 2 once the seconds are.
    int passed;
} mapc_sqlite_budget;

/// The operations between two calls of the progress handler.
enum { mapc_sqlite_budget_interval = 100 };

static inline double mapc_sqlite_now(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (double)now.tv_sec + (double)now.tv_nsec / 1e9;
}

static inline int mapc_sqlite_budget_charge(void *context) {
    mapc_sqlite_budget *budget = context;
    budget->operations += mapc_sqlite_budget_interval;
    if (!budget->passed && budget->operations > budget->operation_limit) budget->passed = 1;
    if (!budget->passed && budget->step_began >= 0 && budget->seconds + (mapc_sqlite_now() - budget->step_began) > budget->second_limit)
        budget->passed = 2;
    return budget->passed != 0;
}

/// A budget for `db`'s queries, charged by its progress handler; NULL when it cannot be
/// allocated. Free it with `free` after closing `db`.
static inline mapc_sqlite_budget *mapc_sqlite_budget_install(sqlite3 *db, long long operations, double seconds) {
    mapc_sqlite_budget *budget = calloc(1, sizeof *budget);
    if (!budget) return 0;
    budget->operation_limit = operations;
    budget->second_limit = seconds;
    budget->step_began = -1;
    sqlite3_progress_handler(db, mapc_sqlite_budget_interval, mapc_sqlite_budget_charge, budget);
    return budget;
}

/// Marks the start of a step.
static inline void mapc_sqlite_budget_step_began(mapc_sqlite_budget *budget) { budget->step_began = mapc_sqlite_now(); }

/// Marks the end of a step, adding its time.
static inline void mapc_sqlite_budget_step_ended(mapc_sqlite_budget *budget) {
    if (budget->step_began >= 0) budget->seconds += mapc_sqlite_now() - budget->step_began;
    budget->step_began = -1;
}

#endif
