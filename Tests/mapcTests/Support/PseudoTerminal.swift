import Foundation

/// `mapc` run with its standard input and output on a pseudo-terminal, the test playing the
/// terminal: what mapc writes is read from the master side, and a scripted answer is written
/// back when mapc's graphics query arrives. Standard error goes to a file.
struct PseudoTerminalRun {
    /// Everything mapc wrote to the terminal (the line discipline turns `\n` into `\r\n`).
    var output: String
    var standardError: String
    var status: Int32
    /// Whether the graphics query came.
    var asked: Bool
    /// Seconds from start to exit.
    var seconds: Double

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The query mapc writes.
    static let query = "\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\\u{1B}[16t\u{1B}[c"

    /// A new pseudo-terminal's master side, unlocked, and the path of its slave side.
    private static func openMaster() throws -> (Int32, String) {
        #if os(Linux)
        // Glibc's module leaves out posix_openpt and its companions, and the ioctl numbers are
        // function-like macros Swift does not import: TIOCSPTLCK and TIOCGPTN of asm-generic
        // (x86-64, arm64).
        let unlockRequest: UInt = 0x4004_5431, numberRequest: UInt = 0x8004_5430
        let master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        var unlock: Int32 = 0
        var number: UInt32 = 0
        guard master >= 0, ioctl(master, unlockRequest, &unlock) == 0, ioctl(master, numberRequest, &number) == 0
        else { throw Failure(description: "no pseudo-terminal") }
        return (master, "/dev/pts/\(number)")
        #else
        let master = posix_openpt(O_RDWR | O_NOCTTY)
        guard master >= 0, grantpt(master) == 0, unlockpt(master) == 0, let name = ptsname(master) else {
            throw Failure(description: "no pseudo-terminal")
        }
        return (master, String(cString: name))
        #endif
    }

    /// Runs mapc with `arguments` and `environment` on a terminal of `columns` × `rows` cells
    /// (and `pixels` for the window when given), answering the query with `answer` (nothing when
    /// nil); interrupted (SIGINT) once `stopWhen` holds for what it wrote so far; killed after
    /// `deadline` seconds.
    static func run(
        _ arguments: [String], environment: [String: String], columns: Int = 80, rows: Int = 24,
        pixels: (width: Int, height: Int)? = nil, answer: String?, deadline: Double = 60,
        stopWhen: ((String) -> Bool)? = nil
    ) throws -> PseudoTerminalRun {
        let (master, name) = try openMaster()
        defer { close(master) }
        let slave = open(name, O_RDWR | O_NOCTTY)
        guard slave >= 0 else { throw Failure(description: "cannot open \(name)") }
        var size = winsize(
            ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: UInt16(pixels?.width ?? 0),
            ws_ypixel: UInt16(pixels?.height ?? 0))
        _ = ioctl(slave, UInt(TIOCSWINSZ), &size)
        let errorPath = FileManager.default.temporaryDirectory.appendingPathComponent("mapc-pty-\(UUID().uuidString)").path
        defer { unlink(errorPath) }
        let errorFile = open(errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        guard errorFile >= 0 else {
            close(slave)
            throw Failure(description: "cannot create \(errorPath)")
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, slave, 0)
        posix_spawn_file_actions_adddup2(&actions, slave, 1)
        posix_spawn_file_actions_adddup2(&actions, errorFile, 2)
        posix_spawn_file_actions_addclose(&actions, master)
        let argv = ([Mapc.executable.path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        var pid = pid_t()
        let start = Date()
        let spawned = withCleanSignalAttributes { attributes in
            posix_spawn(&pid, Mapc.executable.path, &actions, &attributes, argv, envp)
        }
        close(slave)
        close(errorFile)
        guard spawned == 0 else { throw Failure(description: "posix_spawn failed: \(spawned)") }

        var output: [UInt8] = []
        var asked = false
        var stopped = false
        var status: Int32 = 0
        var exited = false
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            if poll(&descriptor, 1, 20) > 0 {
                let count = read(master, &buffer, buffer.count)
                if count > 0 {
                    output += buffer[0..<count]
                    if !stopped, let stopWhen, stopWhen(String(decoding: output, as: UTF8.self)) {
                        stopped = true
                        kill(pid, SIGINT)
                    }
                    if !asked, String(decoding: output, as: UTF8.self).contains(query) {
                        asked = true
                        if let answer {
                            _ = answer.utf8CString.withUnsafeBufferPointer { write(master, $0.baseAddress, $0.count - 1) }
                        }
                    }
                    continue
                }
                if exited { break }  // EIO: every copy of the slave is closed.
                usleep(5000)
            } else if exited {
                break
            }
            if !exited, waitpid(pid, &status, WNOHANG) == pid { exited = true }
            if !exited, Date().timeIntervalSince(start) > deadline {
                kill(pid, SIGKILL)
                waitpid(pid, &status, 0)
                let tail = String(decoding: output.suffix(300), as: UTF8.self).debugDescription
                throw Failure(description: "mapc did not finish in \(deadline) s; it last wrote \(tail)")
            }
        }
        let seconds = Date().timeIntervalSince(start)
        let standardError = (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? ""
        return PseudoTerminalRun(
            output: String(decoding: output, as: UTF8.self), standardError: standardError,
            status: (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F), asked: asked, seconds: seconds)
    }
}
