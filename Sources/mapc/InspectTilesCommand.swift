import ArgumentParser
import Foundation
import MapSceneBase
import MapSceneModel
import MapScenePipeline

extension InspectCommand {
    /// `mapc inspect tiles FILE`: the raster tiles the scene's sources give for its view, as JSON.
    struct Tiles: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "tiles",
            abstract:
                "Print the raster tiles each tile source gives for the scene's view as JSON: for each template or archive as written, its attribution and its tiles (z/x/y, key, media type, bytes)."
        )

        @Argument(help: "A scene file, or - for standard input.")
        var file: String

        @OptionGroup(title: "Raster tiles") var tiles: TileFetchOptions

        @OptionGroup var input: SyntaxOptions

        /// One source's tiles, as printed.
        struct Layer: Encodable {
            var attribution: String?
            var tiles: [Tile]
        }

        /// One tile, as printed: its image's size rather than its bytes.
        struct Tile: Encodable {
            var tile: String
            var key: String
            var mediaType: String
            var bytes: Int?
            var href: String?
        }

        func run() throws {
            let source = try FileIO.readSceneOrExit(file, syntax: input.syntax)
            let (scene, diagnostics) = Pipeline.load(
                source, directory: FileIO.folder(of: file), options: tiles.applied(to: PipelineOptions()))
            if !diagnostics.isEmpty {
                Terminal.standardError.write(
                    DiagnosticPrinter(colors: Terminal.standardError.wantsColor).render(diagnostics, in: source))
            }
            guard let scene else { throw ExitCode.inputErrors }
            let layers = scene.rasterTiles.mapValues { layer in
                Layer(
                    attribution: layer.attribution,
                    tiles: layer.tiles.map { tile in
                        let href = tile.image.href
                        let embedded =
                            href.hasPrefix("data:")
                            ? href.split(separator: ",", maxSplits: 1).last.flatMap { Data(base64Encoded: String($0)) } : nil
                        return Tile(
                            tile: tile.coordinate.description, key: tile.key, mediaType: tile.image.mediaType,
                            bytes: embedded?.count,
                            href: embedded == nil ? href : nil)
                    })
            }
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            try Terminal.standardOutput.writeResult(String(decoding: try encoder.encode(layers), as: UTF8.self) + "\n")
        }
    }
}
