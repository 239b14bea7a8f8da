import MapSceneSVG

/// Settings of the PNG backend.
public struct PNGOptions: Sendable, Equatable {
    /// Pixels per inch, for print: the picture is `points × dpi / 72` pixels and its pHYs chunk
    /// says `dpi`. Nil draws the canvas's `scale` pixels per point (and says `72 × scale`).
    public var dpi: Double?
    /// The SVG the picture is drawn from.
    public var svg: SVGOptions

    /// Creates options.
    public init(dpi: Double? = nil, svg: SVGOptions = SVGOptions()) {
        self.dpi = dpi
        self.svg = svg
    }
}

/// Settings of the PDF backend.
public struct PDFOptions: Sendable, Equatable {
    /// The SVG the document is drawn from.
    public var svg: SVGOptions

    /// Creates options.
    public init(svg: SVGOptions = SVGOptions()) {
        self.svg = svg
    }
}
