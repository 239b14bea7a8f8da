import Foundation
import MapSceneBase
import MapSceneGeometry

/// A PMTiles version 3 archive, read from its file a part at a time with `pread`: the header and
/// root directory when opened, then leaf directories (a few kept) and tiles as they are asked
/// for. A corrupt archive — truncated, not PMTiles, a malformed directory, an entry pointing past
/// its section, a part that does not decompress — is an error value, never a crash.
package final class PMTilesArchive: TileArchive {
    /// The archive's path, as the scene named it resolved.
    package let path: String
    /// The archive's header.
    package let header: PMTilesHeader
    /// What the header and the JSON metadata say: format, zooms, bounds, attribution.
    package let metadata: TileArchiveMetadata
    /// The archive's JSON metadata, whole.
    package let metadataJSON: LocatedJSON
    private let limits: TileArchiveLimits
    private let file: ArchiveFile
    private let root: PMTilesDirectory
    private let leaves: LeafDirectoryCache

    /// Opens the archive at `path` and reads its header, root directory and metadata.
    package init(path: String, limits: TileArchiveLimits = .default) throws(TileArchiveError) {
        self.path = path
        self.limits = limits
        leaves = LeafDirectoryCache(capacity: limits.cachedDirectoryBytes)
        file = try ArchiveFile(path: path)
        let header = try PMTilesHeader(bytes: file.read("header", at: 0, length: PMTilesHeader.size), path: path)
        self.header = header
        for (what, compression) in [("directories and metadata", header.internalCompression), ("tiles", header.tileCompression)]
        where compression == .brotli || compression == .zstd {
            throw TileArchiveError(path: path, .unsupportedCompression("\(what) compressed with \(compression)"), at: 97)
        }
        let sections = [
            ("root directory", header.rootDirectory), ("metadata", header.metadata),
            ("leaf directories", header.leafDirectories), ("tile data", header.tileData),
        ]
        for (part, section) in sections {
            let (end, overflow) = section.offset.addingReportingOverflow(section.length)
            guard !overflow, end <= file.size else { throw TileArchiveError(path: path, .truncated(part), at: section.offset) }
        }
        root = try Self.directory(
            in: file, at: header.rootDirectory.offset, length: header.rootDirectory.length, part: "root directory",
            compression: header.internalCompression, limits: limits)
        let json = try Self.metadataJSON(in: file, header: header, limits: limits)
        metadataJSON = json
        do throws(TileJSONMetadataError) {
            metadata = TileArchiveMetadata(
                format: header.tileType, minZoom: header.minZoom, maxZoom: header.maxZoom, bounds: header.bounds,
                center: header.center, centerZoom: header.centerZoom, name: try TileJSONMetadata.string(json, "name"),
                attribution: try TileJSONMetadata.string(json, "attribution"),
                layerNames: try TileJSONMetadata.layerNames(json))
        } catch {
            throw TileArchiveError(path: path, .malformedMetadata(error.message), at: header.metadata.offset)
        }
    }

    /// The bytes of the tile at `coordinate`, decompressed; nil when the archive has none there.
    package func tile(at coordinate: TileCoordinate) throws(TileArchiveError) -> [UInt8]? {
        guard let entry = try tileEntry(for: coordinate) else { return nil }
        let part = "tile \(coordinate)"
        let offset = try position(of: entry, in: header.tileData, part: part)
        guard entry.length <= UInt64(limits.tileBytes) else {
            throw TileArchiveError(path: path, .tooLarge(part, limit: limits.tileBytes), at: offset)
        }
        let bytes = try file.read(part, at: offset, length: Int(entry.length))
        return try Self.decompress(bytes, header.tileCompression, part: part, at: offset, limit: limits.tileBytes, path: path)
    }

    /// The offset of the tile's bytes in the tile data: one for every tile id of a run, and for
    /// every entry that points at the same bytes.
    package func storedTileKey(at coordinate: TileCoordinate) throws(TileArchiveError) -> UInt64? {
        try tileEntry(for: coordinate)?.offset
    }

    /// The directory entry of the tile at `coordinate`, through the leaves; nil when there is none.
    private func tileEntry(for coordinate: TileCoordinate) throws(TileArchiveError) -> PMTilesEntry? {
        let id = coordinate.pmtilesTileID
        var directory = root
        for _ in 0..<limits.directoryDepth {
            guard let entry = directory.entry(for: id) else { return nil }
            guard entry.isLeaf else { return entry }
            directory = try leaf(entry)
        }
        throw TileArchiveError(path: path, .directoryTooDeep(limits.directoryDepth - 1))
    }

    /// The leaf directory `entry` points at, from the cache or the file.
    private func leaf(_ entry: PMTilesEntry) throws(TileArchiveError) -> PMTilesDirectory {
        let offset = try position(of: entry, in: header.leafDirectories, part: "leaf directory")
        if let cached = leaves[offset] { return cached }
        let directory = try Self.directory(
            in: file, at: offset, length: entry.length, part: "leaf directory", compression: header.internalCompression,
            limits: limits)
        leaves[offset] = directory
        return directory
    }

    /// Where in the file the bytes of `entry` start, checked to lie inside `section`.
    private func position(of entry: PMTilesEntry, in section: PMTilesHeader.Section, part: String) throws(TileArchiveError)
        -> UInt64
    {
        let (end, overflow) = entry.offset.addingReportingOverflow(entry.length)
        guard !overflow, end <= section.length else {
            throw TileArchiveError(path: path, .outOfBounds(part), at: section.offset &+ entry.offset)
        }
        return section.offset + entry.offset
    }

    private static func directory(
        in file: ArchiveFile, at offset: UInt64, length: UInt64, part: String, compression: PMTilesHeader.Compression,
        limits: TileArchiveLimits
    ) throws(TileArchiveError) -> PMTilesDirectory {
        guard length <= UInt64(limits.directoryBytes) else {
            throw TileArchiveError(path: file.path, .tooLarge(part, limit: limits.directoryBytes), at: offset)
        }
        let bytes = try decompress(
            file.read(part, at: offset, length: Int(length)), compression, part: part, at: offset,
            limit: limits.directoryBytes, path: file.path)
        do {
            return try PMTilesDirectory(bytes: bytes, maximumEntries: limits.directoryEntries)
        } catch {
            throw TileArchiveError(path: file.path, .malformedDirectory("the \(part) \(error.message)"), at: offset)
        }
    }

    private static func metadataJSON(
        in file: ArchiveFile, header: PMTilesHeader, limits: TileArchiveLimits
    ) throws(TileArchiveError) -> LocatedJSON {
        let section = header.metadata
        guard section.length <= UInt64(limits.metadataBytes) else {
            throw TileArchiveError(path: file.path, .tooLarge("metadata", limit: limits.metadataBytes), at: section.offset)
        }
        let compressed = try file.read("metadata", at: section.offset, length: Int(section.length))
        let bytes =
            compressed.isEmpty
            ? []
            : try decompress(
                compressed, header.internalCompression, part: "metadata", at: section.offset, limit: limits.metadataBytes,
                path: file.path)
        do {
            return try TileJSONMetadata.object(bytes)
        } catch {
            throw TileArchiveError(path: file.path, .malformedMetadata(error.message), at: section.offset)
        }
    }

    /// `bytes` decompressed as `compression` says; bytes of unknown compression are inflated when
    /// they start as gzip does.
    private static func decompress(
        _ bytes: [UInt8], _ compression: PMTilesHeader.Compression, part: String, at offset: UInt64, limit: Int, path: String
    ) throws(TileArchiveError) -> [UInt8] {
        switch compression {
        case .none: return bytes
        case .unknown where !Inflate.isGzip(bytes): return bytes
        case .gzip, .unknown:
            do {
                return try Inflate.inflate(bytes, limit: limit)
            } catch {
                throw TileArchiveError(path: path, .undecompressable(part, error), at: offset)
            }
        case .brotli, .zstd:
            throw TileArchiveError(path: path, .unsupportedCompression("\(part) compressed with \(compression)"), at: offset)
        }
    }
}

/// The leaf directories an archive has read lately, by offset, up to a number of bytes of
/// entries; safe to use from several threads.
private final class LeafDirectoryCache: @unchecked Sendable {
    /// The most bytes of entries kept; past that the cache starts again empty.
    private let capacity: Int
    private let lock = NSLock()
    private var directories: [UInt64: PMTilesDirectory] = [:]
    private var bytes = 0

    package init(capacity: Int) {
        self.capacity = capacity
    }

    package subscript(offset: UInt64) -> PMTilesDirectory? {
        get { lock.withLock { directories[offset] } }
        set {
            guard let newValue, newValue.byteCount <= capacity else { return }
            lock.withLock {
                if bytes + newValue.byteCount > capacity {
                    directories.removeAll()
                    bytes = 0
                }
                if let old = directories.updateValue(newValue, forKey: offset) { bytes -= old.byteCount }
                bytes += newValue.byteCount
            }
        }
    }
}
