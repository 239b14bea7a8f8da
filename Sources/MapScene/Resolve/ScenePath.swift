import Foundation

/// Where a path written in a scene leads: resolved against the scene file's folder, and refused
/// when it leaves that folder unless the options allow it.
enum ScenePath {
    /// Why a path cannot be used; the message is a diagnostic's, the note says how to allow it.
    struct Refusal: Error, Equatable {
        var message: String
        var note: String?
    }

    static let outsideNote = "files outside the scene's folder are read only when allowed (mapc compile --allow-outside-paths)"

    /// The real path of the file `path` names, relative to `directory`.
    ///
    /// Refused: empty paths, URLs, and — unless `allowOutside` — absolute paths and paths whose
    /// real location (after `..` and symbolic links) is not inside the folder. A file that does
    /// not exist is refused too.
    static func resolve(_ path: String, in directory: String, allowOutside: Bool) -> Result<String, Refusal> {
        if path.isEmpty { return .failure(Refusal(message: "the path is empty")) }
        if isURL(path) {
            return .failure(Refusal(message: "'\(path)' is a URL; mapc reads files beside the scene, never the network"))
        }
        let absolute = path.hasPrefix("/")
        if absolute, !allowOutside {
            return .failure(Refusal(message: "'\(path)' is an absolute path; write it relative to the scene file's folder", note: outsideNote))
        }
        let joined = absolute ? path : directory + "/" + path
        guard let real = realPath(joined) else {
            return .failure(Refusal(message: "cannot read '\(path)': \(String(cString: strerror(errno)).lowercased())"))
        }
        if !allowOutside {
            guard let folder = realPath(directory) else {
                return .failure(Refusal(message: "cannot read '\(path)': the scene's folder cannot be resolved"))
            }
            let inside = folder == "/" ? real.hasPrefix("/") : real.hasPrefix(folder + "/")
            if !inside {
                return .failure(Refusal(message: "'\(path)' leads outside the scene file's folder", note: outsideNote))
            }
        }
        return .success(real)
    }

    /// True for `scheme:...` with a scheme of two or more letters (so `C:` style drive letters
    /// and plain names with colons later on do not count).
    static func isURL(_ path: String) -> Bool {
        guard let colon = path.firstIndex(of: ":") else { return false }
        let scheme = path[..<colon]
        return scheme.count >= 2 && scheme.first!.isLetter
            && scheme.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == ".") }
    }

    /// `path` as a relative URI reference: every byte outside the unreserved set and `/` is
    /// percent-encoded, so the reference can never carry a scheme, a query or a fragment.
    static func uriReference(_ path: String) -> String {
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
    static func relative(_ realPath: String, from folder: String) -> String {
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

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
