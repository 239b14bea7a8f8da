import Foundation
import MapSceneBase

/// The TileJSON-style metadata both archive formats carry: PMTiles as its JSON section, MBTiles
/// as the `json` row of its `metadata` table.
package enum TileJSONMetadata {
    /// The JSON object in `bytes`; anything else is a message for `malformedMetadata`.
    package static func object(_ bytes: [UInt8]) throws(TileJSONMetadataError) -> [String: JSONValue] {
        if bytes.isEmpty { return [:] }
        let value: JSONValue
        do {
            value = try JSONDecoder().decode(JSONValue.self, from: Data(bytes))
        } catch {
            throw TileJSONMetadataError("it is not JSON")
        }
        guard case .object(let members) = value else { throw TileJSONMetadataError("it is not a JSON object") }
        return members
    }

    /// The ids of `vector_layers`, in order. Archives converted from MBTiles may keep the
    /// `json` row's text as a string member instead; its `vector_layers` count too.
    package static func layerNames(_ metadata: [String: JSONValue]) throws(TileJSONMetadataError) -> [String] {
        var layers = metadata["vector_layers"]
        if layers == nil, case .string(let text)? = metadata["json"] {
            layers = try object(Array(text.utf8))["vector_layers"]
        }
        guard let layers else { return [] }
        guard case .array(let elements) = layers else { throw TileJSONMetadataError("vector_layers is not a list") }
        var names: [String] = []
        for element in elements {
            guard case .object(let layer) = element, case .string(let id)? = layer["id"] else {
                throw TileJSONMetadataError("a vector layer has no id")
            }
            names.append(id)
        }
        return names
    }

    /// The string member `key`, if there is one; another type is an error.
    package static func string(_ metadata: [String: JSONValue], _ key: String) throws(TileJSONMetadataError) -> String? {
        switch metadata[key] {
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
