#ifndef MAPC_CYAML_SHIM_H
#define MAPC_CYAML_SHIM_H
#include <yaml.h>
#endif
