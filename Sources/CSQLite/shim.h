#ifndef MAPC_CSQLITE_SHIM_H
#define MAPC_CSQLITE_SHIM_H
#include <sqlite3.h>

/// `sqlite3_db_config` for a setting that is switched on or off (the SQLITE_DBCONFIG_ENABLE_*,
/// TRUSTED_SCHEMA and DEFENSIVE options), which Swift cannot call since it is variadic. Returns
/// SQLite's status.
static inline int mapc_sqlite3_db_config_flag(sqlite3 *db, int option, int on) {
    return sqlite3_db_config(db, option, on, (int *)0);
}

#endif
