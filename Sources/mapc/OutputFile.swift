import CTemporaryFiles

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one writer of mapc's output files — `compile`, `convert` and `fmt` all write through it —
/// made so that writing never destroys what is at the path:
/// - a regular file is replaced whole, through a temporary file beside it and a rename, so it is
///   either the old file or the whole new one; it keeps its permissions (and its owner where
///   allowed). A new file gets the mode the `umask` gives;
/// - a symbolic link is followed, a chain of them too, and its final target is written by these
///   rules; the link stays a link;
/// - a device, FIFO or socket is opened and written through, never replaced; `/dev/stdout` and
///   `/dev/fd/N` write to this process's own descriptor;
/// - a directory is an error.
/// A failed write leaves no temporary file behind, and neither does SIGINT, SIGTERM or SIGHUP
/// during one (`CTemporaryFiles`).
enum OutputFile {
    /// What an output path leads to, once symbolic links are followed.
    enum Destination: Equatable {
        /// Nothing yet: a new regular file is made at `path`.
        case newFile(path: String)
        /// A regular file, replaced whole; its permission bits and owner are kept.
        case regularFile(path: String, mode: mode_t, owner: uid_t, group: gid_t)
        /// A device or FIFO (or a link in `/proc` to one), opened and written through.
        case stream(path: String)
        /// A Unix socket, connected to and written through.
        case socket(path: String)
        /// A descriptor this process already has open (`/dev/stdout`, `/dev/fd/N`).
        case descriptor(Int32)

        /// True when the output is a file of its own (new or replaced), not a stream.
        var isFile: Bool {
            switch self {
            case .newFile, .regularFile: true
            case .stream, .socket, .descriptor: false
            }
        }
    }

    /// The most symbolic links followed from one path, as the kernel's `ELOOP` limit.
    static let maximumLinks = 40

    /// Where `path` leads. Throws when it is a directory, when it cannot be looked at, or when
    /// its links go round.
    static func destination(of path: String) throws -> Destination {
        var current = path
        for _ in 0...maximumLinks {
            var info = stat()
            guard lstat(current, &info) == 0 else {
                if errno == ENOENT { return .newFile(path: current) }
                throw failure(writing: path, Descriptor.errorText())
            }
            switch info.st_mode & S_IFMT {
            case S_IFREG:
                return .regularFile(path: current, mode: info.st_mode & 0o7777, owner: info.st_uid, group: info.st_gid)
            case S_IFDIR:
                throw failure(writing: path, current == path ? "it is a directory" : "it leads to the directory '\(current)'")
            case S_IFSOCK:
                return .socket(path: current)
            case S_IFLNK:
                if let own = processLink(current) { return own }
                current = try linkTarget(current, writing: path)
            default:
                return .stream(path: current)
            }
        }
        throw failure(writing: path, "too many levels of symbolic links")
    }

    /// Writes `bytes` to `path` by the rules above.
    static func write(_ bytes: [UInt8], to path: String) throws {
        switch try destination(of: path) {
        case .newFile(let target):
            try replace(target, with: bytes, keeping: nil, writing: path)
        case .regularFile(let target, let mode, let owner, let group):
            try replace(target, with: bytes, keeping: (mode, owner, group), writing: path)
        case .stream(let target):
            let descriptor = open(target, O_WRONLY | O_NOCTTY | O_CLOEXEC)
            guard descriptor >= 0 else { throw failure(writing: path, Descriptor.errorText()) }
            try finish(descriptor, writing: bytes, path: path)
        case .socket(let target):
            try finish(try connect(target, writing: path), writing: bytes, path: path)
        case .descriptor(let descriptor):
            if let problem = Descriptor.writeWhole(bytes, to: descriptor) { throw failure(writing: path, problem) }
        }
    }

    /// A name for the file that writing `path` changes, the same for every spelling of it
    /// (`a.svg`, `./a.svg`, `dir/../a.svg`, a link to it); for telling apart the outputs of one run.
    static func identity(of path: String) -> String {
        let final: String
        switch try? destination(of: path) {
        case .newFile(let target), .regularFile(let target, _, _, _), .stream(let target), .socket(let target): final = target
        case .descriptor(let descriptor): return "/dev/fd/\(descriptor)"
        case nil: final = path
        }
        if let real = realPath(final) { return real }
        if let folder = realPath(Path.directory(of: final)) { return Path.joining(folder, Path.fileName(of: final)) }
        return final
    }

