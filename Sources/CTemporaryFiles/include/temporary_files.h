#ifndef MAPC_TEMPORARY_FILES_H
#define MAPC_TEMPORARY_FILES_H

/// Temporary files that a fatal signal must not leave behind.
///
/// mapc writes each output through a temporary file beside it and a rename. If SIGINT, SIGTERM
/// or SIGHUP ends the process while that file exists, the handler installed here removes every
/// registered temporary file and then lets the signal end the process as it would have.
/// Registering and the handler use fixed slots and atomics only: nothing that is unsafe in a
/// signal handler.

/// Installs the handlers for SIGINT, SIGTERM and SIGHUP, unless a signal is ignored (as by
/// `nohup` or a shell's background job), which stays ignored. Call once, early.
void mapc_temporary_files_install(void);

/// Registers `path` for removal by a fatal signal. Returns the slot to pass to `forget`, or -1
/// when the path is too long or all slots are taken (then it is not protected).
int mapc_temporary_files_register(const char *path);

/// Forgets the temporary file in `slot` (it was renamed or removed); -1 does nothing.
void mapc_temporary_files_forget(int slot);

#endif
