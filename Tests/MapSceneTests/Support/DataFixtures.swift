import Foundation

@testable import MapScene
@testable import MapSceneBase
@testable import MapSceneGeometry
@testable import MapSceneModel
@testable import MapSceneResolve

/// The data files under `Fixtures/data`, read as a scene would read them.
enum DataFixtures {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/data").path

    /// The reference a scene makes to a data file in these tests: line 7, columns 13 to 22.
    static let reference = SourceRange(start: SourceLocation(line: 7, column: 13), end: SourceLocation(line: 7, column: 22))

    /// The fixture `name`, read by its extension (or `format`).
    static func read(_ name: String, format: DataFormat? = nil) -> (file: DataFile?, diagnostics: [Diagnostic]) {
        DataFileReader.read(realPath: folder + "/" + name, as: name, format: format, reference: reference)
    }

    /// The fixture `name`'s features, failing the test on any diagnostic.
    static func features(_ name: String, format: DataFormat? = nil) -> [DataFeature] {
        let (file, diagnostics) = read(name, format: format)
        precondition(diagnostics.isEmpty, "\(name): \(diagnostics.map(\.message))")
        return file?.features ?? []
    }
}

/// Data file text with positions marked inline (`MarkedText`), read as `path` at
/// `DataFixtures.reference`.
func readData(_ marked: MarkedText, as path: String, format: DataFormat? = nil) -> (file: DataFile?, diagnostics: [Diagnostic]) {
    DataFileReader.read(Array(marked.text.utf8), as: path, format: format, reference: DataFixtures.reference)
}

/// A coordinate, shorter.
func c(_ latitude: Double, _ longitude: Double) -> Coordinate {
    Coordinate(latitude: latitude, longitude: longitude)
}

extension DataFeature {
    /// The feature's line parts.
    var lines: [[Coordinate]] {
        parts.compactMap { if case .line(let line) = $0 { line } else { nil } }
    }

    /// The feature's point parts.
    var points: [Coordinate] {
        parts.compactMap { if case .point(let point) = $0 { point } else { nil } }
    }
}
