import MapSceneBase
import MapSceneGeometry
import MapSceneModel

/// The render list's JSON shape, in one place: `Codable` and the canonical text
/// (`mapc compile --target renderlist`) both go through `JSONValue`.
///
/// Items are objects with `id`, `layer`, `kind` and the kind's geometry (`rings`, `parts`,
/// `tip`, `at`, `center`, `frame`, ...) in canvas points, `style`, and, when known, `source`
/// {line, column}, `anchor` [x, y] and `label`; turned text has `rotation` (degrees, only when
/// not 0). A `legend` is its box's `frame`; a `legendEntry` has the swatch's `swatch` (`line`,
/// `area`, `pin`, `dot`, {marker: glyph} or {image: source}) and `frame`, and its `text`, `at`
/// (the left end of the baseline), `size` and `ink`. A `groundImage` (a raster tile) has its
/// `image` key, its four `corners` (top left, top right, bottom right, bottom left) and, when it
/// draws only a part of the image, that `part` as `[minX, minY, maxX, maxY]` fractions of the
/// image, written with up to nine decimals. Points are `[x, y]`, rectangles `[x, y, width,
/// height]`, colors `#rrggbb` or `#rrggbbaa`.
extension RenderList: Codable {
    /// The default number of decimals in the canonical JSON.
    public static let defaultPrecision = 2

    /// The list as a JSON value.
    public var json: JSONValue {
        var members: JSONObject = [
            "canvas": .object([
                "width": .number(canvas.width), "height": .number(canvas.height),
                "scale": .number(canvas.scale), "theme": .string(canvas.theme.rawValue),
            ]),
            "items": .array(Self.values(of: items)),
        ]
        if let title { members["title"] = .string(title) }
        if let description { members["description"] = .string(description) }
        if !images.isEmpty {
            var sources = JSONObject()
            for (source, image) in images {
                sources[source] = .object(["mediaType": .string(image.mediaType), "href": .string(image.href)])
            }
            members["images"] = .object(sources)
        }
        if !darkColors.isEmpty {
            members["darkColors"] = .array(
                darkColors.map { .object(["light": .string($0.light.hexString), "dark": .string($0.dark.hexString)]) })
        }
        return .object(members)
    }

    /// The canonical JSON text: sorted keys, fixed precision, deterministic.
    public func canonicalJSON(precision: Int = defaultPrecision) -> String {
        json.canonicalText(precision: precision)
    }

    /// `canonicalJSON(precision:)` as UTF-8 bytes, as `mapc compile --target renderlist` writes them.
    public func canonicalJSONBytes(precision: Int = defaultPrecision) -> [UInt8] {
        json.canonicalBytes(precision: precision)
    }

    /// The items' JSON values, in order, each item read in place.
    private static func values(of items: [RenderItem]) -> [JSONValue] {
        items.withUnsafeBufferPointer { items in items.map(\.json) }
    }

    /// Reads a list back from its JSON value.
    public init(json: JSONValue) throws {
        let c = try json.field("canvas")
        canvas = RenderCanvas(
            width: try c.numberField("width"), height: try c.numberField("height"), scale: try c.numberField("scale"),
            theme: Theme(rawValue: try c.stringField("theme")) ?? .light)
        title = json["title"]?.string
        description = json["description"]?.string
        items = try (json["items"]?.elements ?? []).map(RenderItem.init(json:))
        var images: [String: RenderImage] = [:]
        for (source, image) in json["images"]?.object?.members ?? [] {
            images[source] = RenderImage(mediaType: try image.stringField("mediaType"), href: try image.stringField("href"))
        }
        self.images = images
        darkColors = try (json["darkColors"]?.elements ?? []).map {
            DarkColor(light: try Color.fromHex(try $0.field("light")), dark: try Color.fromHex(try $0.field("dark")))
        }
    }

