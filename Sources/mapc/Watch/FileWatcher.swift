#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Sees files change by looking at them: each file's size, modification time (to the
/// nanosecond) and inode, compared at every poll. Portable, and it sees an editor's save by
/// renaming a new file over the old one (a new inode), a file that appears and one that goes.
struct FileWatcher {
    /// What a file looked like; nil fields for a file that is not there.
    struct Signature: Equatable {
        var exists: Bool
        var size: Int64 = 0
        var seconds: Int = 0
        var nanoseconds: Int = 0
        var inode: UInt64 = 0
    }

    private(set) var files: [String: Signature] = [:]

    /// Watches `paths` from now on (and no others).
    mutating func watch(_ paths: [String]) {
        var next: [String: Signature] = [:]
        for path in paths { next[path] = files[path] ?? Self.signature(of: path) }
        files = next
    }

    /// The files that changed since the last look, in path order; remembers how they look now.
    mutating func changes() -> [String] {
        var changed: [String] = []
        for path in files.keys.sorted() {
            let now = Self.signature(of: path)
            if now != files[path] {
                changed.append(path)
                files[path] = now
            }
        }
        return changed
    }

    static func signature(of path: String) -> Signature {
        var info = stat()
        guard stat(path, &info) == 0 else { return Signature(exists: false) }
        #if canImport(Glibc)
        let (seconds, nanoseconds) = (info.st_mtim.tv_sec, info.st_mtim.tv_nsec)
        #else
        let (seconds, nanoseconds) = (info.st_mtimespec.tv_sec, info.st_mtimespec.tv_nsec)
        #endif
        return Signature(
            exists: true, size: Int64(info.st_size), seconds: Int(seconds), nanoseconds: Int(nanoseconds),
            inode: UInt64(info.st_ino))
    }
}
