import MapSceneBase

/// The TileJSON-style metadata both archive formats carry: PMTiles as its JSON section, MBTiles
/// as the `json` row of its `metadata` table.
package enum TileJSONMetadata {
    /// The JSON object in `bytes` (an empty one for no bytes); anything else is a message for
    /// `malformedMetadata`.
    package static func object(_ bytes: [UInt8]) throws(TileJSONMetadataError) -> LocatedJSON {
        if bytes.isEmpty { return LocatedJSON(value: .object([]), offset: 0) }
        guard case .success(let value) = LocatedJSON.parse(bytes) else { throw TileJSONMetadataError("it is not JSON") }
        guard case .object = value.value else { throw TileJSONMetadataError("it is not a JSON object") }
        return value
    }

    /// The ids of `vector_layers`, in order. Archives converted from MBTiles may keep the
    /// `json` row's text as a string member instead; its `vector_layers` count too.
    package static func layerNames(_ metadata: LocatedJSON) throws(TileJSONMetadataError) -> [String] {
        var layers = metadata["vector_layers"]
        if layers == nil, let text = metadata["json"]?.string {
            layers = try object(Array(text.utf8))["vector_layers"]
        }
        guard let layers else { return [] }
        guard let elements = layers.elements else { throw TileJSONMetadataError("vector_layers is not a list") }
        var names: [String] = []
        for element in elements {
            guard let id = element["id"]?.string else { throw TileJSONMetadataError("a vector layer has no id") }
            names.append(id)
        }
        return names
    }

    /// The string member `key`, if there is one; another type is an error.
    package static func string(_ metadata: LocatedJSON, _ key: String) throws(TileJSONMetadataError) -> String? {
        switch metadata[key]?.value {
        case nil, .null?: return nil
        case .string(let text)?: return text
        default: throw TileJSONMetadataError("\(key) is not a string")
        }
    }
}

/// What is wrong with an archive's metadata.
package struct TileJSONMetadataError: Error, Equatable {
    package let message: String
    package init(_ message: String) { self.message = message }
}
