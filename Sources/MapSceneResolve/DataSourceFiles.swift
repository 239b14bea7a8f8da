import Foundation
import MapSceneBase
import MapSceneModel

/// The map data files a scene names — MBTiles files and folders of tiles, as basemap sources or
/// overlays, and the MapLibre style files of basemap archives — checked by the resolve stage as
/// data files and images are: each must be inside the scene's folder (unless allowed) and
/// readable, or it gets a located error. GeoJSON basemaps are read by `BasemapDataReader`
/// instead, data files by `DataFileLoader`; tile archives and folders are also read, by
/// `VectorTileBasemapReader` and `RasterTileReader`, and styles where their tiles are drawn,
/// all of which leave a missing or refused file to this check.
package enum DataSourceFiles {
    /// One file or tile folder the scene names.
    package struct Reference: Equatable {
        package enum Kind: Equatable {
            /// A file: an archive or a style.
            case file
            /// An XYZ tile template: the folder before its first `{` must be there.
            case tileTemplate
        }

        package var path: String
        package var range: SourceRange?
        package var kind: Kind
    }

    /// The files and tile folders `scene` names, in file order: the map's style when an archive
    /// is drawn in it, the basemap sources each with its own style, then the overlays.
    package static func references(in scene: Scene) -> [Reference] {
        var references: [Reference] = []
        let archives = scene.map.basemap.compactMap(\.archiveSettings)
        if let style = scene.map.style, archives.contains(where: { $0.style == nil }) {
            references.append(Reference(path: style.path, range: style.range, kind: .file))
        }
        for source in scene.map.basemap {
            switch source {
            case .world, .geojson: break  // GeoJSON basemaps are read (BasemapDataReader), not only checked
            case .mbtiles(let path, let range, _, _):
                references.append(Reference(path: path, range: range, kind: .file))
            case .tiles(let template, let range, _, _):
                let kind: Reference.Kind = TileLocation(template) == .archive ? .file : .tileTemplate
                references.append(Reference(path: template, range: range, kind: kind))
            }
            if let style = source.archiveSettings?.style {
                references.append(Reference(path: style.path, range: style.range, kind: .file))
            }
        }
        for overlay in scene.overlays {
            switch overlay.shape {
            case .tiles(.mbtiles(let path, let range, _, _)):
                references.append(Reference(path: path, range: range ?? overlay.range, kind: .file))
            case .tiles(.template(let template, let range, _, _)):
                let kind: Reference.Kind = TileLocation(template) == .archive ? .file : .tileTemplate
                references.append(Reference(path: template, range: range ?? overlay.range, kind: kind))
            default:
                break
            }
        }
        return references
    }

    /// A located error for every file or tile folder of `scene` that is outside its folder (unless
    /// allowed), missing or unreadable. Tile templates that are URLs are fetched, not read, and
    /// are not checked here.
    package static func check(_ scene: Scene, directory: String, options: PipelineOptions) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for reference in references(in: scene) {
            let path: String
            switch reference.kind {
            case .file:
                path = reference.path
            case .tileTemplate:
                if reference.path.isURL { continue }
                path = folder(of: reference.path)
            }
            let problem: ScenePath.Refusal?
            switch ScenePath.resolve(path, in: directory, options: options) {
            case .success(let real):
                problem = unreadable(real, as: reference.kind).map { ScenePath.Refusal(message: "cannot read '\(path)': \($0)") }
            case .failure(let refusal):
                problem = refusal
            }
            if let problem {
                diagnostics.append(.sourceFile(problem, at: reference.range))
            }
        }
        return diagnostics
    }

    /// The folder of a tile template: what comes before the `/` ahead of its first `{`, or `.`.
    package static func folder(of template: String) -> String {
        let fixed = template.prefix { $0 != "{" }
        guard let slash = fixed.lastIndex(of: "/") else { return "." }
        let folder = String(fixed[..<slash])
        return folder.isEmpty ? "/" : folder
    }

    /// Why the real path cannot be read as a file (or, for tiles, a folder); nil when it can.
    /// Nothing is read: the file is opened without waiting (a FIFO does not block) and closed.
    private static func unreadable(_ real: String, as kind: Reference.Kind) -> String? {
        var info = stat()
        guard stat(real, &info) == 0 else { return ScenePath.systemError() }
        switch kind {
        case .file where info.st_mode & S_IFMT != S_IFREG:
            return "it is not a regular file"
        case .tileTemplate where info.st_mode & S_IFMT != S_IFDIR:
            return "it is not a folder"
        default:
            break
        }
        let descriptor = open(real, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return ScenePath.systemError() }
        close(descriptor)
        return nil
    }
}
