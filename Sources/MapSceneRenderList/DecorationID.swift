/// The ids of the decorations the compiler adds (all in the `decorations` layer), which a
/// backend may draw its own way: the terminal draws the scale bar as a bar of whole cells in
/// ASCII and the compass as an `N` and an arrow.
public enum DecorationID {
    /// The scale bar: a polyline, a bar with a tick up at each end.
    public static let scaleBar = "scale"
    /// The scale bar's label (`200 m`).
    public static let scaleLabel = "scale.label"
    /// The compass's face: a dot.
    public static let compass = "compass"
    /// The compass needle's north half: a polygon pointing north on the map.
    public static let compassNorth = "compass.north"
    /// The compass needle's south half.
    public static let compassSouth = "compass.south"
    /// The attribution of the data drawn.
    public static let attribution = "attribution"
}
