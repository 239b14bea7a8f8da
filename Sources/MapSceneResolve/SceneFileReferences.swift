import Foundation
import MapSceneBase
import MapSceneDecode
import MapSceneSyntax

/// The files a scene names: data files, images, basemap files and archives, tile folders,
/// MapLibre styles. What `mapc watch` watches besides the scene itself, so that a change to any
/// of them recompiles.
package enum SceneFileReferences {
    /// The keys whose values are paths, by the vocabulary name of the mapping they are in.
    package static let pathKeys: [String: Set<String>] = [
        "annotation": ["from"],
        "image": ["src"],
        "accessory": ["image"],
        "overlay": ["data", "geojson"],
        "sourceFile": ["source"],
        "tiles": ["template", "mbtiles"],
        "map": ["style"],
        "basemap": ["geojson", "tiles", "mbtiles", "style"],
    ]

    /// The absolute paths of the files `file` names (whether they exist or not), sorted, each
    /// once, read relative to `directory`. A tile folder template (`tiles/{z}/{x}/{y}.png`) stands
    /// for its fixed folder (`tiles`); URLs are not files. Empty when the text does not parse.
    package static func paths(in file: SourceFile, directory: String) -> [String] {
        guard let root = SceneSyntax.read(file).root else { return [] }
        var paths: Set<String> = []
        collect(root, path: [], into: &paths, directory: directory)
        return paths.sorted()
    }

    private static func collect(_ node: SyntaxNode, path: [ScenePathStep], into paths: inout Set<String>, directory: String) {
        switch node.content {
        case .scalar:
            return
        case .sequence(let elements):
            for (index, element) in elements.enumerated() {
                collect(element, path: path + [.index(index)], into: &paths, directory: directory)
            }
        case .mapping(let entries):
            let keys = VocabularyPath.mapping(at: path).flatMap { pathKeys[$0.name] } ?? []
            for entry in entries {
                if keys.contains(entry.key), let written = entry.value.scalar?.text,
                    let resolved = resolve(written, in: directory)
                {
                    paths.insert(resolved)
                }
                collect(entry.value, path: path + [.key(entry.key)], into: &paths, directory: directory)
            }
        }
    }

    /// The absolute, standardized path `written` names; a template's fixed folder; nil for URLs.
    private static func resolve(_ written: String, in directory: String) -> String? {
        guard !written.isEmpty, !written.isURL else { return nil }
        var path = written
        if let brace = path.firstIndex(of: "{") {
            path = String(path[..<brace])
            if let slash = path.lastIndex(of: "/") { path = String(path[..<slash]) } else { path = "." }
        }
        let absolute = path.hasPrefix("/") ? path : (directory as NSString).appendingPathComponent(path)
        return (absolute as NSString).standardizingPath
    }
}
