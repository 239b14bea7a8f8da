/// A JSON object's members in the order they were built. Setting a member that is there
/// replaces its value in place; two objects are equal when they have the same members,
/// whatever their order (RFC 8259 gives an object's members no order).
public struct JSONObject: Equatable, Sendable, ExpressibleByDictionaryLiteral {
    /// The members, in the order they were built.
    public private(set) var members: [(key: String, value: JSONValue)]

    /// An object without members.
    public init() {
        members = []
    }

    /// An object of the literal's members, in the literal's order; a key may appear once.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        members = []
        members.reserveCapacity(elements.count)
        for (key, value) in elements {
            precondition(self[key] == nil, "the key '\(key)' appears twice in a JSON object literal")
            members.append((key, value))
        }
    }

    /// The value of member `key`; setting nil removes the member.
    public subscript(key: String) -> JSONValue? {
        get { members.first { $0.key == key }?.value }
        set {
            let index = members.firstIndex { $0.key == key }
            switch (index, newValue) {
            case (let index?, let value?): members[index].value = value
            case (let index?, nil): members.remove(at: index)
            case (nil, let value?): members.append((key, value))
            case (nil, nil): break
            }
        }
    }

    public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        lhs.members.count == rhs.members.count && lhs.members.allSatisfy { rhs[$0.key] == $0.value }
    }
}
