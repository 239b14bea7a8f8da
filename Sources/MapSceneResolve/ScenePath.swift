import Foundation
import MapSceneModel
import MapSceneSyntax

/// Where a path written in a scene leads: resolved against the scene file's folder, and refused
/// when it leaves that folder unless the options allow it.
package enum ScenePath {
    /// Why a path cannot be used; the message is a diagnostic's, the note says how to allow it.
    package struct Refusal: Error, Equatable {
        package var message: String
        package var note: String?
    }

    package static let outsideNote =
        "files outside the scene's folder are read only when allowed (mapc compile --allow-outside-paths)"

    /// The real path of the file `path` names, relative to `directory`, as `options` allow: none
    /// at all when the scene came as text with no folder (`PipelineOptions.readsFiles` off),
    /// else as `resolve(_:in:allowOutside:)` says.
    package static func resolve(_ path: String, in directory: String, options: PipelineOptions) -> Result<String, Refusal> {
        guard options.readsFiles else {
            return .failure(
                Refusal(
                    message: "'\(path)' names a file, but this scene was given as text with no base folder", note: noFolderNote))
        }
        return resolve(path, in: directory, allowOutside: options.allowOutsidePaths)
    }

    package static let noFolderNote =
        "a scene compiled from text reads files only when it is given the folder its paths start from (SceneCompilation's baseFolder)"

    /// The real path of the file `path` names, relative to `directory`.
    ///
    /// Refused: empty paths, URLs, and — unless `allowOutside` — absolute paths and paths whose
    /// real location (after `..` and symbolic links) is not inside the folder. A file that does
    /// not exist is refused too. Without `allowOutside` the path is followed one name at a time
    /// from the folder, and a step out of it is refused before anything outside is looked at:
    /// a path leading outside "leads outside" whether or not it exists there.
    package static func resolve(_ path: String, in directory: String, allowOutside: Bool) -> Result<String, Refusal> {
        if path.isEmpty { return .failure(Refusal(message: "the path is empty")) }
        if path.isURL {
            return .failure(Refusal(message: "'\(path)' is a URL; mapc reads files beside the scene, never the network"))
        }
        let absolute = path.hasPrefix("/")
        if absolute, !allowOutside {
            return .failure(
                Refusal(message: "'\(path)' is an absolute path; write it relative to the scene file's folder", note: outsideNote)
            )
        }
        if allowOutside {
            guard let real = realPath(absolute ? path : directory + "/" + path) else {
                return .failure(Refusal(message: "cannot read '\(path)': \(systemError())"))
            }
            return .success(real)
        }
        guard let folder = realPath(directory) else {
            return .failure(Refusal(message: "cannot read '\(path)': the scene's folder cannot be resolved"))
        }
        return followInside(path, folder: folder)
    }

    /// The system's text for the error `code` (by default the last, `errno`), lower-case as
    /// mapc's messages are.
    package static func systemError(_ code: Int32 = errno) -> String {
        String(cString: strerror(code)).lowercased()
    }

    /// `bytes` in mebibytes to a tenth, without a trailing `.0`: `2`, `2.5`.
    package static func mebibytes(_ bytes: Int) -> String {
        let tenths = Int((Double(bytes) / 1024 / 1024 * 10).rounded())
        return tenths % 10 == 0 ? "\(tenths / 10)" : "\(tenths / 10).\(tenths % 10)"
    }

    /// The most symbolic links followed for one path, as the kernel's own limit.
    package static let maximumLinks = 40

    /// The real path of the relative `path` inside the real path `folder`, found one name at a
    /// time: `..` at the folder, or a symbolic link pointing out of it, is refused before any
    /// file outside the folder is looked at.
    private static func followInside(_ path: String, folder: String) -> Result<String, Refusal> {
        let outside = Refusal(message: "'\(path)' leads outside the scene file's folder", note: outsideNote)
        let root = folder == "/" ? [] : folder.split(separator: "/").map(String.init)
        var resolved = root
        var pending = Array(path.split(separator: "/", omittingEmptySubsequences: true).map(String.init).reversed())
        var links = 0
        while let name = pending.popLast() {
            if name == "." { continue }
            if name == ".." {
                if resolved.count <= root.count { return .failure(outside) }
                resolved.removeLast()
                continue
            }
            let candidate = "/" + (resolved + [name]).joined(separator: "/")
            var info = stat()
            guard lstat(candidate, &info) == 0 else {
                return .failure(Refusal(message: "cannot read '\(path)': \(systemError())"))
            }
            guard info.st_mode & S_IFMT == S_IFLNK else {
                if !pending.isEmpty, info.st_mode & S_IFMT != S_IFDIR {
                    return .failure(Refusal(message: "cannot read '\(path)': \(systemError(ENOTDIR))"))
                }
                resolved.append(name)
                continue
            }
            links += 1
            guard links <= maximumLinks, let target = linkTarget(candidate) else {
                return .failure(Refusal(message: "cannot read '\(path)': \(systemError(links > maximumLinks ? ELOOP : errno))"))
            }
            var targetNames = target.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
            if target.hasPrefix("/") {
                // An absolute link stays inside only by naming the folder itself first.
                guard targetNames.starts(with: root) else { return .failure(outside) }
                targetNames.removeFirst(root.count)
                resolved = root
            }
            pending.append(contentsOf: targetNames.reversed())
        }
        return .success("/" + resolved.joined(separator: "/"))
    }

    /// The target a symbolic link holds, as written.
    private static func linkTarget(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count >= 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// `path` as a relative URI reference: every byte outside the unreserved set and `/` is
    /// percent-encoded, so the reference can never carry a scheme, a query or a fragment.
    package static func uriReference(_ path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            let c = Character(Unicode.Scalar(byte))
            if byte < 0x80, c.isLetter || c.isNumber || "-._~/".contains(c) {
                out.append(c)
            } else {
                out += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return out
    }

    /// The relative path that leads from `folder` to the file at the absolute `realPath`: both
    /// are compared without symbolic links (`folder` may be relative to the current folder).
    package static func relative(_ realPath: String, from folder: String) -> String {
        let base = self.realPath(folder) ?? absolute(folder)
        let from = base.split(separator: "/"), to = realPath.split(separator: "/")
        var common = 0
        while common < from.count, common < to.count, from[common] == to[common] { common += 1 }
        let up = Array(repeating: "..", count: from.count - common)
        return (up + to[common...].map(String.init)).joined(separator: "/")
    }

    /// `path` made absolute against the current folder, without resolving anything.
    private static func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
