import MapSceneGeometry
import MapSceneModel

/// Reads GPX 1.0 and 1.1 (Garmin, Strava, OsmAnd, gpsbabel, ...) into data features:
///
/// - a track (`trk`) is one feature with a line for each segment (`trkseg`) of two or more
///   points, so a gap between segments is never bridged; an empty segment is passed over, a
///   segment of one point (or a route of one) is left out and counted (`DegenerateParts`), for
///   one warning;
/// - a route (`rte`) is one feature with one line of its `rtept`s;
/// - a waypoint (`wpt`) is one feature with a point.
///
/// Each feature's properties are the text of its simple child elements: `name`, `desc`, `cmt`,
/// `sym`, `type`, `ele`, `time`, ... and `link` (its `href`). Elevation, time and everything in
/// `extensions` or in another namespace are read or passed over, never refused. Elements are
/// matched by local name in the root's namespace, GPX 1.0's or 1.1's, or none.
package final class GPXReader: XMLDataHandler {
    package static let namespaces: Set<String> = ["http://www.topografix.com/GPX/1/0", "http://www.topografix.com/GPX/1/1"]

    /// The features of the GPX document `text` and what is wrong with it.
    package static func read(_ text: DataText) -> (features: [DataFeature], problems: DataProblems) {
        let handler = GPXReader(text)
        let events = XMLEventReader(text)
        if events.parse(with: handler), !events.problems.containsErrors, let root = handler.root {
            let nothingDrawn = !handler.features.contains(where: { !$0.parts.isEmpty })
            handler.leftOut.report(into: &events.problems, isAll: nothingDrawn)
            if nothingDrawn, handler.leftOut.count == 0 {
                events.problems.warning("the file holds no track points, route points or waypoints", at: root)
            }
        }
        return (handler.features, events.problems)
    }

    private enum Kind { case track, route, waypoint }

    /// A track, route or waypoint being read.
    private struct Builder {
        package var kind: Kind
        package var start: Int
        /// How deep its element is: its simple children, one deeper, give its properties.
        package var depth: Int
        package var parts: [DataGeometry] = []
        package var properties: [String: String] = [:]
        /// A track's segments that hold points, and where those of one point start.
        package var segments = 0
        package var onePointSegments: [Int] = []
    }

    private let text: DataText
    private var features: [DataFeature] = []
    /// Segments and routes of one point, left out.
    private var leftOut = DegenerateParts()
    /// The root `<gpx>` start tag, once seen.
    private var root: Range<Int>?
    private var rootNamespace = ""
    /// The names of the open elements, the root first.
    private var open: [String] = []
    /// The depth of an `extensions` or foreign element being passed over, with all it holds.
    private var skipping: Int?
    private var feature: Builder?
    /// The points of the open track segment or route.
    private var points: [Coordinate]?
    private var pointsStart = 0
    /// How many errors there were when it opened: a point with an error is not counted short.
    private var pointsErrors = 0

    private init(_ text: DataText) {
        self.text = text
    }

    private func isGPX(_ tag: XMLStartTag) -> Bool {
        tag.namespace == rootNamespace || Self.namespaces.contains(tag.namespace) || (tag.namespace.isEmpty && !tag.isPrefixed)
    }

    package func start(_ tag: XMLStartTag, in reader: XMLEventReader) {
        open.append(tag.name)
        if skipping != nil { return }
        guard root != nil else {
            guard tag.name == "gpx" else {
                reader.problems.error("the root element is <\(tag.name)>; a GPX file holds <gpx>", at: tag.bytes)
                return reader.stop()
            }
            root = tag.bytes
            rootNamespace = tag.namespace
            return
        }
        guard isGPX(tag), tag.name != "extensions" else {
            skipping = open.count
            return
        }
        let parent = open.count >= 2 ? open[open.count - 2] : ""
        switch (tag.name, parent) {
        case ("wpt", "gpx"):
            feature = Builder(kind: .waypoint, start: tag.bytes.lowerBound, depth: open.count)
            if let point = coordinate(of: tag, in: reader) { feature?.parts = [.point(point)] }
        case ("trk", "gpx"):
            feature = Builder(kind: .track, start: tag.bytes.lowerBound, depth: open.count)
        case ("rte", "gpx"):
            feature = Builder(kind: .route, start: tag.bytes.lowerBound, depth: open.count)
            (points, pointsStart, pointsErrors) = ([], tag.bytes.lowerBound, reader.problems.errorCount)
        case ("trkseg", "trk"):
            finishLine(in: reader)
            (points, pointsStart, pointsErrors) = ([], tag.bytes.lowerBound, reader.problems.errorCount)
        case ("trkpt", "trkseg"), ("rtept", "rte"):
            if let point = coordinate(of: tag, in: reader) { points?.append(point) }
        case ("trkpt", "trk"):
            // A point outside any segment (some writers leave trkseg out): a segment of its own run.
            if points == nil { (points, pointsStart, pointsErrors) = ([], tag.bytes.lowerBound, reader.problems.errorCount) }
            if let point = coordinate(of: tag, in: reader) { points?.append(point) }
        case ("link", _) where feature?.depth == open.count - 1:
            if let href = tag.attributes["href"] { feature?.properties["link"] = href }
        default:
            break
        }
    }

    package func end(_ name: String, namespace: String, text: XMLText, in reader: XMLEventReader) {
        defer { open.removeLast() }
        if let depth = skipping {
            if open.count == depth { skipping = nil }
            return
        }
        guard let current = feature else { return }
        if open.count == current.depth + 1, text.start != nil, !["trkseg", "trkpt", "rtept", "link"].contains(name) {
            let value = text.string.trimmingXMLSpace()
            if !value.isEmpty, current.properties[name] == nil { feature?.properties[name] = value }
            return
        }
        if name == "trkseg" {
            finishLine(in: reader)
        } else if open.count == current.depth {
            finishLine(in: reader)
            if let done = feature {
                // A track of one segment of one point is a track of one point.
                let what = done.segments == 1 ? "a track of one point" : "a track segment of one point"
                for start in done.onePointSegments {
                    leftOut.leaveOut(what, because: "a line needs at least 2 points", at: start..<start)
                }
                features.append(
                    DataFeature(parts: done.parts, properties: done.properties, location: self.text.location(of: done.start)))
            }
            feature = nil
        }
    }

    /// Ends the open segment or route: a line of two or more points; one point is left out
    /// (a track's once the track ends and its segments are counted), none quietly.
    private func finishLine(in reader: XMLEventReader) {
        guard let line = points else { return }
        points = nil
        if !line.isEmpty { feature?.segments += 1 }
        switch line.count {
        case 0:
            break
        case 1:
            // A point with an error has been reported: the segment is not short for want of it.
            guard reader.problems.errorCount == pointsErrors else { break }
            if feature?.kind == .route {
                leftOut.leaveOut(
                    "a route of one point", because: "a line needs at least 2 points", at: pointsStart..<pointsStart)
            } else {
                feature?.onePointSegments.append(pointsStart)
            }
        default:
            feature?.parts.append(.line(line))
        }
    }

    /// The `lat` and `lon` of a `wpt`, `trkpt` or `rtept`; nil, with a located error, when one
    /// is missing, not a number or out of range.
    private func coordinate(of tag: XMLStartTag, in reader: XMLEventReader) -> Coordinate? {
        var values: [Double] = []
        for (attribute, what) in [("lat", "latitude"), ("lon", "longitude")] {
            guard let raw = tag.attributes[attribute] else {
                reader.problems.error("<\(tag.name)> needs a \(attribute) attribute (its \(what))", at: tag.bytes)
                return nil
            }
            let spelling = raw.trimmingXMLSpace()
            guard let value = DataNumbers.decimal(spelling) else {
                reader.problems.error(DataNumbers.notANumber(what, spelling), at: reader.attributeBytes(attribute, of: tag))
                return nil
            }
            let problem =
                attribute == "lat"
                ? DataNumbers.latitudeProblem(value, spelled: spelling) : DataNumbers.longitudeProblem(value, spelled: spelling)
            if let problem {
                reader.problems.error(problem, at: reader.attributeBytes(attribute, of: tag))
                return nil
            }
            values.append(value)
        }
        return Coordinate(latitude: values[0], longitude: values[1])
    }
}
