import Foundation
import MapSceneBase
import MapSceneDrawing
import MapSceneGeometry
import MapSceneModel

/// Embedded raster tiles made ones every SVG renderer draws: a WebP tile, which browsers draw but
/// librsvg (and the tools built on it) does not, is decoded and embedded again — as a JPEG when
/// it was compressed with loss and is opaque (aerial imagery, mostly), else as a PNG, so a
/// lossless or transparent tile stays exact. PNG, JPEG, GIF and SVG tiles are embedded as they
/// are; linked tiles are not touched.
///
/// Decoding is bounded as the terminal's is: each tile by ``RasterDecodingLimits/standard``, all
/// of a scene's tiles together by its `maximumDrawingPixelCount`. A tile past either, or one that
/// does not decode, is left out with an error at its entry.
package enum RasterTileRecoding {
    /// The embedded type re-encoded.
    static let recodedMediaType = "image/webp"

    /// Re-encodes the embedded WebP tiles of `scene`'s raster layers, entries in the order they
    /// are named, and says which tiles it left out.
    package static func recode(_ scene: inout Scene) -> [Diagnostic] {
        var remaining = RasterDecodingLimits.standard.maximumDrawingPixelCount
        var diagnostics: [Diagnostic] = []
        for (path, range) in RasterTileReader.entries(of: scene) {
            guard var layer = scene.rasterTiles[path], layer.tiles.contains(where: { needsRecoding($0.image) }) else {
                continue
            }
            let total = layer.tiles.count
            var broken: [(tile: TileCoordinate, why: String)] = []
            layer.tiles = layer.tiles.compactMap { tile in
                guard needsRecoding(tile.image) else { return tile }
                switch recoded(tile.image, remaining: &remaining) {
                case .success(let image):
                    var recoded = tile
                    recoded.image = image
                    return recoded
                case .failure(let why):
                    broken.append((tile.coordinate, why.reason))
                    return nil
                }
            }
            scene.rasterTiles[path] = layer
            if let first = broken.first {
                diagnostics.append(
                    .rasterTilesUnavailable(
                        broken.count, of: total, in: path, first: "tile \(first.tile)", because: first.why, at: range))
            }
        }
        return diagnostics
    }

    /// Whether `image` is embedded in a type this re-encodes.
    static func needsRecoding(_ image: ImageFile) -> Bool {
        image.mediaType == recodedMediaType && image.href.hasPrefix("data:")
    }

    /// Why a tile was not re-encoded.
    struct Refusal: Error {
        var reason: String
    }

    /// `image` decoded and embedded again as a JPEG or PNG, its pixels taken from `remaining`.
    static func recoded(_ image: ImageFile, remaining: inout Int) -> Result<ImageFile, Refusal> {
        guard let bytes = DataURI.bytes(of: image.href) else { return .failure(Refusal(reason: "its data: URI is not base64")) }
        let standard = RasterDecodingLimits.standard
        var limits = standard
        limits.maximumPixelCount = min(standard.maximumPixelCount, remaining)
        let pixels: RasterPixels
        switch RasterDecoding.decode(bytes, limits: limits) {
        case .success(let decoded): pixels = decoded
        case .failure(.tooLarge(_, let width, let height)) where standard.allows(width: width, height: height):
            let most = standard.maximumDrawingPixelCount / (1024 * 1024)
            return .failure(
                Refusal(reason: "decoding it to embed it as PNG or JPEG would take the scene past \(most) Mpx of tiles"))
        case .failure(let failure):
            switch failure {
            case .unrecognizedFormat, .broken: return .failure(Refusal(reason: "it is \(failure)"))
            case .tooLarge, .outOfMemory: return .failure(Refusal(reason: failure.description))
            }
        }
        remaining -= pixels.width * pixels.height
        let asJPEG = RasterEncoding.isLossy(bytes) && pixels.isOpaque
        let mediaType = asJPEG ? "image/jpeg" : "image/png"
        guard let encoded = asJPEG ? RasterEncoding.jpeg(pixels) : RasterEncoding.png(pixels) else {
            return .failure(
                Refusal(reason: "no memory to embed its \(pixels.width)×\(pixels.height) pixels as \(asJPEG ? "JPEG" : "PNG")"))
        }
        return .success(ImageFile(mediaType: mediaType, href: ImageFileReader.dataURI(Data(encoded), mediaType: mediaType)))
    }
}
