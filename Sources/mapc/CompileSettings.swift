import ArgumentParser
import Foundation
import MapScene

/// What one `mapc compile` was asked to do, as plain values: what `CompileCommand`'s options
/// come to, or what the common command line reads as without ArgumentParser
/// (`init?(commonCommandLine:)`).
struct CompileSettings: Equatable {
    var files: [String]
    var output: String?
    var target = CompileCommand.Target.svg
    /// `--size`, or nil for the standard 80x24.
    var size: TermSize?
    var mode = TermMode.braille
    var color = ColorChoice.auto
    var dark = false
    var precision = 2
    var linkImages = false
    var tolerance = SceneCompiler.defaultTolerance
    var jobs: Int?
    var allowOutsidePaths = false
    var offline = false
    var tileTimeout = PipelineOptions.defaultTileTimeout
    var syntax: SceneSyntax?

    /// Compiles every input, at most `jobs` at once, and prints what each came to in the order
    /// given; throws the worst exit code.
    func run() throws {
        let inputs = try SceneInputs.expandOrExit(files)
        if output != nil, inputs.count > 1 {
            Terminal.standardError.write("mapc: error: -o takes one input file; \(files.joined(separator: " ")) holds \(inputs.count)\n")
            throw ExitCode.usage
        }
        let destinations = inputs.map { output ?? CompileJob.destination(of: $0, target: target) }
        try OutputPlan.checkOrExit(Array(zip(inputs, destinations)).map { (input: $0.0, output: $0.1) })
        HugePageHeap.prepare(forScenes: inputs)
        let options = TileFetchOptions.applied(offline: offline, tileTimeout: tileTimeout, to: PipelineOptions(
            allowOutsidePaths: allowOutsidePaths, linkImages: linkImages, theme: dark ? .dark : nil, tolerance: tolerance))
        let job = CompileJob(
            target: target, options: options, syntax: syntax, precision: precision, size: size ?? .standard, mode: mode,
            fileColors: TermOptionGroup.depth(color, writingTo: nil),
            standardOutputColors: TermOptionGroup.depth(color, writingTo: .standardOutput),
            printer: DiagnosticPrinter(colors: Terminal.standardError.wantsColor))
        let outcomes = ParallelWork.map(count: inputs.count, jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount) { index in
            job.compile(inputs[index], to: destinations[index])
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

extension CompileSettings {
    /// The settings of `compile FILE… [-o OUTPUT]` (`arguments` without the program's name),
    /// the command line build scripts and pipelines run for each scene, read without
    /// ArgumentParser; nil for any other command line, which ArgumentParser reads as always.
    ///
    /// ArgumentParser finds a command's options by reflection at run time: 2.0 ms of the 7.9 ms
    /// a one-pin compile takes, most of it the Swift runtime searching the binary's 6,000
    /// protocol conformances. Only file names and one output not starting with `-` are taken
    /// here, with at most one file when there is an output, so every command line read here is
    /// one ArgumentParser reads the same way and validates (`CompileSettingsTests`); help, errors
    /// and every other option stay ArgumentParser's.
    init?(commonCommandLine arguments: [String]) {
        guard arguments.first == "compile" else { return nil }
        var files: [String] = []
        var output: String?
        var rest = arguments.dropFirst()
        while let argument = rest.popFirst() {
            if argument == "-o" || argument == "--output" {
                guard output == nil, let value = rest.popFirst(), Self.isPlain(value) else { return nil }
                output = value
            } else if Self.isPlain(argument) {
                files.append(argument)
            } else {
                return nil
            }
        }
        guard !files.isEmpty, output == nil || files.count == 1 else { return nil }
        self.init(files: files, output: output)
    }

    /// Whether `argument` is a name and nothing else: not empty, not an option, not `-` or `--`.
    private static func isPlain(_ argument: String) -> Bool {
        !argument.isEmpty && !argument.hasPrefix("-")
    }
}
