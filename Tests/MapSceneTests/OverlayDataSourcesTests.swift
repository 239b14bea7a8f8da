import Testing

@testable import MapScene
@testable import MapSceneBase
@testable import MapSceneGeometry
@testable import MapSceneModel
@testable import MapSceneResolve

/// Which overlays the resolve stage reads a data file for: decided from the shape's cases alone,
/// it agrees with the list of the files each one names.
@Suite struct OverlayDataSourcesTests {
    private static let here = SourceRange(start: SourceLocation(line: 1, column: 1), end: SourceLocation(line: 1, column: 2))
    private static let file = DataSource(path: "track.gpx", range: here)
    private static let points = [Coordinate(latitude: 37.7, longitude: -122.4), Coordinate(latitude: 37.8, longitude: -122.3)]

    private static let shapes: [(OverlayShape, names: Bool)] = [
        (.polyline(.inline(points)), false),
        (.polyline(.file(file)), true),
        (.polygon(exterior: .inline(points), holes: []), false),
        (.polygon(exterior: .inline(points), holes: [.inline(points)]), false),
        (.polygon(exterior: .inline(points), holes: [.inline(points), .file(file)]), true),
        (.polygon(exterior: .file(file), holes: []), true),
        (.data(DataLayer(source: file)), true),
        (.circle(center: points[0], radius: 100), false),
        (.multiPolyline([points]), false),
    ]

    @Test func anOverlayNamesAFileWhenItListsOne() {
        for (shape, names) in Self.shapes {
            let overlay = Overlay(id: "o", shape: shape, range: Self.here)
            #expect(OverlayDataResolver.namesFile(overlay) == names, "\(shape)")
            #expect(OverlayDataResolver.namesFile(overlay) == !OverlayDataResolver.sources(of: overlay).isEmpty, "\(shape)")
        }
    }
}
