import ArgumentParser
import Foundation
import MapSceneBase
import MapSceneModel
import MapSceneTerminal

/// What one `mapc compile` was asked to do, as plain values: what `CompileCommand`'s options
/// come to.
struct CompileSettings {
    var files: [String]
    var output: String?
    var target = CompileCommand.Target.svg
    /// `--dpi` of a PNG; nil for the canvas's scale.
    var dpi: Double?
    /// `--size`, or nil for the standard 80x24.
    var size: TermSize?
    var mode = TermMode.braille
    var color = ColorChoice.auto
    var dark = false
    var precision = 2
    var linkImages = false
    var tolerance = PipelineOptions.defaultTolerance
    var jobs: Int?
    var allowOutsidePaths = false
    var offline = false
    var tileTimeout = PipelineOptions.defaultTileTimeout
    var syntax: SceneSyntax?

    /// Compiles every input, at most `jobs` at once, and prints what each came to in the order
    /// given; throws the worst exit code.
    func run() throws {
        var scenes: [(path: String, named: Bool)] = []
        for input in try SceneInputs.expandOrExitNaming(files) {
            if let reason = SceneInputs.notAScene(input.path) {
                Terminal.standardError.write(SceneInputs.skippedNote(input.path, notDone: "compiled", because: reason))
            } else {
                scenes.append(input)
            }
        }
        let inputs = scenes.map(\.path)
        let named = scenes.map(\.named)
        if output != nil, inputs.count > 1 {
            Terminal.standardError.write(
                "mapc: error: -o takes one input file; \(files.joined(separator: " ")) holds \(inputs.count)\n")
            throw ExitCode.usage
        }
        let destinations = inputs.map { output ?? CompileJob.destination(of: $0, target: target) }
        if target.isDrawing, destinations.contains("-"), Terminal.standardOutput.isTerminal {
            Terminal.standardError.write(
                "mapc: error: a \(target.rawValue.uppercased()) is not written to a terminal; redirect standard output or give -o FILE\n"
            )
            throw ExitCode.usage
        }
        try OutputPlan.checkOrExit(Array(zip(inputs, destinations)).map { (input: $0.0, output: $0.1) })
        let options = TileFetchOptions.applied(
            offline: offline, tileTimeout: tileTimeout,
            to: PipelineOptions(
                allowOutsidePaths: allowOutsidePaths, linkImages: linkImages, theme: dark ? .dark : nil, tolerance: tolerance))
        let job = CompileJob(
            target: target, dpi: dpi, options: options, syntax: syntax, precision: precision, size: size ?? .standard, mode: mode,
            fileColors: TermOptionGroup.depth(color, writingTo: nil),
            standardOutputColors: TermOptionGroup.depth(color, writingTo: .standardOutput),
            printer: DiagnosticPrinter(colors: Terminal.standardError.wantsColor))
        let outcomes = ParallelWork.map(count: inputs.count, jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount) {
            index in
            job.compile(inputs[index], to: destinations[index], named: named[index])
        }
        var worst = ExitCode.success
        for outcome in outcomes {
            Terminal.standardError.write(outcome.messages)
            if let bytes = outcome.standardOutput, let problem = Terminal.standardOutput.write(bytes) {
                Terminal.standardError.write("mapc: error: cannot write standard output: \(problem)\n")
                worst = .usage
            }
            if outcome.status == .usage || (outcome.status == .inputErrors && worst == .success) { worst = outcome.status }
        }
        if worst != .success { throw worst }
    }
}
