import Foundation

/// The disk cache of fetched tiles: one file per URL, under a folder per host, so a second
/// compile of a scene needs no network and gives the same bytes. A file is written whole or not
/// at all (a temporary file beside it, renamed); a file that is not an image is taken as absent.
/// Tiles are kept until the folder is deleted.
package struct TileCache: Sendable {
    /// The cache's folder.
    package let folder: String

    /// The folder of the cache the environment names: `$XDG_CACHE_HOME/mapc/tiles`, else
    /// `$HOME/.cache/mapc/tiles`; nil when neither is set to an absolute path.
    package static func defaultFolder(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") { return cache + "/mapc/tiles" }
        if let home = environment["HOME"], home.hasPrefix("/") { return home + "/.cache/mapc/tiles" }
        return nil
    }

    /// The file that holds the tile fetched from `url`: `HOST/HASH` with the host's name (and
    /// port) and 128 bits of FNV-1a hashes of the whole URL.
    package func path(for url: String) -> String {
        folder + "/" + Self.hostFolder(of: url) + "/" + Self.fileName(of: url)
    }

    /// The host and port of `url` with every character but letters, digits, `.` and `-` as `_`.
    package static func hostFolder(of url: String) -> String {
        let afterScheme = url.range(of: "://").map { url[$0.upperBound...] } ?? Substring(url)
        var authority = afterScheme.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        if let at = authority.lastIndex(of: "@") { authority = authority[authority.index(after: at)...] }
        let name = String(authority.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "." || $0 == "-") ? $0 : "_" })
        return name.isEmpty || name.allSatisfy({ $0 == "." }) ? "_" : name
    }

    /// Two 64-bit FNV-1a hashes of `url` with different starting values, in hexadecimal.
    package static func fileName(of url: String) -> String {
        func fnv(_ seed: UInt64) -> String {
            var hash = seed
            for byte in url.utf8 {
                hash ^= UInt64(byte)
                hash = hash &* 0x0000_0100_0000_01B3
            }
            let hex = String(hash, radix: 16)
            return String(repeating: "0", count: 16 - hex.count) + hex
        }
        return fnv(0xCBF2_9CE4_8422_2325) + fnv(0x84222325_CBF29CE4)
    }

    /// The cached bytes of `url`: nil when there are none, or what is there is not an image.
    package func read(_ url: String, limit: Int) -> [UInt8]? {
        let descriptor = open(path(for: url), O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
        guard descriptor >= 0 else { return nil }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size <= off_t(limit),
            let data = try? handle.read(upToCount: limit + 1)
        else { return nil }
        let bytes = Array(data)
        return ImageFileReader.mediaType(of: bytes) == nil ? nil : bytes
    }

    /// Stores `bytes` as the tile of `url`: written to a temporary file in the host's folder and
    /// renamed over the tile's file, so a reader sees the old tile, the new one or none, never
    /// part of one. Throws the system's words when the folder or file cannot be written.
    package func write(_ bytes: [UInt8], for url: String) throws(TileCacheError) {
        let target = path(for: url)
        let directory = String(target[..<target.lastIndex(of: "/")!])
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw TileCacheError(message: "cannot make '\(directory)': \(ScenePath.systemError())")
        }
        let temporary = directory + "/.tile-\(getpid())-\(UInt64.random(in: 0...UInt64.max)).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw TileCacheError(message: "cannot write in '\(directory)': \(ScenePath.systemError())") }
        var written = 0
        var failure: Int32?
        bytes.withUnsafeBytes { buffer in
            while written < buffer.count {
                let count = Foundation.write(descriptor, buffer.baseAddress! + written, buffer.count - written)
                if count < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                written += count
            }
        }
        if failure == nil, fsync(descriptor) != 0 { failure = errno }
        if close(descriptor) != 0, failure == nil { failure = errno }
        if failure == nil, rename(temporary, target) != 0 { failure = errno }
        if let failure {
            unlink(temporary)
            throw TileCacheError(message: "cannot write '\(target)': \(ScenePath.systemError(failure))")
        }
    }
}

/// Why a tile could not be stored in the cache.
package struct TileCacheError: Error, Equatable {
    package var message: String
}
