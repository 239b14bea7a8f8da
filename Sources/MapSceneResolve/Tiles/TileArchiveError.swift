/// Why a tile archive could not be opened or a tile read from it: the file, what is wrong, and the
/// byte of the file where it was found when that is known.
package struct TileArchiveError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong.
    package enum Reason: Equatable, Sendable {
        /// The file could not be opened or read; the system's words.
        case unreadable(String)
        /// The path names a directory, a device or a pipe.
        case notARegularFile
        /// The file is neither a PMTiles archive nor an SQLite database.
        case unrecognizedFormat
        /// A PMTiles archive's first bytes are not `PMTiles`.
        case badMagic
        /// An MBTiles file that is not an SQLite database.
        case notSQLite
        /// A PMTiles version other than 3.
        case unsupportedVersion(Int)
        /// The file ends inside the named part.
        case truncated(String)
        /// The named part points outside the file or outside its section.
        case outOfBounds(String)
        /// A compression mapc cannot read (brotli, zstd) or an unknown one.
        case unsupportedCompression(String)
        /// A PMTiles tile type the specification does not define.
        case unsupportedTileType(UInt8)
        /// MapLibre Tiles, which mapc cannot read yet; how the archive says so (`tile type 6`,
        /// `format "mlt"`).
        case mapLibreTiles(String)
        /// The named part does not decompress.
        case undecompressable(String, InflateError)
        /// A directory's varints, ids, lengths or offsets are malformed.
        case malformedDirectory(String)
        /// Leaf directories nest deeper than the limit.
        case directoryTooDeep(Int)
        /// The metadata is not what the format asks for.
        case malformedMetadata(String)
        /// SQLite's words about an MBTiles database.
        case database(String)
        /// A tile coordinate outside the pyramid: a zoom past 31, or a column or row past 2^z − 1.
        case tileOutOfRange(z: Int, x: Int, y: Int)
        /// The named part is larger than the limit, in bytes.
        case tooLarge(String, limit: Int)
    }

    /// The archive's path.
    package var path: String
    /// What is wrong.
    package var reason: Reason
    /// Where in the file, when known.
    package var byteOffset: UInt64?

    /// Creates an error.
    package init(path: String, _ reason: Reason, at byteOffset: UInt64? = nil) {
        self.path = path
        self.reason = reason
        self.byteOffset = byteOffset
    }

    package var description: String {
        let place = byteOffset.map { "\(path), byte \($0)" } ?? path
        return "\(place): \(reasonText)"
    }

    private var reasonText: String {
        switch reason {
        case .unreadable(let message): "cannot read the file (\(message))"
        case .notARegularFile: "not a regular file"
        case .unrecognizedFormat: "neither a PMTiles archive nor an MBTiles database"
        case .badMagic: "not a PMTiles archive (it does not start with \"PMTiles\")"
        case .notSQLite: "not an MBTiles database (it is not SQLite)"
        case .unsupportedVersion(let version): "PMTiles version \(version) is not supported (only 3)"
        case .truncated(let part): "the file ends inside the \(part)"
        case .outOfBounds(let part): "the \(part) points past the end of the file or its section"
        case .unsupportedCompression(let what): "\(what) cannot be read"
        case .mapLibreTiles(let said):
            "MapLibre Tile (MLT) archives are not supported yet (\(said)); mapc reads Mapbox Vector Tiles and PNG, JPEG and WebP tiles"
        case .unsupportedTileType(let type):
            "tile type \(type) is not one PMTiles version 3 defines (0 to 6); mapc reads Mapbox Vector Tiles and PNG, JPEG and WebP tiles"
        case .undecompressable(let part, let error): "the \(part) \(error)"
        case .malformedDirectory(let message): "malformed directory: \(message)"
        case .directoryTooDeep(let depth): "leaf directories nest deeper than \(depth)"
        case .malformedMetadata(let message): "malformed metadata: \(message)"
        case .database(let message): "SQLite: \(message)"
        case .tileOutOfRange(let z, let x, let y): "there is no tile \(z)/\(x)/\(y)"
        case .tooLarge(let part, let limit): "the \(part) is larger than \(limit) bytes"
        }
    }
}

/// How much an archive may make mapc read or hold, so a corrupt or hostile archive is an error
/// rather than exhausted memory.
package struct TileArchiveLimits: Sendable, Equatable {
    /// A tile's bytes, compressed or not.
    package var tileBytes: Int
    /// A directory's bytes, compressed or not.
    package var directoryBytes: Int
    /// The metadata's bytes, compressed or not.
    package var metadataBytes: Int
    /// Directories looked through for one tile: the root and its leaves.
    package var directoryDepth: Int
    /// Entries in one directory.
    package var directoryEntries: Int
    /// Decoded leaf directories kept for the next tiles, in bytes of entries.
    package var cachedDirectoryBytes: Int

    /// Creates limits.
    package init(
        tileBytes: Int, directoryBytes: Int, metadataBytes: Int, directoryDepth: Int, directoryEntries: Int = 1 << 20,
        cachedDirectoryBytes: Int = 64 << 20
    ) {
        self.tileBytes = tileBytes
        self.directoryBytes = directoryBytes
        self.metadataBytes = metadataBytes
        self.directoryDepth = directoryDepth
        self.directoryEntries = directoryEntries
        self.cachedDirectoryBytes = cachedDirectoryBytes
    }

    /// Far more than real archives need: 16 MiB tiles, 32 MiB directories of at most 1,048,576
    /// entries (writers make leaves of a few thousand), 16 MiB metadata, four levels of
    /// directories (PMTiles writers use two), and 64 MiB of decoded leaves kept.
    package static let `default` = TileArchiveLimits(
        tileBytes: 16 << 20, directoryBytes: 32 << 20, metadataBytes: 16 << 20, directoryDepth: 4)
}