    public init(from decoder: any Decoder) throws {
        try self.init(json: JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        try json.encode(to: encoder)
    }
}

extension RenderItem: Codable {
    /// The item as a JSON value.
    public var json: JSONValue {
        var m: JSONObject = ["id": .string(id), "layer": .string(layer.rawValue), "style": style.json]
        if let source { m["source"] = .object(["line": .number(Double(source.line)), "column": .number(Double(source.column))]) }
        if let anchor { m["anchor"] = anchor.json }
        if let label { m["label"] = .string(label) }
        switch shape {
        case .rect(let frame):
            m["kind"] = "rect"; m["frame"] = frame.json
        case .polygon(let rings):
            m["kind"] = "polygon"; m["rings"] = .array(rings.map { .array($0.map(\.json)) })
        case .polyline(let parts):
            m["kind"] = "polyline"; m["parts"] = .array(parts.map { .array($0.map(\.json)) })
        case .pin(let tip):
            m["kind"] = "pin"; m["tip"] = tip.json
        case .marker(let at, let glyph):
            m["kind"] = "marker"; m["at"] = at.json; m["glyph"] = .string(glyph)
        case .dot(let center, let radius):
            m["kind"] = "dot"; m["center"] = center.json; m["radius"] = .number(radius)
        case .image(let source, let frame):
            m["kind"] = "image"; m["image"] = .string(source); m["frame"] = frame.json
        case .groundImage(let g):
            m["kind"] = "groundImage"; m["image"] = .string(g.source); m["corners"] = .array(g.corners.map(\.json))
            if g.part != .whole {
                m["part"] = .array([g.part.minX, g.part.minY, g.part.maxX, g.part.maxY].map(JSONValue.fraction))
            }
        case .text(let text, let at, let size, let weight):
            m["kind"] = "text"; m["text"] = .string(text); m["at"] = at.json; m["size"] = .number(size);
            m["weight"] = .string(weight.rawValue)
            if rotation != 0 { m["rotation"] = .number(rotation) }
        case .callout(let c):
            m["kind"] = "callout"; m["frame"] = c.frame.json; m["pointer"] = c.pointer.json; m["title"] = .string(c.title)
            if let subtitle = c.subtitle { m["subtitle"] = .string(subtitle) }
            if let left = c.left { m["left"] = left.json }
            if let right = c.right { m["right"] = right.json }
        case .cluster(let center, let radius, let count):
            m["kind"] = "cluster"; m["center"] = center.json; m["radius"] = .number(radius); m["count"] = .number(Double(count))
        case .legend(let frame):
            m["kind"] = "legend"; m["frame"] = frame.json
        case .legendEntry(let entry):
            m["kind"] = "legendEntry"; m["swatch"] = entry.swatch.json; m["frame"] = entry.frame.json;
            m["text"] = .string(entry.text)
            m["at"] = entry.at.json; m["size"] = .number(entry.size); m["ink"] = .string(entry.ink.hexString)
        }
        return .object(m)
    }

    /// Reads an item back from its JSON value.
    public init(json: JSONValue) throws {
        id = try json.stringField("id")
        guard let layer = RenderLayer(rawValue: try json.stringField("layer")) else { throw JSONValue.Failure.badValue("layer") }
        self.layer = layer
        style = try RenderStyle(json: try json.field("style"))
        let source = try json["source"].map {
            SourceLocation(line: Int(try $0.numberField("line")), column: Int(try $0.numberField("column")))
        }
        anchor = try json["anchor"].map(CanvasPoint.init(json:))
        label = json["label"]?.string
        rotation = json["rotation"]?.number ?? 0
        func points(_ v: JSONValue) throws -> [CanvasPoint] { try (v.elements ?? []).map(CanvasPoint.init(json:)) }
        switch try json.stringField("kind") {
        case "rect": shape = .rect(try CanvasRect(json: try json.field("frame")))
        case "polygon": shape = .polygon(rings: try (try json.field("rings").elements ?? []).map(points))
        case "polyline": shape = .polyline(parts: try (try json.field("parts").elements ?? []).map(points))
        case "pin": shape = .pin(tip: try CanvasPoint(json: try json.field("tip")))
        case "marker": shape = .marker(at: try CanvasPoint(json: try json.field("at")), glyph: try json.stringField("glyph"))
        case "dot": shape = .dot(center: try CanvasPoint(json: try json.field("center")), radius: try json.numberField("radius"))
        case "image": shape = .image(source: try json.stringField("image"), frame: try CanvasRect(json: try json.field("frame")))
        case "groundImage":
            let corners = try points(try json.field("corners"))
            guard corners.count == 4 else { throw JSONValue.Failure.badValue("corners") }
            var part = ImagePart.whole
            if let p = json["part"] {
                let v = try (p.elements ?? []).map { n -> Double in
                    guard let d = n.number else { throw JSONValue.Failure.badValue("part") }
                    return d
                }
                guard v.count == 4, v.allSatisfy({ (0...1).contains($0) }), v[0] < v[2], v[1] < v[3] else {
                    throw JSONValue.Failure.badValue("part")
                }
                part = ImagePart(minX: v[0], minY: v[1], maxX: v[2], maxY: v[3])
            }
            shape = .groundImage(RenderGroundImage(source: try json.stringField("image"), part: part, corners: corners))
        case "text":
            shape = .text(
                try json.stringField("text"), at: try CanvasPoint(json: try json.field("at")), size: try json.numberField("size"),
                weight: TextWeight(rawValue: try json.stringField("weight")) ?? .regular)
        case "callout":
            shape = .callout(
                RenderCallout(
                    frame: try CanvasRect(json: try json.field("frame")),
                    pointer: try CanvasPoint(json: try json.field("pointer")),
                    title: try json.stringField("title"), subtitle: json["subtitle"]?.string,
                    left: try json["left"].map(RenderAccessory.init(json:)),
                    right: try json["right"].map(RenderAccessory.init(json:))))
        case "cluster":
            shape = .cluster(
                center: try CanvasPoint(json: try json.field("center")), radius: try json.numberField("radius"),
                count: Int(try json.numberField("count")))
        case "legend": shape = .legend(frame: try CanvasRect(json: try json.field("frame")))
        case "legendEntry":
            shape = .legendEntry(
                RenderLegendEntry(
                    swatch: try RenderSwatch(json: try json.field("swatch")),
                    frame: try CanvasRect(json: try json.field("frame")),
                    text: try json.stringField("text"), at: try CanvasPoint(json: try json.field("at")),
                    size: try json.numberField("size"),
                    ink: try Color.fromHex(try json.field("ink"))))
        case let other:
            throw JSONValue.Failure.badValue("kind \(other)")
        }
        self.source = source
    }

