import Foundation

/// A private folder the targets write data files and tile archives into, made once per process
/// (`mkdtemp` under the temporary folder) and reused for every input.
enum ScratchFolder {
    static let path: String = {
        var template = Array((NSTemporaryDirectory() + "/mapc-fuzz-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else { fatalError("mapc-fuzz: cannot make a scratch folder: errno \(errno)") }
        return String(cString: made)
    }()

    /// Writes `bytes` to `name` inside the folder, replacing what was there; returns its path.
    static func write(_ bytes: [UInt8], as name: String) -> String {
        let path = self.path + "/" + name
        guard FileManager.default.createFile(atPath: path, contents: Data(bytes)) else {
            fatalError("mapc-fuzz: cannot write \(path)")
        }
        return path
    }
}
