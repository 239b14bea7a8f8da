#ifndef MAPC_CZLIB_SHIM_H
#define MAPC_CZLIB_SHIM_H
#include <zlib.h>
#endif