    /// The real path of an existing file or folder.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    // MARK: - Following links

    /// The destination of a link in this process's `/proc/<pid>/fd` (`/dev/stdout` ends in one):
    /// the descriptor itself. Any other link in `/proc` is opened, not read: its text
    /// (`pipe:[1234]`) is no path.
    private static func processLink(_ link: String) -> Destination? {
        guard let folder = realPath(Path.directory(of: link)), folder.hasPrefix("/proc/") else { return nil }
        if folder == "/proc/\(getpid())/fd", let number = Int32(Path.fileName(of: link)) { return .descriptor(number) }
        return .stream(path: link)
    }

    /// The path the link at `link` points at, relative ones taken from the link's folder.
    private static func linkTarget(_ link: String, writing path: String) throws -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(link, &buffer, buffer.count - 1)
        guard count >= 0 else { throw failure(writing: path, Descriptor.errorText()) }
        let target = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return target.hasPrefix("/") ? target : Path.joining(Path.directory(of: link), target)
    }

    // MARK: - Writing

    /// Replaces (or makes) the regular file `target` through a temporary file in its folder and a
    /// rename; `kept` are the old file's mode and owner.
    private static func replace(
        _ target: String, with bytes: [UInt8], keeping kept: (mode: mode_t, owner: uid_t, group: gid_t)?, writing path: String
    ) throws {
        let name = Path.fileName(of: target)
        let stem = name.utf8.count > 200 ? "mapc" : name
        var temporary = ""
        var descriptor: Int32 = -1
        // Registered before it exists, so that a signal never finds it made and unknown.
        var slot: Int32 = -1
        defer { mapc_temporary_files_forget(slot) }
        for _ in 0..<100 {
            temporary = Path.joining(
                Path.directory(of: target), ".\(stem).mapc-\(String(UInt32.random(in: .min ... .max), radix: 16))")
            slot = mapc_temporary_files_register(temporary)
            // 0666: the kernel applies the umask, as for any new file.
            descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if descriptor >= 0 { break }
            let openError = errno
            mapc_temporary_files_forget(slot)
            slot = -1
            if openError != EEXIST { errno = openError; break }
        }
        guard descriptor >= 0 else { throw failure(writing: path, Descriptor.errorText()) }
        var problem = Descriptor.writeWhole(bytes, to: descriptor)
        if problem == nil, let kept {
            // The owner first: changing it clears set-user-ID bits that the mode then restores.
            if kept.owner != geteuid() || kept.group != getegid() { _ = fchown(descriptor, kept.owner, kept.group) }
            if fchmod(descriptor, kept.mode) != 0 { problem = Descriptor.errorText() }
        }
        if close(descriptor) != 0, problem == nil { problem = Descriptor.errorText() }
        if problem == nil, rename(temporary, target) != 0 { problem = Descriptor.errorText() }
        if let problem {
            unlink(temporary)
            throw failure(writing: path, problem)
        }
    }

    /// Writes `bytes` to a descriptor this writer opened, and closes it.
    private static func finish(_ descriptor: Int32, writing bytes: [UInt8], path: String) throws {
        var problem = Descriptor.writeWhole(bytes, to: descriptor)
        if close(descriptor) != 0, problem == nil { problem = Descriptor.errorText() }
        if let problem { throw failure(writing: path, problem) }
    }

    /// A stream socket connected to the Unix socket at `target`.
    private static func connect(_ target: String, writing path: String) throws -> Int32 {
        var address = sockaddr_un()
        let capacity = MemoryLayout.size(ofValue: address.sun_path)
        let name = Array(target.utf8)
        guard name.count < capacity else {
            throw failure(writing: path, "the socket's path is longer than \(capacity - 1) bytes")
        }
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: name) }
        #if canImport(Glibc)
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        #else
        let descriptor = socket(AF_UNIX, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw failure(writing: path, Descriptor.errorText()) }
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Platform.connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        guard connected == 0 else {
            let problem = Descriptor.errorText()
            close(descriptor)
            throw failure(writing: path, problem)
        }
        return descriptor
    }

    private static func failure(writing path: String, _ why: String) -> FileError {
        FileError(description: "cannot write '\(path)': \(why)")
    }
}
