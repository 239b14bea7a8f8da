/// Reads the files a scene names (`source:` coordinate files) into the scene, so the compiler
/// works on coordinates only. Paths are resolved against the scene file's folder.
public enum SceneResolver {
    /// `scene` with every coordinate file read, and a located error for each file that could not be.
    public static func resolve(_ scene: Scene, directory: String) -> (scene: Scene, diagnostics: [Diagnostic]) {
        var scene = scene
        var diagnostics: [Diagnostic] = []
        func load(_ list: CoordinateList, minimum: Int) -> CoordinateList {
            guard case .file(let path, let range) = list else { return list }
            let full = path.hasPrefix("/") ? path : directory + "/" + path
            switch CoordinateFileReader.read(path: full) {
            case .success(let coordinates):
                if coordinates.count < minimum {
                    diagnostics.append(.error("'\(path)' holds \(coordinates.count) points; at least \(minimum) are needed", at: range, rule: "source-file"))
                }
                return .inline(coordinates)
            case .failure(.unreadable(let why)):
                diagnostics.append(.error("cannot read '\(path)': \(why)", at: range, rule: "source-file"))
            case .failure(.unsupported(let kind)):
                diagnostics.append(.error("cannot read coordinates from \(kind) ('\(path)'); use a CSV of latitude,longitude rows", at: range, rule: "source-file"))
            case .failure(.malformed(let line, let message)):
                diagnostics.append(.error("\(path):\(line): \(message)", at: range, rule: "source-file"))
            }
            return .inline([])
        }
        for index in scene.overlays.indices {
            switch scene.overlays[index].shape {
            case .polyline(let list):
                scene.overlays[index].shape = .polyline(load(list, minimum: 2))
            case .polygon(let exterior, let holes):
                scene.overlays[index].shape = .polygon(exterior: load(exterior, minimum: 3), holes: holes.map { load($0, minimum: 3) })
            default:
                break
            }
        }
        return (scene, diagnostics)
    }
}
