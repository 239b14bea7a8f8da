import MapSceneGeometry
import MapSceneModel

/// Reads KML 2.2 (Google My Maps, Google Earth, QGIS, ...) into data features, one a
/// `Placemark`:
///
/// - geometry: `Point`, `LineString`, `LinearRing` (a closed line), `Polygon` with its
///   `outerBoundaryIs` and `innerBoundaryIs` rings, `MultiGeometry` (nested), and Google's
///   `gx:Track` and `gx:MultiTrack` of recorded tracks; coordinates as `KMLCoordinates` reads them;
/// - properties: `name`, `description`, `ExtendedData` (`Data`/`value` and `SimpleData`), and
///   `folder`, the names of the `Folder`s it is in, outermost first, joined by `/`;
/// - style: the shared `Style` or `StyleMap` (its `normal` pair) its `styleUrl` names, with an
///   inline `Style` over it, as simplestyle properties (`KMLStyle`).
///
/// A geometry too degenerate to draw — a `LineString` or `gx:Track` of fewer than 2 coordinates, a
/// `LinearRing` of fewer than 3 distinct ones or of no area (an outer one takes its `Polygon`
/// along), a `Point` without one — is left out and counted (`DegenerateParts`), for one warning.
/// Overlays and models (`GroundOverlay`, `ScreenOverlay`, `PhotoOverlay`, `NetworkLink`, `Model`)
/// are not drawn, with a warning; elements in other namespaces are passed over. Elements are
/// matched by local name in the root's namespace, KML 2.2's (or Google's older ones), or none.
package final class KMLReader: XMLDataHandler {
    package static let namespaces: Set<String> = [
        "http://www.opengis.net/kml/2.2", "http://earth.google.com/kml/2.0", "http://earth.google.com/kml/2.1",
        "http://earth.google.com/kml/2.2",
    ]
    /// Google's extensions: `gx:Track`, `gx:coord`, `gx:MultiTrack`.
    package static let extensionNamespace = "http://www.google.com/kml/ext/2.2"
    package static let notDrawn: Set<String> = ["GroundOverlay", "ScreenOverlay", "PhotoOverlay", "NetworkLink", "Model"]

    /// The features of the KML document `text` and what is wrong with it.
    package static func read(_ text: DataText) -> (features: [DataFeature], problems: DataProblems) {
        let handler = KMLReader(text)
        let events = XMLEventReader(text)
        if events.parse(with: handler) {
            handler.finish(&events.problems)
        }
        return (handler.features, events.problems)
    }

    /// A style as a `StyleMap` pair or a `styleUrl` gives it: a reference, with where it is
    /// written, or a style written in place.
    private enum StyleChoice {
        case url(String, at: Range<Int>)
        case style(KMLStyle)
    }

    private struct Placemark {
        package var start: Int
        package var properties: [String: String] = [:]
        package var parts: [DataGeometry] = []
        package var styleURL: (url: String, at: Range<Int>)?
        package var inlineStyle: KMLStyle?
    }

    private let text: DataText
    package private(set) var features: [DataFeature] = []
    private var root: Range<Int>?
    private var rootNamespace = ""
    /// The open elements, the root first.
    private var open: [XMLStartTag] = []
    /// The depth of an element in another namespace being passed over, with all it holds.
    private var skipping: Int?
    /// The names of the open folders (nil until their `name` is read).
    private var folders: [String?] = []
    private var styles: [String: KMLStyle] = [:]
    private var styleMaps: [String: StyleChoice] = [:]
    private var style: KMLStyle?
    private var pair: (key: String?, choice: StyleChoice?)?
    private var styleMapNormal: StyleChoice?
    private var placemark: Placemark?
    /// The polygon being read, and how many errors there were when it opened: a ring with an
    /// error, or one left out, is not reported missing again.
    private var polygon: (exterior: [Coordinate]?, holes: [[Coordinate]], errors: Int, exteriorLeftOut: Bool)?
    /// Whether the open `Point`, `LineString` or `LinearRing` has had its `<coordinates>`.
    private var coordinatesSeen = false
    private var track: [Coordinate]?
    private var dataName: String?
    /// Placemarks read, their styles resolved at the end (a style may come after its use).
    private var placed: [Placemark] = []
    /// Geometries too degenerate to draw, left out.
    private var leftOut = DegenerateParts()

    private init(_ text: DataText) {
        self.text = text
    }

    private var parent: String { open.count >= 2 ? open[open.count - 2].name : "" }
    private var grandparent: String { open.count >= 3 ? open[open.count - 3].name : "" }

    package func start(_ tag: XMLStartTag, in reader: XMLEventReader) {
        open.append(tag)
        if skipping != nil { return }
        guard root != nil else {
            guard tag.name == "kml" else {
                reader.problems.error("the root element is <\(tag.name)>; a KML file holds <kml>", at: tag.bytes)
                return reader.stop()
            }
            root = tag.bytes
            rootNamespace = tag.namespace
            return
        }
        let isKML =
            tag.namespace == rootNamespace || Self.namespaces.contains(tag.namespace)
            || (tag.namespace.isEmpty && !tag.isPrefixed)
        guard isKML || tag.namespace == Self.extensionNamespace else {
            skipping = open.count
            return
        }
        switch tag.name {
        case "Folder": folders.append(nil)
        case "Style": style = KMLStyle()
        case "StyleMap": styleMapNormal = nil
        case "Pair": pair = (nil, nil)
        case "Placemark": placemark = Placemark(start: tag.bytes.lowerBound)
        case "Polygon" where placemark != nil: polygon = (nil, [], reader.problems.errorCount, false)
        case "Point", "LineString", "LinearRing": coordinatesSeen = false
        case "Track" where placemark != nil: track = []
        case "Data", "SimpleData": dataName = tag.attributes["name"]
        case let name where Self.notDrawn.contains(name):
            reader.problems.warning("<\(name)> is not drawn; only placemarks are", at: tag.bytes)
            skipping = open.count
        default: break
        }
    }

    package func end(_ name: String, namespace: String, text: XMLText, in reader: XMLEventReader) {
        defer { open.removeLast() }
        if let depth = skipping {
            if open.count == depth { skipping = nil }
            return
        }
        guard let tag = open.last else { return }
        var value: String { text.string.trimmingXMLSpace() }
        switch (name, parent) {
        case ("name", "Folder"):
            if !folders.isEmpty { folders[folders.count - 1] = value }
        case ("name", "Placemark"), ("description", "Placemark"):
            if !value.isEmpty { placemark?.properties[name] = value }
        case ("styleUrl", "Placemark"):
            placemark?.styleURL = (value, valueBytes(text, of: tag, in: reader))
        case ("styleUrl", "Pair"):
            pair?.choice = .url(value, at: valueBytes(text, of: tag, in: reader))
        case ("key", "Pair"):
            pair?.key = value
        case ("color", "LineStyle"), ("color", "PolyStyle"), ("color", "IconStyle"):
            guard let color = KMLStyle.color(value) else {
                reader.problems.error(
                    "a KML color is aabbggrr in hexadecimal (alpha, blue, green, red); found '\(value.prefix(40))'",
                    at: valueBytes(text, of: tag, in: reader))
                break
            }
            switch parent {
            case "LineStyle": style?.lineColor = color
            case "PolyStyle": style?.polygonColor = color
            default: style?.iconColor = color.rgb
            }
        case ("width", "LineStyle"):
            guard let width = DataNumbers.decimal(value), width >= 0 else {
                reader.problems.error(
                    "a line width is a number of pixels, 0 or more; found '\(value.prefix(40))'",
                    at: valueBytes(text, of: tag, in: reader))
                break
            }
            style?.lineWidth = value
        case ("fill", "PolyStyle"), ("outline", "PolyStyle"):
            guard let flag = KMLStyle.flag(value) else {
                reader.problems.error(
                    "<\(name)> is 1 or 0; found '\(value.prefix(40))'", at: valueBytes(text, of: tag, in: reader))
                break
            }
            if name == "fill" { style?.fill = flag } else { style?.outline = flag }
        case ("Style", _):
            finishStyle(tag)
        case ("Pair", _):
            if pair?.key == "normal" { styleMapNormal = pair?.choice }
            pair = nil
        case ("StyleMap", _):
            if parent == "Placemark", let choice = styleMapNormal {
                switch choice {
                case .style(let inline): placemark?.inlineStyle = inline
                case .url(let url, let at): placemark?.styleURL = (url, at)
                }
            } else if let id = tag.attributes["id"], let choice = styleMapNormal {
                styleMaps[id] = choice
            }
        case ("value", "Data"), ("SimpleData", _):
            if let key = dataName, placemark != nil { placemark?.properties[key] = value }
        case ("coordinates", _):
            coordinatesSeen = true
            coordinates(text, of: tag, in: reader)
        case ("Point", _), ("LineString", _), ("LinearRing", _):
            if placemark != nil, !coordinatesSeen { reader.problems.error("a <\(name)> needs <coordinates>", at: tag.bytes) }
        case ("coord", "Track"):
            trackPoint(value, text: text, of: tag, in: reader)
        case ("Polygon", _):
            guard let area = polygon, placemark != nil else { break }
            polygon = nil
            guard let exterior = area.exterior else {
                if reader.problems.errorCount == area.errors, !area.exteriorLeftOut {
                    reader.problems.error("a <Polygon> needs an <outerBoundaryIs> ring", at: tag.bytes)
                }
                break
            }
            placemark?.parts.append(.area(exterior: exterior, holes: area.holes))
        case ("Track", _):
            guard let points = track, placemark != nil else { break }
            track = nil
            if points.count >= 2 {
                placemark?.parts.append(.line(points))
            } else {
                leftOut.leaveOut(
                    "a <gx:Track> of \(points.count) point\(points.count == 1 ? "" : "s")",
                    because: "a line needs at least 2 points",
                    at: tag.bytes)
            }
        case ("Placemark", _):
            if var done = placemark {
                let path = folders.compactMap { $0 }.filter { !$0.isEmpty }
                if !path.isEmpty { done.properties["folder"] = path.joined(separator: "/") }
                placed.append(done)
            }
            placemark = nil
        case ("Folder", _):
            if !folders.isEmpty { folders.removeLast() }
        default:
            break
        }
    }

    /// Keeps the `Style` just read where it belongs: inline in a placemark or a pair, or shared
    /// under its id.
    private func finishStyle(_ tag: XMLStartTag) {
        guard let done = style else { return }
        style = nil
        switch parent {
        case "Placemark": placemark?.inlineStyle = done
        case "Pair": pair?.choice = .style(done)
        default: if let id = tag.attributes["id"] { styles[id] = done }
        }
    }

    /// The geometry a `<coordinates>` element gives, by the element it is in.
    private func coordinates(_ text: XMLText, of tag: XMLStartTag, in reader: XMLEventReader) {
        guard placemark != nil else { return }
        let points: [Coordinate]
        do {
            points = try KMLCoordinates.parse(text.string)
        } catch {
            let start = reader.offset(of: error.range.lowerBound, in: text, fallback: tag.bytes.lowerBound)
            let end = reader.offset(of: error.range.upperBound, in: text, fallback: tag.bytes.lowerBound)
            reader.problems.error(error.message, at: start..<max(start, end))
            return
        }
        let geometry = parent
        let at = tag.bytes
        switch geometry {
        case "Point":
            if points.isEmpty {
                return leftOut.leaveOut("a <Point> without coordinates", because: "it has no position", at: at)
            }
            guard points.count == 1 else {
                reader.problems.error("a <Point> has one coordinate, found \(points.count)", at: at)
                return
            }
            placemark?.parts.append(.point(points[0]))
        case "LineString":
            guard points.count >= 2 else {
                return leftOut.leaveOut(
                    "a <LineString> of \(points.count) coordinate\(points.count == 1 ? "" : "s")",
                    because: "a line needs at least 2 coordinates",
                    at: at)
            }
            placemark?.parts.append(.line(points))
        case "LinearRing":
            guard !DegenerateParts.enclosesNoArea(points) else {
                let distinct = DegenerateParts.distinctCount(points)
                let why =
                    distinct < 3
                    ? "a ring needs at least 3 distinct coordinates" : "its coordinates lie on one line and enclose no area"
                let taken = grandparent == "outerBoundaryIs" ? "; its <Polygon> with it" : ""
                leftOut.leaveOut(
                    "a <LinearRing> of \(distinct) distinct coordinate\(distinct == 1 ? "" : "s")", because: why + taken, at: at)
                if grandparent == "outerBoundaryIs" { polygon?.exteriorLeftOut = true }
                return
            }
            switch grandparent {
            case "outerBoundaryIs": polygon?.exterior = points
            case "innerBoundaryIs": polygon?.holes.append(points)
            default:
                // A ring on its own is a closed line.
                placemark?.parts.append(.line(points.first == points.last ? points : points + [points[0]]))
            }
        default:
            break
        }
    }

    /// One `gx:coord` of a `gx:Track`: `longitude latitude altitude`, separated by spaces.
    private func trackPoint(_ value: String, text: XMLText, of tag: XMLStartTag, in reader: XMLEventReader) {
        let fields = value.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
        let bytes = valueBytes(text, of: tag, in: reader)
        guard fields.count >= 2, let longitude = DataNumbers.decimal(fields[0]), let latitude = DataNumbers.decimal(fields[1])
        else {
            reader.problems.error("a <gx:coord> is 'longitude latitude altitude'; found '\(value.prefix(40))'", at: bytes)
            return
        }
        if let problem = DataNumbers.longitudeProblem(longitude, spelled: fields[0])
            ?? DataNumbers.latitudeProblem(latitude, spelled: fields[1])
        {
            reader.problems.error(problem, at: bytes)
            return
        }
        track?.append(Coordinate(latitude: latitude, longitude: longitude))
    }

    /// The bytes of an element's trimmed text, or its start tag's when they cannot be found.
    private func valueBytes(_ text: XMLText, of tag: XMLStartTag, in reader: XMLEventReader) -> Range<Int> {
        let leading = text.string.utf8.prefix { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }.count
        let trimmed = text.string.trimmingXMLSpace().utf8.count
        let start = reader.offset(of: leading, in: text, fallback: tag.bytes.lowerBound)
        let end = reader.offset(of: leading + trimmed, in: text, fallback: tag.bytes.lowerBound)
        return start == tag.bytes.lowerBound ? tag.bytes : start..<max(end, start)
    }

    /// Resolves each placemark's style and makes it a feature.
    private func finish(_ problems: inout DataProblems) {
        for placemark in placed {
            var resolved = KMLStyle()
            if let (url, at) = placemark.styleURL {
                if let shared = sharedStyle(url, at: at, problems: &problems) { resolved = shared }
            }
            if let inline = placemark.inlineStyle { resolved = resolved.overridden(by: inline) }
            var properties = placemark.properties
            let isArea = !placemark.parts.isEmpty && placemark.parts.allSatisfy { if case .area = $0 { true } else { false } }
            properties.merge(resolved.properties(isArea: isArea)) { _, style in style }
            features.append(
                DataFeature(parts: placemark.parts, properties: properties, location: text.location(of: placemark.start)))
        }
        if let root, !problems.containsErrors {
            let nothingDrawn = !features.contains(where: { !$0.parts.isEmpty })
            leftOut.report(into: &problems, isAll: nothingDrawn)
            if nothingDrawn, leftOut.count == 0 {
                problems.warning("the file holds no placemark with a geometry", at: root)
            }
        }
    }

    /// The shared style a `styleUrl` names: `#id` of a `Style`, or of a `StyleMap` whose normal
    /// pair names or holds one. A style in another file, or an id the file does not have, gets a
    /// warning and no style.
    private func sharedStyle(_ url: String, at: Range<Int>, problems: inout DataProblems) -> KMLStyle? {
        guard url.hasPrefix("#") else {
            problems.warning("styles in other files are not read ('\(url.prefix(60))')", at: at)
            return nil
        }
        let id = String(url.dropFirst())
        if let style = styles[id] { return style }
        switch styleMaps[id] {
        case .style(let style)?:
            return style
        case .url(let inner, let innerAt)?:
            if inner.hasPrefix("#"), let style = styles[String(inner.dropFirst())] { return style }
            problems.warning("no style '\(inner.prefix(60))' in this file", at: innerAt)
            return nil
        case nil:
            problems.warning("no style '\(url.prefix(60))' in this file", at: at)
            return nil
        }
    }
}