    public init(from decoder: any Decoder) throws {
        try self.init(json: JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        try json.encode(to: encoder)
    }
}

extension RenderStyle {
    package var json: JSONValue {
        var m: JSONObject = [
            "strokeWidth": .number(strokeWidth), "lineCap": .string(lineCap.rawValue), "lineJoin": .string(lineJoin.rawValue),
            "opacity": .number(opacity),
        ]
        if let stroke { m["stroke"] = .string(stroke.hexString) }
        if let fill { m["fill"] = .string(fill.hexString) }
        if !dash.isEmpty { m["dash"] = .array(dash.map(JSONValue.number)) }
        if let gradient {
            m["gradient"] = .object([
                "colors": .array(gradient.colors.map { .string($0.hexString) }), "angle": .number(gradient.angle),
            ])
        }
        return .object(m)
    }

    package init(json: JSONValue) throws {
        self.init(
            stroke: try json["stroke"].map { try Color.fromHex($0) }, strokeWidth: try json.numberField("strokeWidth"),
            dash: (json["dash"]?.elements ?? []).compactMap(\.number),
            lineCap: LineCap(rawValue: try json.stringField("lineCap")) ?? .butt,
            lineJoin: LineJoin(rawValue: try json.stringField("lineJoin")) ?? .miter,
            fill: try json["fill"].map { try Color.fromHex($0) },
            gradient: try json["gradient"].map {
                LinearGradient(
                    colors: try ($0.field("colors").elements ?? []).map(Color.fromHex), angle: try $0.numberField("angle"))
            },
            opacity: try json.numberField("opacity"))
    }
}

extension RenderAccessory {
    package var json: JSONValue {
        switch self {
        case .detailDisclosure: "detail"
        case .info: "info"
        case .image(let source): .object(["image": .string(source)])
        }
    }

    package init(json: JSONValue) throws {
        switch json {
        case "detail": self = .detailDisclosure
        case "info": self = .info
        default: self = .image(source: try json.stringField("image"))
        }
    }
}

extension RenderSwatch {
    package var json: JSONValue {
        switch self {
        case .line: "line"
        case .area: "area"
        case .pin: "pin"
        case .dot: "dot"
        case .marker(let glyph): .object(["marker": .string(glyph)])
        case .image(let source): .object(["image": .string(source)])
        }
    }

    package init(json: JSONValue) throws {
        switch json {
        case "line": self = .line
        case "area": self = .area
        case "pin": self = .pin
        case "dot": self = .dot
        default:
            if let glyph = json["marker"]?.string {
                self = .marker(glyph: glyph)
            } else if let source = json["image"]?.string {
                self = .image(source: source)
            } else {
                throw JSONValue.Failure.badValue("swatch")
            }
        }
    }
}

extension CanvasPoint {
    package var json: JSONValue { .array([.number(x), .number(y)]) }

    package init(json: JSONValue) throws {
        guard let e = json.elements, e.count == 2, let x = e[0].number, let y = e[1].number else {
            throw JSONValue.Failure.badValue("point")
        }
        self.init(x: x, y: y)
    }
}

extension CanvasRect {
    package var json: JSONValue { .array([.number(x), .number(y), .number(width), .number(height)]) }

    package init(json: JSONValue) throws {
        guard let e = json.elements, e.count == 4, let x = e[0].number, let y = e[1].number, let w = e[2].number,
            let h = e[3].number
        else { throw JSONValue.Failure.badValue("rect") }
        self.init(x: x, y: y, width: w, height: h)
    }
}

extension Color {
    package static func fromHex(_ json: JSONValue) throws -> Color {
        guard let text = json.string, case .success(let color) = Color.parse(text) else {
            throw JSONValue.Failure.badValue("color")
        }
        return color
    }
}

extension JSONValue {
    /// Why a JSON value could not be read as part of a render list.
    public enum Failure: Error, Equatable {
        case missing(String)
        case badValue(String)
    }

    package func field(_ key: String) throws -> JSONValue {
        guard let v = self[key] else { throw Failure.missing(key) }
        return v
    }

    package func numberField(_ key: String) throws -> Double {
        guard let n = try field(key).number else { throw Failure.badValue(key) }
        return n
    }

    package func stringField(_ key: String) throws -> String {
        guard let s = try field(key).string else { throw Failure.badValue(key) }
        return s
    }
}
