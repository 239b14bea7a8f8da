import Foundation
import MapSceneBase
import MapSceneLint

/// The lint configuration of each file `mapc lint` reads: the one `--config` names, or else the
/// nearest `.mapc.yaml` in the file's folder or a folder above it, up to the filesystem's root.
/// Each configuration file is read once.
final class LintConfigurations {
    /// A configuration file as read.
    struct Found {
        /// The file, named as mapc prints it (relative to the current folder when under it).
        var file: SourceFile
        /// Its folder, absolute: where its `ignore` globs start.
        var folder: String
        /// The settings; nil when the file has errors.
        var configuration: LintConfiguration?
        /// What is wrong with the file.
        var diagnostics: [Diagnostic]
    }

    private let currentFolder: String
    private var explicitFound: Found?
    private var nearestByFolder: [String: Found?] = [:]

    /// Reads `--config FILE` when given; a file that cannot be read throws (exit code 2).
    init(explicit path: String?) throws {
        currentFolder = FileManager.default.currentDirectoryPath
        if let path {
            let absolute = Self.absolute(path, from: currentFolder)
            guard let found = try Self.read(path, absolute: absolute) else {
                throw FileError(description: "cannot read the configuration '\(path)': no such file")
            }
            explicitFound = found
        }
    }

    /// The configuration governing the scene at `path` (standard input: the current folder's),
    /// and the scene's path relative to the configuration's folder.
    func governing(_ path: String) throws -> (found: Found, relativePath: String?)? {
        let absoluteFile = path == FileIO.standardInput ? nil : Self.absolute(path, from: currentFolder)
        let folder = absoluteFile.map { Path.directory(of: $0) } ?? currentFolder
        guard let found = try explicitFound ?? nearest(from: folder) else { return nil }
        guard let absoluteFile else { return (found, nil) }
        let prefix = found.folder.hasSuffix("/") ? found.folder : found.folder + "/"
        return (found, absoluteFile.hasPrefix(prefix) ? String(absoluteFile.dropFirst(prefix.count)) : nil)
    }

    /// The nearest configuration in `folder` (absolute) or above it.
    private func nearest(from folder: String) throws -> Found? {
        if let known = nearestByFolder[folder] { return known }
        let candidate = Path.joining(folder, LintConfiguration.fileName)
        var found = try Self.read(Self.display(candidate, from: currentFolder), absolute: candidate)
        if found == nil, folder != "/" { found = try nearest(from: Path.directory(of: folder)) }
        nearestByFolder[folder] = found
        return found
    }

    /// Reads the configuration at `absolute`, named `path`; nil when there is no file there.
    private static func read(_ path: String, absolute: String) throws -> Found? {
        var info = stat()
        guard stat(absolute, &info) == 0 else { return nil }
        guard (info.st_mode & S_IFMT) != S_IFDIR else { return nil }
        let file = try FileIO.readScene(path, syntax: .yaml)
        let (configuration, diagnostics) = LintConfiguration.read(file)
        return Found(file: file, folder: Path.directory(of: absolute), configuration: configuration, diagnostics: diagnostics)
    }

    /// `path` made absolute against `folder`, with `.` and `..` names resolved as text.
    static func absolute(_ path: String, from folder: String) -> String {
        let joined = path.hasPrefix("/") ? path : Path.joining(folder, path)
        var names: [Substring] = []
        for name in joined.split(separator: "/") {
            if name == "." { continue }
            if name == ".." { _ = names.popLast(); continue }
            names.append(name)
        }
        return "/" + names.joined(separator: "/")
    }

    /// `absolute` relative to `folder` when under it; else as it is.
    private static func display(_ absolute: String, from folder: String) -> String {
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : absolute
    }
}
