import MapSceneDrawing
import MapSceneRenderList

/// The ground images of a render list sampled into `pixels` commands, each image decoded once
/// and let go before the next is decoded: a drawing holds one image's pixels at a time however
/// many tiles it has. An image none of whose items covers a half cell is not decoded at all,
/// and once the drawing's images have taken ``RasterDecodingLimits/maximumDrawingPixelCount``
/// pixels, a further image is not decoded either.
package struct GroundPixels {
    /// What each ground image item with an embedded image draws, by item index: its `pixels`
    /// command, or nothing when it covers no half cell or shows nothing there. An item whose
    /// image is linked or not decoded is not here: the color standing in for it is drawn.
    package private(set) var commands: [Int: [TermCommand]] = [:]
    /// The images not decoded for want of pixels left in the drawing's budget, in draw order.
    package private(set) var undecoded: [TermUndecodedImage] = []

    package init(list: RenderList, frame: CellFrame, limits: RasterDecodingLimits) {
        let sampler = CellImageSampler(frame: frame)
        // The items of each image and where they land, images in the order they are first drawn.
        var sources: [String] = []
        var placements: [String: [(index: Int, placement: CellImageSampler.Placement?)]] = [:]
        for (index, item) in list.items.enumerated() {
            guard case .groundImage(let ground) = item.shape else { continue }
            if placements[ground.source] == nil { sources.append(ground.source) }
            placements[ground.source, default: []].append((index, sampler.placement(ground)))
        }
        var remaining = limits.maximumDrawingPixelCount
        for source in sources {
            let items = placements[source] ?? []
            guard let bytes = list.images[source].flatMap({ DataURI.bytes(of: $0.href) }) else { continue }
            guard items.contains(where: { $0.placement != nil }) else {
                for item in items { commands[item.index] = [] }
                continue
            }
            var imageLimits = limits
            imageLimits.maximumPixelCount = min(limits.maximumPixelCount, remaining)
            switch RasterDecoding.decode(bytes, limits: imageLimits) {
            case .success(let pixels):
                remaining -= pixels.width * pixels.height
                for (index, placement) in items {
                    let command = placement.flatMap {
                        sampler.command($0, pixels: pixels, opacity: list.items[index].style.opacity)
                    }
                    commands[index] = command.map { [$0] } ?? []
                }
            case .failure(.tooLarge(_, let width, let height)) where limits.allows(width: width, height: height):
                let first = list.items[items[0].index]
                undecoded.append(TermUndecodedImage(id: first.id, source: first.source))
            case .failure:
                continue
            }
        }
    }
}
