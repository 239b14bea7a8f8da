import MapSceneBase
import MapSceneGeometry
import MapSceneModel
import MapSceneSyntax

/// Decoding of colors, coordinates and local points.
extension DecodingContext {
    /// A color: a CSS name, `#rgb`, `#rrggbb`, `#rrggbbaa` or `color/alpha`.
    package func color(_ node: SyntaxNode, for what: String) -> Color? {
        guard let scalar = node.scalar, !scalar.isNull else {
            wrongType(node, expected: "a color", for: what)
            return nil
        }
        switch Color.parse(scalar.text) {
        case .success(let color):
            if let normal = Color.normalSpelling(of: scalar.text), normal != scalar.text {
                report(
                    .colorForm, "color '\(scalar.text)' for \(what) is normally written '\(normal)'", at: node.range,
                    fixes: respelling(node.range, from: scalar.text, to: normal, as: .value))
            }
            return color
        case .failure(.badAlpha(let alpha)):
            report(
                .colorAlpha, "the alpha after '/' in \(what) must be a number between 0 and 1, found '\(alpha)'", at: node.range)
        case .failure(.unknownColor(let name)):
            let suggestions = name.hasPrefix("#") ? [] : Suggestion.closestAll(to: name, in: Color.names)
            let hint = name.hasPrefix("#") ? "; hex colors are #rgb, #rrggbb or #rrggbbaa" : Suggestion.phrase(suggestions)
            var fixes: [Fix] = []
            if suggestions.count == 1,
                let normal = Color.normalSpelling(of: Color.replacingName(in: scalar.text, with: suggestions[0]))
            {
                fixes = respelling(node.range, from: scalar.text, to: normal, as: .value)
            }
            report(.unknownColor, "unknown color '\(name)' for \(what)\(hint)", at: node.range, fixes: fixes)
        }
        return nil
    }

    /// A coordinate written `[latitude, longitude]` (or `{latitude: ..., longitude: ...}`), checked for range.
    package func coordinate(_ node: SyntaxNode, for what: String) -> Coordinate? {
        // The common case without detours: two plain numbers in range.
        if let plain = Self.plainCoordinate(node) { return plain }
        let latitudeNode: SyntaxNode
        let longitudeNode: SyntaxNode
        if let elements = node.elements {
            guard elements.count == 2 else {
                report(
                    .coordinatePair,
                    "a coordinate is [latitude, longitude]; \(what) has \(elements.count) value\(elements.count == 1 ? "" : "s")",
                    at: node.range)
                return nil
            }
            (latitudeNode, longitudeNode) = (elements[0], elements[1])
        } else if node.entries != nil {
            guard let reader = mapping(node, what, keys: SceneVocabulary.coordinateMapping.keyNames),
                let lat = reader.require("latitude", self), let lon = reader.require("longitude", self)
            else { return nil }
            (latitudeNode, longitudeNode) = (lat, lon)
        } else {
            wrongType(node, expected: "a coordinate [latitude, longitude]", for: what)
            return nil
        }
        guard let latitude = number(latitudeNode, for: "latitude"),
            let longitude = number(longitudeNode, for: "longitude")
        else { return nil }
        var valid = true
        let swapped = abs(latitude) > 90 && abs(longitude) <= 90 && abs(latitude) <= 180
        let swapNote = [DiagnosticNote("the pair looks swapped: coordinates are written [latitude, longitude]")]
        if abs(latitude) > 90 {
            report(
                .latitudeRange, "latitude \(latitudeNode.scalar!.text) is outside -90...90", at: latitudeNode.range,
                notes: swapped ? swapNote : [])
            valid = false
        }
        if abs(longitude) > 180 {
            report(.longitudeRange, "longitude \(longitudeNode.scalar!.text) is outside -180...180", at: longitudeNode.range)
            valid = false
        }
        return valid ? Coordinate(latitude: latitude, longitude: longitude) : nil
    }

    /// A list of coordinates; nil when any is invalid (each is reported).
    package func coordinates(_ node: SyntaxNode, for what: String, minimum: Int) -> [Coordinate]? {
        guard let elements = list(node, for: what) else { return nil }
        // A list of plain pairs, the common case, is read the quick way; the first pair that is
        // not plain sends the whole list the careful way, which reports what is wrong.
        let plain = elements.compactMap(Self.plainCoordinate)
        var result: [Coordinate] = []
        var valid = true
        if plain.count == elements.count {
            result = plain
        } else {
            result.reserveCapacity(elements.count)
            let pointName = "a point of \(what)"
            for element in elements {
                if let c = coordinate(element, for: pointName) {
                    result.append(c)
                } else {
                    valid = false
                }
            }
        }
        guard valid else { return nil }
        return atLeast(minimum, result, of: node, for: what)
    }

    /// `coordinates`, the points of the list `node`, when there are at least `minimum` of them;
    /// nil otherwise, reported.
    package func atLeast(_ minimum: Int, _ coordinates: [Coordinate], of node: SyntaxNode, for what: String) -> [Coordinate]? {
        guard coordinates.count >= minimum else {
            report(.tooFewPoints, "\(what) needs at least \(minimum) points, found \(coordinates.count)", at: node.range)
            return nil
        }
        return coordinates
    }

    /// `[latitude, longitude]` of two plain numbers in range, without detours; nil for any other
    /// node, which `coordinate(_:for:)` then reads (and reports what is wrong with it).
    private static func plainCoordinate(_ node: SyntaxNode) -> Coordinate? {
        guard let pair = node.elements, pair.count == 2 else { return nil }
        return plainCoordinate(latitude: pair[0].scalar?.number, longitude: pair[1].scalar?.number)
    }

    /// The coordinate of a `latitude` and a `longitude` read as numbers, when both are and are
    /// in range (`plainCoordinate(_:)`).
    package static func plainCoordinate(latitude: Double?, longitude: Double?) -> Coordinate? {
        guard let latitude, let longitude else { return nil }
        return Coordinate.inRange(latitude: latitude, longitude: longitude)
    }

    /// A pair of numbers `[x, y]`.
    package func pair(_ node: SyntaxNode, for what: String) -> (Double, Double)? {
        guard let elements = node.elements, elements.count == 2 else {
            wrongType(node, expected: "a pair [x, y]", for: what)
            return nil
        }
        guard let x = number(elements[0], for: what), let y = number(elements[1], for: what) else { return nil }
        return (x, y)
    }
}
