import Foundation
import MapSceneBase
import MapSceneCamera
import MapSceneModel

/// Raster tiles from a folder template beside the scene (`tiles/{z}/{x}/{y}.png`): each tile in
/// view is the file the template names, inside the scene's folder unless the options allow, read
/// as images are (embedded, or linked by its path). Its max zoom, unless the entry gives one, is
/// the deepest zoom folder present. A tile file that is missing — common at a pyramid's edges —
/// is left out with one warning at the entry; one that cannot be read or is not an image is an
/// error.
package enum FolderTileReader {
    /// The layer of `source` for `viewport`, and what is wrong with its tiles.
    package static func read(
        _ source: RasterTileReader.Source, viewport: Viewport, highResolution: Bool, directory: String, options: PipelineOptions
    ) -> (layer: RasterTileLayer, diagnostics: [Diagnostic])? {
        guard let template = try? TileTemplate(source.path) else { return nil }  // the decoder said why
        // A folder that is missing, outside or not a folder is the source-file check's error.
        guard
            case .success(let folder) = ScenePath.resolve(
                DataSourceFiles.folder(of: source.path), in: directory, options: options)
        else { return nil }
        let deepest = deepestZoom(of: source.path, in: folder) ?? RasterTileReader.defaultMaxZoom
        let zooms = RasterTileReader.zooms(source.settings, defaultMaxZoom: deepest)
        var (coordinates, diagnostics) = RasterTileReader.tiles(for: source, zooms: zooms, in: viewport)
        let linkFolder = options.linkImages ? (options.imageLinkFolder ?? directory) : nil
        var tiles: [RasterTile] = []
        var missing: [String] = []
        var broken: [(path: String, why: String)] = []
        for coordinate in coordinates {
            let path = template.address(of: coordinate, subdomains: [], highResolution: highResolution)
            var info = stat()
            let written = path.hasPrefix("/") ? path : directory + "/" + path
            if stat(written, &info) != 0, errno == ENOENT || errno == ENOTDIR {
                missing.append(path)
                continue
            }
            let real: String
            switch ScenePath.resolve(path, in: directory, options: options) {
            case .success(let resolved): real = resolved
            case .failure(let refusal):
                broken.append((path, refusal.message))
                continue
            }
            switch ImageFileReader.read(realPath: real, linkingFrom: linkFolder) {
            case .success(let image):
                tiles.append(RasterTile(coordinate: coordinate, key: path, image: image))
            case .failure(.unreadable(let why)):
                broken.append((path, why))
            case .failure(.notAnImage):
                broken.append((path, "it is not a PNG, JPEG, GIF, WebP or SVG image"))
            case .failure(.tooLarge(let size)):
                broken.append(
                    (
                        path,
                        "it is \(ScenePath.mebibytes(size)) MiB; an embedded tile may be at most \(ImageFileReader.maximumEmbeddedBytes / 1024 / 1024) MiB"
                    ))
            }
        }
        if let first = broken.first {
            diagnostics.append(
                .rasterTilesUnavailable(
                    broken.count, of: coordinates.count, in: source.path, first: first.path, because: first.why, at: source.range)
            )
        }
        if let first = missing.first {
            diagnostics.append(
                .rasterTilesMissing(missing.count, of: coordinates.count, in: source.path, first: first, at: source.range))
        }
        return (RasterTileLayer(tiles: tiles, attribution: source.attribution), diagnostics)
    }

    /// The deepest zoom whose folder the template's `{z}` names in `folder` (the real path of the
    /// folder ahead of the template's first placeholder): the greatest number `n` for which the
    /// path part holding `{z}`, with `n` in its place, is there. Nil when `{z}` shares its part
    /// with another placeholder or comes after one, or no zoom of 0...22 is there.
    package static func deepestZoom(of template: String, in folder: String) -> Int? {
        let parts = template.split(separator: "/", omittingEmptySubsequences: false)
        guard let index = parts.firstIndex(where: { $0.contains("{") }), parts[index].contains("{z}") else { return nil }
        let part = parts[index]
        let range = part.range(of: "{z}")!
        let prefix = part[..<range.lowerBound], suffix = part[range.upperBound...]
        guard !prefix.contains("{"), !suffix.contains("{"),
            let names = try? FileManager.default.contentsOfDirectory(atPath: folder)
        else { return nil }
        var deepest: Int?
        for name in names where name.hasPrefix(prefix) && name.hasSuffix(suffix) && name.count > prefix.count + suffix.count {
            let digits = name.dropFirst(prefix.count).dropLast(suffix.count)
            guard digits.count <= 2, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let zoom = Int(digits),
                TileSettings.zooms.contains(zoom)
            else { continue }
            deepest = max(deepest ?? zoom, zoom)
        }
        return deepest
    }
}
