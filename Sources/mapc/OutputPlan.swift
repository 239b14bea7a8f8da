import ArgumentParser

/// The outputs of one run, checked before anything is written: two inputs may not write the
/// same file, and no output may overwrite an input.
enum OutputPlan {
    /// Throws when two of `pairs` write the same file, whatever the spelling of its path (the
    /// same input named twice, `a.yaml` and `a.mapscene`, a link and its target), or — unless
    /// `inPlace`, as for `fmt` — when an output is one of the inputs. Standard output (`-`) is
    /// never a clash.
    static func check(_ pairs: [(input: String, output: String)], inPlace: Bool = false) throws {
        let files = pairs.filter { $0.output != FileIO.standardInput }.map {
            (input: $0.input, output: $0.output, identity: OutputFile.identity(of: $0.output))
        }
        var writers: [String: String] = [:]
        for file in files {
            if let earlier = writers[file.identity] {
                throw FileError(description: "'\(earlier)' and '\(file.input)' would both write '\(file.output)'")
            }
            writers[file.identity] = file.input
        }
        guard !inPlace else { return }
        let inputs = pairs.map(\.input).filter { $0 != FileIO.standardInput }.map {
            (path: $0, identity: OutputFile.realPath($0) ?? $0)
        }
        for file in files {
            if let input = inputs.first(where: { $0.identity == file.identity }) {
                throw FileError(description: "'\(file.input)' would write '\(file.output)', which is the input '\(input.path)'")
            }
        }
    }

    /// Checks `pairs` for a command: a clash is reported on standard error and ends the command
    /// with exit code 2, before anything is written.
    static func checkOrExit(_ pairs: [(input: String, output: String)], inPlace: Bool = false) throws {
        try exitingOnFileError { try check(pairs, inPlace: inPlace) }
    }
}
