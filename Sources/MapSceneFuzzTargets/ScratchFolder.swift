import Foundation

/// A private folder the targets write data files and tile archives into, made once per process
/// (`mkdtemp` in `/dev/shm` where it can be, else under the temporary folder), reused for every
/// input and removed when the process exits normally. Memory, not a disk: rewriting a file on a
/// disk's file system for every input kept a tile target waiting on writeback 95% of the time
/// (270 against 20,000 inputs a second).
enum ScratchFolder {
    static let path: String = {
        for parent in ["/dev/shm", NSTemporaryDirectory()] {
            var template = Array((parent + "/mapc-fuzz-XXXXXX").utf8CString)
            guard let made = mkdtemp(&template) else { continue }
            atexit { try? FileManager.default.removeItem(atPath: ScratchFolder.path) }
            return String(cString: made)
        }
        fatalError("mapc-fuzz: cannot make a scratch folder: errno \(errno)")
    }()

    /// Writes `bytes` to `name` inside the folder, replacing what was there; returns its path.
    /// A plain write, not an atomic one: nothing else reads the folder while a target runs, and
    /// the `fsync` of an atomic write was a fifth of a data target's time.
    static func write(_ bytes: [UInt8], as name: String) -> String {
        let path = self.path + "/" + name
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { fatalError("mapc-fuzz: cannot write \(path): errno \(errno)") }
        defer { close(descriptor) }
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress! + written, $0.count - written) }
            guard count > 0 else { fatalError("mapc-fuzz: cannot write \(path): errno \(errno)") }
            written += count
        }
        return path
    }
}
