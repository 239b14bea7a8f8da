#ifndef MAPC_CSQLITE_SHIM_H
#define MAPC_CSQLITE_SHIM_H
#include <sqlite3.h>
#endif
