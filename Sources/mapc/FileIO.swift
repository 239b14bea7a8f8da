import ArgumentParser
import MapScene
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file problem that is the command's fault, not the scene's: exit code 2.
struct FileError: Error, CustomStringConvertible {
    let description: String
}

/// Reading inputs and writing outputs without ever leaving a half-written file.
enum FileIO {
    /// The largest scene file read, in bytes; larger ones are refused before parsing.
    static let maximumInputBytes = 256 * 1024 * 1024

    /// Reads a whole scene file.
    static func readScene(_ path: String) throws -> SourceFile {
        var info = stat()
        guard stat(path, &info) == 0 else { throw FileError(description: "cannot read '\(path)': \(errorText())") }
        guard (info.st_mode & S_IFMT) == S_IFREG else { throw FileError(description: "cannot read '\(path)': not a regular file") }
        guard info.st_size <= maximumInputBytes else {
            throw FileError(description: "cannot read '\(path)': larger than \(maximumInputBytes / 1024 / 1024) MiB")
        }
        guard let file = fopen(path, "rb") else { throw FileError(description: "cannot read '\(path)': \(errorText())") }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(info.st_size))
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = fread(&chunk, 1, chunk.count, file)
            if count > 0 { bytes.append(contentsOf: chunk[0..<count]) }
            if count < chunk.count {
                if ferror(file) != 0 { throw FileError(description: "cannot read '\(path)': \(errorText())") }
                break
            }
            if bytes.count > maximumInputBytes { throw FileError(description: "cannot read '\(path)': too large") }
        }
        return SourceFile(path: path, bytes: bytes)
    }

    /// Reads a whole scene file for a command that reads only that one: a file that cannot be
    /// read is reported on standard error and ends the command with exit code 2.
    static func readSceneOrExit(_ path: String) throws -> SourceFile {
        do {
            return try readScene(path)
        } catch {
            Terminal.standardError.write("mapc: error: \(error)\n")
            throw ExitCode.usage
        }
    }

    /// The permission bits of the file at `path`, if it exists.
    static func permissions(of path: String) -> mode_t? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return info.st_mode & 0o7777
    }

    /// Writes `bytes` to `path` through a temporary file in the same folder and a rename, so the
    /// file at `path` is either the old one or the whole new one. The new file gets `mode`, or
    /// the mode a new file would get.
    static func writeAtomically(_ bytes: [UInt8], to path: String, mode: mode_t? = nil) throws {
        let directory = Path.directory(of: path)
        var template = Array("\(directory)/.\(Path.fileName(of: path)).mapc-XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw FileError(description: "cannot write '\(path)': \(errorText())") }
        let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var failure: String?
        bytes.withUnsafeBufferPointer { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = errorText()
                    return
                }
                offset += written
            }
        }
        // mkstemp makes the file private; give it the mode asked for, or the one a new file would get.
        if let mode {
            fchmod(descriptor, mode)
        } else {
            let mask = umask(0)
            umask(mask)
            fchmod(descriptor, 0o666 & ~mask)
        }
        if close(descriptor) != 0, failure == nil { failure = errorText() }
        if failure == nil, rename(temporary, path) != 0 { failure = errorText() }
        if let failure {
            unlink(temporary)
            throw FileError(description: "cannot write '\(path)': \(failure)")
        }
    }

    private static func errorText() -> String {
        String(cString: strerror(errno)).lowercased()
    }
}

/// Path arithmetic on plain strings.
enum Path {
    /// The folder holding `path`, or `.`.
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let folder = String(path[..<slash])
        return folder.isEmpty ? "/" : folder
    }

    /// The last component of `path`.
    static func fileName(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// `path` with its extension (if any) replaced by `newExtension`.
    static func replacingExtension(of path: String, with newExtension: String) -> String {
        let name = fileName(of: path)
        let stem = name.lastIndex(of: ".").map { name[..<$0] }.map(String.init) ?? name
        let folder = path.lastIndex(of: "/").map { String(path[...$0]) } ?? ""
        return folder + (stem.isEmpty ? name : stem) + "." + newExtension
    }
}
