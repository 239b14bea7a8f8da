import MapSceneBase
import MapSceneDrawing

/// One icon of a sprite, cut out of its sheet: what a MapLibre style's `icon-image` names.
package struct SpriteIcon: Sendable, Equatable {
    /// The icon's name in the sprite's index.
    package var name: String
    /// The icon's pixels as a PNG.
    package var png: [UInt8]
    /// The width drawn, in points: the pixels' width over the pixel ratio.
    package var width: Double
    /// The height drawn, in points.
    package var height: Double
    /// Whether the icon is a signed distance field: a shape MapLibre tints with `icon-color`
    /// (and haloes with `icon-halo-*`) rather than a picture drawn as it is.
    package var isSDF: Bool
}

/// A MapLibre sprite: the index JSON that names each icon's rectangle in the sheet, and the
/// sheet's pixels. Icons are cut out and encoded as PNG when asked for, one at a time.
///
/// The index is an object of icons, each `{"x", "y", "width", "height"}` in whole pixels, with
/// an optional `pixelRatio` (1 when not given) and `sdf` (false). Every rectangle is checked
/// against the sheet when read, so a sprite read is one whose every icon can be cut.
package struct SpriteSheet: Sendable {
    /// Why a sprite cannot be used: a problem in the index, at a byte `offset` of its JSON, or in
    /// the sheet's image (`offset` nil).
    package struct Failure: Error, Equatable {
        package var message: String
        package var offset: Int?

        package init(message: String, offset: Int?) {
            self.message = message
            self.offset = offset
        }
    }

    /// An icon's place in the sheet, as the index gives it.
    package struct Entry: Sendable, Equatable {
        package var x: Int
        package var y: Int
        package var width: Int
        package var height: Int
        /// Sheet pixels per point: 2 in an `@2x` sprite.
        package var pixelRatio: Double
        package var isSDF: Bool
    }

    /// The most icons a sprite's index may name. The largest public sprites hold about a
    /// thousand; an index of millions of tiny entries is made to keep mapc busy.
    package static let maximumIconCount = 10_000

    /// The icons' names, in the order the index gives them.
    package let names: [String]
    /// Each icon's place in the sheet, by name.
    package let entries: [String: Entry]
    /// The sheet, decoded.
    let sheet: RasterPixels

    /// The sprite of the index JSON `index` and the sheet image `sheet` (a PNG, as MapLibre's
    /// are; JPEG and WebP sheets decode too), or why there is none. The sheet is decoded within
    /// ``RasterDecodingLimits/standard``.
    package static func read(index: [UInt8], sheet: [UInt8]) -> Result<SpriteSheet, Failure> {
        let document: LocatedJSON
        switch LocatedJSON.parse(index) {
        case .success(let parsed): document = parsed
        case .failure(let failure):
            return .failure(Failure(message: "the sprite's index is not JSON: \(failure.message)", offset: failure.offset))
        }
        guard let members = document.members else {
            return .failure(
                Failure(message: "a sprite's index is a JSON object of icons, not \(document.kindName)", offset: document.offset))
        }
        if members.count > maximumIconCount {
            return .failure(
                Failure(
                    message: "the sprite's index names \(members.count) icons; mapc reads at most \(maximumIconCount)",
                    offset: document.offset))
        }
        var names: [String] = []
        var entries: [String: (entry: Entry, offset: Int)] = [:]
        for (name, value) in members {
            if entries[name] != nil {
                return .failure(Failure(message: "the icon '\(name)' is named twice in the sprite's index", offset: value.offset))
            }
            switch entry(name, value) {
            case .success(let entry):
                names.append(name)
                entries[name] = (entry, value.offset)
            case .failure(let failure): return .failure(failure)
            }
        }
        let pixels: RasterPixels
        switch RasterDecoding.decode(sheet) {
        case .success(let decoded): pixels = decoded
        case .failure(let failure):
            return .failure(Failure(message: "the sprite's sheet is \(failureText(failure))", offset: nil))
        }
        for name in names {
            let (entry, offset) = entries[name]!
            guard entry.x + entry.width <= pixels.width, entry.y + entry.height <= pixels.height else {
                return .failure(
                    Failure(
                        message: """
                            the icon '\(name)' (\(entry.width)×\(entry.height) at \(entry.x), \(entry.y)) is not inside the \
                            sprite's \(pixels.width)×\(pixels.height) sheet
                            """,
                        offset: offset))
            }
        }
        return .success(SpriteSheet(names: names, entries: entries.mapValues(\.entry), sheet: pixels))
    }
    /// The icon `name`, cut out of the sheet and encoded as a PNG; nil when the index does not
    /// name it, or when there was no memory to encode it.
    package func icon(named name: String) -> SpriteIcon? {
        guard let entry = entries[name] else { return nil }
        var rgba: [UInt8] = []
        rgba.reserveCapacity(entry.width * entry.height * 4)
        for row in entry.y..<entry.y + entry.height {
            let start = (row * sheet.width + entry.x) * 4
            rgba += sheet.rgba[start..<start + entry.width * 4]
        }
        guard let pixels = RasterPixels(width: entry.width, height: entry.height, rgba: rgba),
            let png = RasterEncoding.png(pixels)
        else { return nil }
        return SpriteIcon(
            name: name, png: png, width: Double(entry.width) / entry.pixelRatio, height: Double(entry.height) / entry.pixelRatio,
            isSDF: entry.isSDF)
    }

    /// The icon `name`'s entry `value`, checked: whole pixels, a positive size, a positive pixel
    /// ratio. Whether its rectangle is inside the sheet is checked once the sheet is decoded.
    private static func entry(_ name: String, _ value: LocatedJSON) -> Result<Entry, Failure> {
        guard value.members != nil else {
            return .failure(
                Failure(
                    message: "the icon '\(name)' is \(value.kindName), not an object with its place in the sheet",
                    offset: value.offset))
        }
        var numbers: [String: Int] = [:]
        for (key, least) in [("x", 0), ("y", 0), ("width", 1), ("height", 1)] {
            guard let field = value[key] else {
                return .failure(Failure(message: "the icon '\(name)' has no \"\(key)\"", offset: value.offset))
            }
            guard let number = field.integer, number >= least else {
                return .failure(
                    Failure(
                        message:
                            "\"\(key)\" of the icon '\(name)' is \(shown(field)); it must be a whole number of pixels, \(least) or more",
                        offset: field.offset))
            }
            numbers[key] = number
        }
        var pixelRatio = 1.0
        if let field = value["pixelRatio"] {
            guard case .number(let ratio) = field.value, ratio > 0 else {
                return .failure(
                    Failure(
                        message: "\"pixelRatio\" of the icon '\(name)' is \(shown(field)); it must be a number above 0",
                        offset: field.offset))
            }
            pixelRatio = ratio
        }
        var isSDF = false
        if let field = value["sdf"] {
            guard let flag = field.bool else {
                return .failure(
                    Failure(
                        message: "\"sdf\" of the icon '\(name)' is \(shown(field)); it must be true or false",
                        offset: field.offset))
            }
            isSDF = flag
        }
        return .success(
            Entry(
                x: numbers["x"]!, y: numbers["y"]!, width: numbers["width"]!, height: numbers["height"]!,
                pixelRatio: pixelRatio, isSDF: isSDF))
    }

    /// A value as a message quotes it: a number or a boolean as written, anything else by kind.
    private static func shown(_ value: LocatedJSON) -> String {
        switch value.value {
        case .number(let number):
            number == number.rounded() && number.magnitude < 1e15 ? String(Int(number)) : String(number)
        case .bool(let flag): String(flag)
        default: value.kindName
        }
    }

    /// A decoding failure as the end of "the sprite's sheet is …".
    private static func failureText(_ failure: RasterDecodingFailure) -> String {
        switch failure {
        case .unrecognizedFormat, .broken: "\(failure)"
        case .tooLarge(_, let width, let height):
            "\(width)×\(height) pixels, more than mapc decodes"
        case .outOfMemory(_, let width, let height):
            "\(width)×\(height) pixels, more than there is memory for"
        }
    }
}
