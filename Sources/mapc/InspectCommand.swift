import ArgumentParser
import Foundation
import MapSceneBase
import MapSceneCamera
import MapSceneModel
import MapScenePipeline

/// `mapc inspect`: show what the compiler resolved.
struct InspectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "inspect",
        abstract: "Show what the compiler resolved for a scene.",
        subcommands: [Camera.self, Tiles.self]
    )

    /// `mapc inspect camera FILE`: the resolved camera as JSON.
    struct Camera: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "camera",
            abstract:
                "Print the resolved camera as JSON: center, span, mapRect, zoomLevel, metersPerPoint, altitude, pitch, heading, canvas."
        )

        @Argument(help: "A scene file, or - for standard input.")
        var file: String

        @OptionGroup var fileAccess: FileAccessOptions

        @OptionGroup var input: SyntaxOptions

        func run() throws {
            let source = try FileIO.readSceneOrExit(file, syntax: input.syntax)
            let (scene, loadDiagnostics) = Pipeline.load(
                source, directory: FileIO.folder(of: file),
                options: PipelineOptions(allowOutsidePaths: fileAccess.allowOutsidePaths))
            var diagnostics = loadDiagnostics
            var camera: ResolvedCamera?
            if let scene { camera = ResolvedCamera(CameraResolver.resolve(scene, diagnostics: &diagnostics)) }
            if !diagnostics.isEmpty {
                Terminal.standardError.write(
                    DiagnosticPrinter(colors: Terminal.standardError.wantsColor).render(diagnostics.sortedAndUnique(), in: source)
                )
            }
            guard let camera, !diagnostics.containsErrors else { throw ExitCode.inputErrors }
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            try Terminal.standardOutput.writeResult(String(decoding: try encoder.encode(camera), as: UTF8.self) + "\n")
        }
    }
}
