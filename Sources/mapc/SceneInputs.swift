import ArgumentParser
import Foundation
import MapSceneBase
import MapSceneLint
import MapScenePipeline

/// The scenes a command reads, from what its arguments name: a file, `-` for standard input, or
/// a folder, which stands for every scene file under it.
enum SceneInputs {
    /// The extensions of scene files found in a folder.
    static let sceneExtensions: Set<String> = ["yaml", "yml", "mapscene"]

    /// `arguments` with each folder replaced by the files under it whose extension is one of
    /// `extensions`, at any depth, sorted by path (byte by byte). Hidden files and folders (whose
    /// names start with a dot: `.git`, `.build`) are skipped, and links to folders are not
    /// followed. A folder without such files is an error.
    static func expand(_ arguments: [String], extensions: Set<String> = sceneExtensions) throws -> [String] {
        var inputs: [String] = []
        for argument in arguments {
            guard argument != FileIO.standardInput, isFolder(argument) else {
                inputs.append(argument)
                continue
            }
            var found: [String] = []
            try collect(in: argument, extensions: extensions, into: &found)
            if found.isEmpty {
                let kinds = extensions.sorted().map { "*.\($0)" }.joined(separator: ", ")
                throw FileError(description: "the folder '\(argument)' holds no scene files (\(kinds))")
            }
            inputs += found.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        }
        return inputs
    }

    /// Expands `arguments` for a command; a folder that cannot be read or holds no scene file is
    /// reported on standard error and ends the command with exit code 2.
    static func expandOrExit(_ arguments: [String], extensions: Set<String> = sceneExtensions) throws -> [String] {
        return try exitingOnFileError { try expand(arguments, extensions: extensions) }
    }

    /// Why the file at `path` is not read as a scene, or nil when it may be one: mapc's lint
    /// configuration (`.mapc.yaml`) never is a scene, whatever names it.
    static func notAScene(_ path: String) -> String? {
        Path.fileName(of: path) == LintConfiguration.fileName ? "it is mapc's lint configuration, not a scene" : nil
    }

    /// Why `file` is not read as a scene, or nil when it is one: a YAML file whose root has no
    /// `mapscene` key is not, when it was found in a folder rather than `named` on the command
    /// line, or when `scenesOnly` (`--scenes-only`) says to skip such files.
    static func notAScene(_ file: SourceFile, named: Bool, scenesOnly: Bool) -> String? {
        guard !named || scenesOnly, Pipeline.declaresScene(file) == false else { return nil }
        return "it has no top-level 'mapscene' key, so it is not a scene"
    }

    /// The note that `path` is skipped by a command (`linted`, `compiled`) and why.
    static func skippedNote(_ path: String, notDone verb: String, because reason: String) -> String {
        "mapc: note: '\(path)' is not \(verb): \(reason)\n"
    }

    /// `expandOrExit`, each file with whether it was named on the command line (rather than found
    /// in a folder).
    static func expandOrExitNaming(
        _ arguments: [String], extensions: Set<String> = sceneExtensions
    ) throws -> [(path: String, named: Bool)] {
        var inputs: [(path: String, named: Bool)] = []
        for argument in arguments {
            if argument != FileIO.standardInput, isFolder(argument) {
                inputs += try expandOrExit([argument], extensions: extensions).map { ($0, false) }
            } else {
                inputs.append((argument, true))
            }
        }
        return inputs
    }

    /// True when `path` is a folder (or a link to one).
    static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    private static func collect(in folder: String, extensions: Set<String>, into found: inout [String]) throws {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder)
        } catch {
            throw FileError(description: "cannot read the folder '\(folder)': \(Descriptor.errorText())")
        }
        for name in names where !name.hasPrefix(".") {
            let path = Path.joining(folder, name)
            var info = stat()
            guard lstat(path, &info) == 0 else { continue }
            if (info.st_mode & S_IFMT) == S_IFDIR {
                try collect(in: path, extensions: extensions, into: &found)
            } else if let dot = name.lastIndex(of: "."), extensions.contains(String(name[name.index(after: dot)...])) {
                // A file or a link to one; a link to a folder is not followed.
                if (info.st_mode & S_IFMT) == S_IFLNK, isFolder(path) { continue }
                found.append(path)
            }
        }
    }
}
