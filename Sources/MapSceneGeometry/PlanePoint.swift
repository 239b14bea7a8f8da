/// A point of a plane that is drawn on — the canvas, the terminal's cells, the map — for the
/// geometry that is the same in each: bounds and clipping.
package protocol PlanePoint {
    var x: Double { get }
    var y: Double { get }
    init(x: Double, y: Double)
}

extension MapPoint: PlanePoint {}
