/// Opens tile archives by what their files are, not what they are called.
package enum TileArchives {
    /// The archive at `path`: PMTiles when the file starts with `PMTiles`, MBTiles when it is an
    /// SQLite database; anything else is `unrecognizedFormat`.
    package static func open(path: String, limits: TileArchiveLimits = .default) throws(TileArchiveError) -> any TileArchive {
        let file = try ArchiveFile(path: path)
        let head = try file.read("first bytes", at: 0, length: Int(min(file.size, 16)))
        if head.starts(with: Array("PMTiles".utf8)) { return try PMTilesArchive(path: path, limits: limits) }
        if head == MBTilesArchive.sqliteMagic { return try MBTilesArchive(path: path, limits: limits) }
        throw TileArchiveError(path: path, .unrecognizedFormat, at: 0)
    }
}
