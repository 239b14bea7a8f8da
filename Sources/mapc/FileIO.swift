import ArgumentParser
import MapSceneBase

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file problem that is the command's fault, not the scene's: exit code 2.
struct FileError: Error, CustomStringConvertible {
    let description: String
}

/// Reading scene files, from a path or from standard input (`-`).
enum FileIO {
    /// The largest scene file read, in bytes; larger ones are refused before parsing.
    static let maximumInputBytes = 256 * 1024 * 1024

    /// The argument that names standard input.
    static let standardInput = "-"

    /// The name standard input goes by in diagnostics.
    static let standardInputName = "<stdin>"

    /// The folder the paths inside the scene read from `input` are resolved against: the scene
    /// file's own folder, or the current folder for standard input.
    static func folder(of input: String) -> String {
        input == standardInput ? "." : Path.directory(of: input)
    }

    /// Reads a whole scene file (or FIFO, such as a shell's `<(...)`), or standard input for `-`
    /// (named `<stdin>`, YAML unless `syntax` says otherwise). `syntax`, when given, is the syntax
    /// of a file whatever its name.
    static func readScene(_ path: String, syntax: SceneSyntax? = nil) throws -> SourceFile {
        if path == standardInput {
            let bytes = try readAll(descriptor: 0, name: standardInputName, sizeHint: 0)
            return SourceFile(path: standardInputName, bytes: bytes, syntax: syntax ?? .yaml)
        }
        var info = stat()
        guard stat(path, &info) == 0 else { throw FileError(description: "cannot read '\(path)': \(Descriptor.errorText())") }
        guard (info.st_mode & S_IFMT) != S_IFDIR else { throw FileError(description: "cannot read '\(path)': it is a folder") }
        // A FIFO or a device (`<(...)` in a shell) is read to its end like standard input.
        let isFile = (info.st_mode & S_IFMT) == S_IFREG
        guard !isFile || info.st_size <= maximumInputBytes else {
            throw FileError(description: "cannot read '\(path)': larger than \(maximumInputBytes / 1024 / 1024) MiB")
        }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw FileError(description: "cannot read '\(path)': \(Descriptor.errorText())") }
        defer { close(descriptor) }
        return SourceFile(
            path: path, bytes: try readAll(descriptor: descriptor, name: path, sizeHint: isFile ? Int(info.st_size) : 0),
            syntax: syntax)
    }

    /// Reads a whole scene for a command that reads only that one: a file that cannot be read is
    /// reported on standard error and ends the command with exit code 2.
    static func readSceneOrExit(_ path: String, syntax: SceneSyntax? = nil) throws -> SourceFile {
        return try exitingOnFileError { try readScene(path, syntax: syntax) }
    }

    /// Every byte up to the end of `descriptor`, at most `maximumInputBytes`. Read straight into
    /// the array's storage: a file's is made once, one byte larger than the file (so its end is
    /// seen without growing it); standard input's and a FIFO's double as they fill.
    private static func readAll(descriptor: Int32, name: String, sizeHint: Int) throws -> [UInt8] {
        var bytes: [UInt8] = []
        var capacity = min(max(sizeHint + 1, 1 << 16), maximumInputBytes + 1)
        while true {
            var ended = false
            bytes = try [UInt8](unsafeUninitializedCapacity: capacity) { [bytes] buffer, count in
                count = buffer.initialize(fromContentsOf: bytes)
                while count < buffer.count {
                    let received = read(descriptor, buffer.baseAddress! + count, buffer.count - count)
                    if received < 0 {
                        if errno == EINTR { continue }
                        throw FileError(description: "cannot read '\(name)': \(Descriptor.errorText())")
                    }
                    if received == 0 {
                        ended = true
                        return
                    }
                    count += received
                }
            }
            if ended { return bytes }
            guard bytes.count <= maximumInputBytes else {
                throw FileError(description: "cannot read '\(name)': larger than \(maximumInputBytes / 1024 / 1024) MiB")
            }
            capacity = min(2 * capacity, maximumInputBytes + 1)
        }
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

    /// `name` inside `folder`, with one slash between them.
    static func joining(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
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
