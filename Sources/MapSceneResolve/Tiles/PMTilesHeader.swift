import MapSceneGeometry

/// The fixed 127-byte header of a PMTiles version 3 archive: where its sections are, how they are
/// compressed, and what its tiles are. Integers are little-endian.
package struct PMTilesHeader: Equatable, Sendable {
    /// The header's size in bytes.
    package static let size = 127

    /// How a section or the tiles are compressed.
    package enum Compression: UInt8, Sendable {
        case unknown = 0
        case none = 1
        case gzip = 2
        case brotli = 3
        case zstd = 4
    }

    /// A section of the archive: where it starts and how long it is, in bytes.
    package struct Section: Equatable, Sendable {
        /// The offset of its first byte from the start of the file.
        package var offset: UInt64
        /// Its length in bytes.
        package var length: UInt64
    }

    /// The root directory.
    package var rootDirectory: Section
    /// The JSON metadata, compressed as `internalCompression` says.
    package var metadata: Section
    /// The leaf directories.
    package var leafDirectories: Section
    /// The tiles.
    package var tileData: Section
    /// Tiles addressed, counting each of a run (0 if unknown).
    package var addressedTiles: UInt64
    /// Directory entries that are tiles (0 if unknown).
    package var tileEntries: UInt64
    /// Distinct tiles stored (0 if unknown).
    package var tileContents: UInt64
    /// True when the tiles are stored in tile id order.
    package var isClustered: Bool
    /// How the directories and metadata are compressed.
    package var internalCompression: Compression
    /// How each tile is compressed.
    package var tileCompression: Compression
    /// What the tiles are.
    package var tileType: TileFormat
    /// The shallowest zoom with tiles.
    package var minZoom: Int
    /// The deepest zoom with tiles.
    package var maxZoom: Int
    /// The area covered, from the header's 10⁻⁷-degree integers.
    package var bounds: TileArchiveBounds
    /// The zoom a map of the archive would start at.
    package var centerZoom: Int
    /// Where a map of the archive would start.
    package var center: Coordinate

    /// Reads a header from the first 127 bytes of an archive.
    package init(bytes: [UInt8], path: String) throws(TileArchiveError) {
        guard bytes.count >= Self.size else { throw TileArchiveError(path: path, .truncated("header"), at: 0) }
        guard bytes.starts(with: Array("PMTiles".utf8)) else { throw TileArchiveError(path: path, .badMagic, at: 0) }
        guard bytes[7] == 3 else { throw TileArchiveError(path: path, .unsupportedVersion(Int(bytes[7])), at: 7) }
        func uint64(_ at: Int) -> UInt64 { (0..<8).reduce(0) { $0 | UInt64(bytes[at + $1]) << (8 * UInt64($1)) } }
        func int32(_ at: Int) -> Int32 {
            Int32(bitPattern: (0..<4).reduce(0) { $0 | UInt32(bytes[at + $1]) << (8 * UInt32($1)) })
        }
        func degrees(_ at: Int) -> Double { Double(int32(at)) / 10_000_000 }
        func compression(_ at: Int) throws(TileArchiveError) -> Compression {
            guard let value = Compression(rawValue: bytes[at]) else {
                throw TileArchiveError(path: path, .unsupportedCompression("compression \(bytes[at])"), at: UInt64(at))
            }
            return value
        }
        rootDirectory = Section(offset: uint64(8), length: uint64(16))
        metadata = Section(offset: uint64(24), length: uint64(32))
        leafDirectories = Section(offset: uint64(40), length: uint64(48))
        tileData = Section(offset: uint64(56), length: uint64(64))
        addressedTiles = uint64(72)
        tileEntries = uint64(80)
        tileContents = uint64(88)
        isClustered = bytes[96] == 1
        internalCompression = try compression(97)
        tileCompression = try compression(98)
        tileType =
            switch bytes[99] {
            case 1: .mvt
            case 2: .png
            case 3: .jpeg
            case 4: .webp
            case 5: .avif
            case 0: .unknown
            case 6: throw TileArchiveError(path: path, .mapLibreTiles("tile type 6"), at: 99)
            default: throw TileArchiveError(path: path, .unsupportedTileType(bytes[99]), at: 99)
            }
        minZoom = Int(bytes[100])
        maxZoom = Int(bytes[101])
        guard minZoom <= maxZoom, maxZoom <= TileCoordinate.maximumZoom else {
            throw TileArchiveError(path: path, .malformedMetadata("zooms \(minZoom)–\(maxZoom) in the header"), at: 100)
        }
        bounds = TileArchiveBounds(west: degrees(102), south: degrees(106), east: degrees(110), north: degrees(114))
        centerZoom = Int(bytes[118])
        center = Coordinate(latitude: degrees(123), longitude: degrees(119))
    }
}
