/// Rule ids that more than one stage reports under.
public enum RuleID {
    /// A callout left out for want of room: by the compiler's layout on the canvas, or by a
    /// terminal drawing's cells.
    public static let calloutHidden = "callout-hidden"
}
