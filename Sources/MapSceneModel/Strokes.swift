/// How a stroke ends.
public enum LineCap: String, Codable, Sendable, CaseIterable {
    case butt, round, square
}

/// How stroke segments meet.
public enum LineJoin: String, Codable, Sendable, CaseIterable {
    case miter, round, bevel
}

/// The canvas theme.
public enum Theme: String, Codable, Sendable, CaseIterable {
    case light, dark
}
