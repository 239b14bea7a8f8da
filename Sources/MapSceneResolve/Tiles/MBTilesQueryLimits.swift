/// How much an MBTiles archive's SQL may make SQLite do. Its `tiles` and `metadata` may be views
/// (real writers make `tiles` a view over `map` and `images`), so a query can be any query, an
/// endless recursive one among them: the archive's queries together stop at a number of SQLite's
/// operations and of seconds, and the `metadata` rows read at a count (their bytes at
/// `TileArchiveLimits.metadataBytes`).
package struct MBTilesQueryLimits: Sendable, Equatable {
    /// SQLite virtual-machine operations, for all the archive's queries together.
    package var operations: Int
    /// Seconds spent in SQLite, for all the archive's queries together.
    package var seconds: Double
    /// Rows of the `metadata` table.
    package var metadataRows: Int

    /// Creates limits.
    package init(operations: Int, seconds: Double, metadataRows: Int) {
        self.operations = operations
        self.seconds = seconds
        self.metadataRows = metadataRows
    }

    /// Far more than real archives need, a `tiles` view over a million tiles scanned for its
    /// zooms among them: 50 million operations, 5 seconds and 10,000 metadata rows.
    package static let `default` = MBTilesQueryLimits(operations: 50_000_000, seconds: 5, metadataRows: 10_000)
}
