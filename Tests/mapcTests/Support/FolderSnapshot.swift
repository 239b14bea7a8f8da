import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Everything in a folder, at any depth, as text that changes when anything there does: each
/// entry's kind, permission bits and content (a file's bytes, a link's target, a device's
/// numbers). Comparing two snapshots shows what a command changed.
struct FolderSnapshot: Equatable, CustomStringConvertible {
    /// Relative path → what is there.
    var entries: [String: String]

    init(_ folder: URL) {
        entries = [:]
        collect(folder.path, prefix: "")
    }

    private mutating func collect(_ folder: String, prefix: String) {
        for name in ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted() {
            let path = folder + "/" + name, key = prefix + name
            var info = stat()
            guard lstat(path, &info) == 0 else { continue }
            let mode = String(info.st_mode & 0o7777, radix: 8)
            switch info.st_mode & S_IFMT {
            case S_IFDIR:
                entries[key] = "folder \(mode)"
                collect(path, prefix: key + "/")
            case S_IFREG:
                let bytes = FileManager.default.contents(atPath: path) ?? Data()
                // FNV-1a: a digest that, unlike `hashValue`, reads every byte.
                let digest = bytes.reduce(UInt64(0xcbf2_9ce4_8422_2325)) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
                entries[key] = "file \(mode), \(bytes.count) bytes, FNV-1a \(String(digest, radix: 16))"
            case S_IFLNK:
                entries[key] = "link → " + ((try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?")
            case S_IFCHR:
                entries[key] = "character device \(mode) \(info.st_rdev)"
            case S_IFIFO:
                entries[key] = "fifo \(mode)"
            case S_IFSOCK:
                entries[key] = "socket \(mode)"
            default:
                entries[key] = "other \(mode)"
            }
        }
    }

    /// The relative paths whose entries differ between `self` and `other` (added, removed or changed).
    func changes(to other: FolderSnapshot) -> [String] {
        Set(entries.keys).union(other.entries.keys).filter { entries[$0] != other.entries[$0] }.sorted()
    }

    var description: String {
        entries.keys.sorted().map { "\($0): \(entries[$0]!)" }.joined(separator: "\n")
    }
}

/// Special files made in a test's own folder: never the system's devices.
enum PrivateNodes {
    /// Whether this process may make a character device (`mknod`, usually root only).
    static let canMakeDevice: Bool = {
        guard let folder = try? TemporaryFolder() else { return false }
        return makeNullDevice(at: folder.url.appendingPathComponent("null").path)
    }()

    /// Makes a character device with the numbers of `/dev/null` (1, 3) at `path`, by `mknod`.
    @discardableResult
    static func makeNullDevice(at path: String) -> Bool {
        makeCharacterDevice(at: path, major: 1, minor: 3)
    }

    /// Makes a character device with the numbers of `/dev/full` (1, 7) at `path`: every write
    /// to it fails with "no space left on device".
    @discardableResult
    static func makeFullDevice(at path: String) -> Bool {
        makeCharacterDevice(at: path, major: 1, minor: 7)
    }

    private static func makeCharacterDevice(at path: String, major: Int, minor: Int) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["mknod", path, "c", String(major), String(minor)]
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }

    /// Whether a folder without write permission stops `mapc`: always for other users; for root,
    /// only when mapc can be run without the capability that overrides permissions (`setpriv`).
    static let canRunWithoutOverride: Bool = {
        geteuid() != 0 || FileManager.default.isExecutableFile(atPath: setpriv)
    }()

    static let setpriv = "/usr/bin/setpriv"

    /// Runs mapc as `Mapc.run` does, but unable to override file permissions even as root.
    static func runMapcWithoutOverride(_ arguments: [String], in directory: URL? = nil) throws -> MapcRun {
        guard geteuid() == 0 else { return try Mapc.run(arguments, in: directory) }
        return try Mapc.run(
            executable: URL(fileURLWithPath: setpriv),
            ["--bounding-set", "-dac_override,-dac_read_search", Mapc.executable.path] + arguments, in: directory)
    }
}
