import MapSceneGeometry

/// Reads the values of an MBTiles `metadata` table (specification 1.3): `format`, `minzoom`,
/// `maxzoom`, `bounds`, `center` and the `json` row with `vector_layers`. A value that is there
/// but malformed is an error; one that is missing is nil.
package struct MBTilesMetadataParser {
    package let values: [String: String]
    package let path: String

    /// `format`: `pbf` (vector tiles), `png`, `jpg`, `webp`, … ; nil when there is no row. MapLibre
    /// Tiles (`mlt`) are an error: mapc cannot read them yet.
    package func format() throws(TileArchiveError) -> TileFormat? {
        guard let value = values["format"] else { return nil }
        switch value.lowercased() {
        case "pbf", "mvt": return .mvt
        case "png": return .png
        case "jpg", "jpeg": return .jpeg
        case "webp": return .webp
        case "avif": return .avif
        case "mlt": throw TileArchiveError(path: path, .mapLibreTiles("format \"\(value)\""))
        default: return .unknown
        }
    }

    /// An integer zoom row.
    package func zoom(_ name: String) throws(TileArchiveError) -> Int? {
        guard let value = values[name] else { return nil }
        guard let zoom = Int(value.trimmed) else { throw malformed("\(name) \"\(value)\" is not a whole number") }
        return zoom
    }

    /// `bounds`: `west,south,east,north` in degrees.
    package func bounds() throws(TileArchiveError) -> TileArchiveBounds? {
        guard let value = values["bounds"] else { return nil }
        let numbers = value.split(separator: ",").compactMap { Double(String($0).trimmed) }
        guard numbers.count == 4, numbers.count == value.split(separator: ",", omittingEmptySubsequences: false).count else {
            throw malformed("bounds \"\(value)\" is not four numbers")
        }
        return TileArchiveBounds(west: numbers[0], south: numbers[1], east: numbers[2], north: numbers[3])
    }

    /// `center`: `longitude,latitude` and, optionally, `,zoom`.
    package func center() throws(TileArchiveError) -> (coordinate: Coordinate, zoom: Int?)? {
        guard let value = values["center"] else { return nil }
        let fields = value.split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmed }
        guard fields.count == 2 || fields.count == 3, let longitude = Double(fields[0]), let latitude = Double(fields[1]) else {
            throw malformed("center \"\(value)\" is not longitude, latitude and zoom")
        }
        var zoom: Int?
        if fields.count == 3 {
            // Some writers give the zoom as a decimal, such as "14.0".
            guard let number = Double(fields[2]), let whole = Int(exactly: number.rounded(.down)) else {
                throw malformed("center \"\(value)\" is not longitude, latitude and zoom")
            }
            zoom = whole
        }
        return (Coordinate(latitude: latitude, longitude: longitude), zoom)
    }

    /// The `vector_layers` ids of the `json` row; empty without one.
    package func layerNames() throws(TileArchiveError) -> [String] {
        guard let json = values["json"] else { return [] }
        do throws(TileJSONMetadataError) {
            return try TileJSONMetadata.layerNames(TileJSONMetadata.object(Array(json.utf8)))
        } catch {
            throw malformed("json: \(error.message)")
        }
    }

    private func malformed(_ message: String) -> TileArchiveError {
        TileArchiveError(path: path, .malformedMetadata(message))
    }
}

extension String {
    /// Without spaces at either end.
    fileprivate var trimmed: String {
        var text = Substring(self)
        while text.first == " " { text.removeFirst() }
        while text.last == " " { text.removeLast() }
        return String(text)
    }
}
