import ArgumentParser
import MapSceneModel

/// How raster tiles named by URL are had; shared by the commands that compile scenes.
struct TileFetchOptions: ParsableArguments {
    @Flag(
        help:
            "Read tiles named by URL from the tile cache only ($XDG_CACHE_HOME/mapc/tiles or ~/.cache/mapc/tiles); fetch nothing."
    )
    var offline = false

    @Option(help: ArgumentHelp("Seconds one tile request may take (default 15).", valueName: "seconds"))
    var tileTimeout = PipelineOptions.defaultTileTimeout

    /// Checks the timeout; ArgumentParser calls it for every command that holds these options.
    func validate() throws {
        if !(0.1...600).contains(tileTimeout) {
            throw ValidationError("--tile-timeout must be between 0.1 and 600 seconds, found \(tileTimeout)")
        }
    }

    /// `options` with these choices.
    func applied(to options: PipelineOptions) -> PipelineOptions {
        Self.applied(offline: offline, tileTimeout: tileTimeout, to: options)
    }

    /// `options` with these choices, given as values.
    static func applied(offline: Bool, tileTimeout: Double, to options: PipelineOptions) -> PipelineOptions {
        var options = options
        options.offline = offline
        options.tileTimeout = tileTimeout
        return options
    }
}
