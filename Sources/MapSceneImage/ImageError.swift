/// Why a PNG or PDF could not be drawn.
public enum ImageError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The picture would be larger than ``PNGBackend/maximumSide`` pixels a side or
    /// ``PNGBackend/maximumPixels`` in all.
    case tooLarge(width: Int, height: Int)
    /// The resolution asked for is not a positive number of pixels per inch.
    case invalidDPI(Double)
    /// librsvg and cairo, which draw the SVG, could not be loaded.
    case unavailable(String)
    /// librsvg or cairo refused the SVG; their reason.
    case failed(String)
    /// Memory for the drawing ran out.
    case outOfMemory

    public var description: String {
        switch self {
        case .tooLarge(let width, let height):
            "the PNG would be \(width) × \(height) pixels; at most \(PNGBackend.maximumSide) a side and "
                + "\(PNGBackend.maximumPixels / 1_048_576) Mpx in all are drawn (a lower scale or dpi makes it smaller)"
        case .invalidDPI(let dpi): "\(dpi) is not a resolution: give a positive number of pixels per inch"
        case .unavailable(let why), .failed(let why): why
        case .outOfMemory: "out of memory for the drawing"
        }
    }
}
