#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a scene file that `mapc lint --fix` changed back over itself, through `OutputFile` (a
/// temporary file beside it and a rename; permissions and owner kept; a link followed). More
/// careful than other outputs, because the file is the author's own source:
/// - only a regular file is rewritten: a directory, device, FIFO or socket at the path is an error;
/// - a read-only file (no write permission for anyone) is an error, even for root;
/// - a file that no longer holds the bytes that were linted (changed or replaced meanwhile) is an
///   error, so an edit made in the meantime is never lost.
/// Nothing is written when any of these fails.
enum FixedFile {
    static func write(_ bytes: [UInt8], over path: String, linted original: [UInt8]) throws {
        switch try OutputFile.destination(of: path) {
        case .regularFile(let target, let mode, _, _):
            guard mode & 0o222 != 0 else { throw failure(path, "it is read-only") }
            guard let now = try? FileIO.readScene(target), now.bytes == original else {
                throw failure(path, "it changed while mapc was fixing it")
            }
        case .newFile:
            throw failure(path, "it was removed while mapc was fixing it")
        case .stream, .socket, .descriptor:
            throw failure(path, "it is not a regular file, so it cannot be fixed in place")
        }
        try OutputFile.write(bytes, to: path)
    }

    private static func failure(_ path: String, _ why: String) -> FileError {
        FileError(description: "cannot write '\(path)': \(why)")
    }
}
