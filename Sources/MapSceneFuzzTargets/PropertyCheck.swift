/// A property an input broke: which one, and what was seen.
public struct PropertyViolation: Error, Equatable, Sendable, CustomStringConvertible {
    /// The property, in a few words ("fmt reaches a fixed point in one pass").
    public let property: String
    /// What was seen instead.
    public let detail: String

    public var description: String { "\(property): \(detail)" }
}

/// Gathers the properties one input breaks.
struct PropertyCheck {
    private(set) var violations: [PropertyViolation] = []

    /// Records a violation of `property` unless `holds`.
    mutating func require(_ holds: Bool, _ property: String, _ detail: @autoclosure () -> String) {
        if !holds { violations.append(PropertyViolation(property: property, detail: detail())) }
    }
}
