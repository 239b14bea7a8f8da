@testable import MapSceneBase

extension JSONValue {
    /// `located` without the places of its values, to compare with what a fixture expects.
    init(_ located: LocatedJSON) {
        switch located.value {
        case .object(let members):
            var object = JSONObject()
            for (key, value) in members { object[key] = JSONValue(value) }
            self = .object(object)
        case .array(let elements): self = .array(elements.map(JSONValue.init))
        case .number(let n): self = .number(n)
        case .string(let s): self = .string(s)
        case .bool(let b): self = .bool(b)
        case .null: self = .null
        }
    }
}
