import MapSceneBase
import MapSceneGeometry
import MapSceneModel
import MapSceneSyntax

/// Decoding of the camera: exactly one of MapKit's ways to aim the map.
package enum CameraDecoder {
    package static let keys = SceneVocabulary.camera.keyNames

    /// The keys that pick a camera form, in the order they are reported.
    private static let formKeys = ["span", "distance", "zoom", "mapRect", "fit", "lookAt", "altitude"]

    /// The largest distance a camera may cover: half the earth's circumference, in meters.
    package static let maximumDistance = 20_037_508.0

    package static func decode(_ node: SyntaxNode, _ context: DecodingContext) -> Camera? {
        guard let m = context.mapping(node, "camera", keys: keys) else { return nil }

        var pitch = 0.0
        var heading = 0.0
        if let n = m["pitch"], let v = context.angle(n, for: "pitch", in: -360...360) { pitch = v }
        if let n = m["heading"], let v = context.angle(n, for: "heading", in: -360...360) {
            heading = v.truncatingRemainder(dividingBy: 360)
            if heading < 0 { heading += 360 }
        }

        // `altitude` picks a form of its own only without `lookAt`, which also takes an altitude.
        let present = formKeys.filter { key in
            key == "altitude" ? m.has("altitude") && !m.has("lookAt") : m.has(key)
        }
        guard let formKey = present.first else {
            let message =
                m.has("center")
                ? "the camera's center needs a span, a distance, a zoom or an altitude"
                : "the camera needs one form: center + span, center + distance, center + zoom, center + altitude, lookAt + from + altitude, mapRect or fit"
            context.report(.cameraForm, message, at: m.startRange)
            return nil
        }
        if present.count > 1, let second = m.entry(present[1]) {
            context.report(
                .cameraForm, "the camera has more than one form ('\(present[0])' and '\(present[1])'); use exactly one",
                at: second.keyRange,
                notes: [DiagnosticNote("'\(present[0])' is here", at: m.entry(present[0])?.keyRange)])
            return nil
        }
        reportStrayKeys(m, form: formKey, context)

        let form: CameraForm?
        switch formKey {
        case "span":
            let c = center(m, context), s = span(m["span"]!, context)
            if let c, let s { form = .centerSpan(center: c, span: s) } else { form = nil }
        case "distance":
            let c = center(m, context), d = distances(m["distance"]!, context)
            if let c, let d { form = .centerDistance(center: c, northSouth: d.0, eastWest: d.1) } else { form = nil }
        case "zoom":
            let c = center(m, context), z = zoom(m["zoom"]!, context)
            if let c, let z { form = .centerZoom(center: c, zoom: z) } else { form = nil }
        case "altitude":
            let c = center(m, context), a = context.distance(m["altitude"]!, for: "altitude", in: 1...1e9)
            if let c, let a { form = .centerAltitude(center: c, altitude: a) } else { form = nil }
        case "lookAt":
            let target = context.coordinate(m["lookAt"]!, for: "lookAt")
            let eye = m.require("from", context).flatMap { context.coordinate($0, for: "from") }
            let altitude = m.require("altitude", context).flatMap { context.distance($0, for: "altitude", in: 1...1e9) }
            if let target, let eye, let altitude {
                form = .lookAt(target: target, eye: eye, altitude: altitude)
            } else {
                form = nil
            }
        case "mapRect":
            form = mapRect(m["mapRect"]!, context).map { .mapRect($0) }
        default:
            let target = fitTarget(m["fit"]!, context)
            let padding = m["padding"].map { self.padding($0, context) } ?? EdgePadding.zero
            if let target, let padding { form = .fit(target, padding: padding) } else { form = nil }
        }
        return form.map { Camera(form: $0, pitch: pitch, heading: heading, range: node.range, pitchRange: m["pitch"]?.range) }
    }

    /// Keys that the chosen form does not use.
    private static func reportStrayKeys(_ m: MappingReader, form: String, _ context: DecodingContext) {
        let uses: [String: Set<String>] = [
            "span": ["center"], "distance": ["center"], "zoom": ["center"], "altitude": ["center"],
            "lookAt": ["from", "altitude"], "mapRect": [], "fit": ["padding"],
        ]
        let shared: Set<String> = ["pitch", "heading", form]
        for entry in m.entries
        where keys.contains(entry.key) && !shared.contains(entry.key) && !(uses[form]?.contains(entry.key) ?? false) {
            context.report(.misplacedKey, "'\(entry.key)' does not apply to a camera aimed with '\(form)'", at: entry.keyRange)
        }
    }

    private static func center(_ m: MappingReader, _ context: DecodingContext) -> Coordinate? {
        m.require("center", context).flatMap { context.coordinate($0, for: "center") }
    }

    private static func span(_ node: SyntaxNode, _ context: DecodingContext) -> CoordinateSpan? {
        guard let elements = node.elements, elements.count == 2 else {
            context.wrongType(node, expected: "a span [latitudeDelta, longitudeDelta]", for: "span")
            return nil
        }
        guard let lat = context.number(elements[0], for: "latitudeDelta", in: 1e-9...180),
            let lon = context.number(elements[1], for: "longitudeDelta", in: 1e-9...360)
        else { return nil }
        return CoordinateSpan(latitudeDelta: lat, longitudeDelta: lon)
    }

    /// A web map's zoom level, whole or fractional, within `Camera.zoomLevels`.
    private static func zoom(_ node: SyntaxNode, _ context: DecodingContext) -> Double? {
        guard let value = context.number(node, for: "zoom") else { return nil }
        let levels = Camera.zoomLevels
        guard levels.contains(value) else {
            context.report(
                .zoomRange,
                "zoom must be between \(context.format(levels.lowerBound)) (the world in one 256-point tile) and "
                    + "\(context.format(levels.upperBound)) (the deepest zoom of web maps, about 4 cm a point at the equator), "
                    + "found \(node.scalar?.text ?? context.format(value))",
                at: node.range)
            return nil
        }
        return value
    }

    /// `1200m` (both directions) or `[northSouth, eastWest]`.
    private static func distances(_ node: SyntaxNode, _ context: DecodingContext) -> (Double, Double)? {
        let bounds = 0.01...maximumDistance
        if let elements = node.elements {
            guard elements.count == 2 else {
                context.wrongType(node, expected: "a distance or [northSouth, eastWest]", for: "distance")
                return nil
            }
            guard let ns = context.distance(elements[0], for: "north–south distance", in: bounds),
                let ew = context.distance(elements[1], for: "east–west distance", in: bounds)
            else { return nil }
            return (ns, ew)
        }
        return context.distance(node, for: "distance", in: bounds).map { ($0, $0) }
    }

    private static func mapRect(_ node: SyntaxNode, _ context: DecodingContext) -> MapRect? {
        guard let elements = node.elements, elements.count == 4 else {
            context.wrongType(node, expected: "a map rect [x, y, width, height]", for: "mapRect")
            return nil
        }
        let world = MapSize.world.width
        guard let x = context.number(elements[0], for: "mapRect x", in: -world...(2 * world)),
            let y = context.number(elements[1], for: "mapRect y", in: 0...world),
            let w = context.number(elements[2], for: "mapRect width", in: 1e-6...world),
            let h = context.number(elements[3], for: "mapRect height", in: 1e-6...world)
        else { return nil }
        return MapRect(x: x, y: y, width: w, height: h)
    }

    private static func fitTarget(_ node: SyntaxNode, _ context: DecodingContext) -> FitTarget? {
        if let scalar = node.scalar, !scalar.isQuoted, scalar.text == "all" { return .all }
        guard let elements = node.elements else {
            context.wrongType(node, expected: "all or a list of ids", for: "fit")
            return nil
        }
        guard !elements.isEmpty else {
            context.report(.emptyValue, "fit needs at least one id, or all", at: node.range)
            return nil
        }
        let ids = elements.compactMap { element in
            context.identifier(element, for: "an id to fit").map { id in
                context.identifiers.refer(to: id, as: [.annotation, .annotationSet, .overlay], at: element.range, from: "fit")
                return id
            }
        }
        return ids.count == elements.count ? .ids(ids) : nil
    }

    /// `20` or `[top, right, bottom, left]`, in points.
    private static func padding(_ node: SyntaxNode, _ context: DecodingContext) -> EdgePadding? {
        let bounds = 0.0...4096
        if let elements = node.elements {
            guard elements.count == 4 else {
                context.wrongType(node, expected: "a padding or [top, right, bottom, left]", for: "padding")
                return nil
            }
            let values = elements.compactMap { context.number($0, for: "padding", in: bounds) }
            guard values.count == 4 else { return nil }
            return EdgePadding(top: values[0], right: values[1], bottom: values[2], left: values[3])
        }
        return context.number(node, for: "padding", in: bounds).map { EdgePadding(all: $0) }
    }
}
