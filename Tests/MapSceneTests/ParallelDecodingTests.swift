import Testing
@testable import MapScene

/// A long list of annotations or overlays decoded on two cores gives exactly what decoding it in
/// order gives: the same scene and the same diagnostics, fixes included, wherever in the list the
/// problems are and whichever half defines an id first.
@Suite struct ParallelDecodingTests {
    /// 30,000 pins, with a problem every 997 pins: an unknown key with a fix, a wrong type, a
    /// duplicate of an id from the other half, a bad color, and a fit that names ids of both halves.
    static let scene: String = {
        var text = "mapscene: 1\ncamera: {fit: [a5, a29000, nowhere]}\nannotations:\n"
        for i in 0..<30_000 {
            switch i % 997 {
            case 1: text += "- {id: a\(i), coordinate: [37.5, -122.4], titel: Pin \(i)}\n"
            case 2: text += "- {id: a\(i), coordinate: [37.5, north]}\n"
            case 3: text += "- {id: a\((i + 15_000) % 30_000), coordinate: [37.6, -122.3]}\n"
            case 4: text += "- {id: a\(i), coordinate: [37.7, -122.2], pin: rde}\n"
            default: text += "- {id: a\(i), coordinate: [\(37 + Double(i % 100) / 100), -122.5], title: Pin \(i)}\n"
            }
        }
        return text
    }()

    @Test func decodingOnTwoCoresMatchesDecodingInOrder() throws {
        let file = SourceFile(path: "scene.yaml", text: Self.scene)
        let root = try #require(YAMLReader.read(file).root)
        let inOrder = SceneDecoder.decode(root, offeringFixesIn: file, inParallel: false)
        let parallel = SceneDecoder.decode(root, offeringFixesIn: file, inParallel: true)
        #expect(inOrder.diagnostics.count > 100)
        #expect(parallel.diagnostics == inOrder.diagnostics)
        #expect(parallel.diagnostics.map(\.fixes) == inOrder.diagnostics.map(\.fixes))
        #expect(Set(inOrder.diagnostics.map(\.rule)) == ["unknown-key", "wrong-type", "duplicate-id", "unknown-color", "unknown-reference"])
    }

    @Test func overlaysOnTwoCoresMatchOverlaysInOrder() throws {
        var text = "mapscene: 1\ncamera: {fit: all}\nstyles:\n  lot: {stroke: \"#2a6\"}\noverlays:\n"
        for i in 0..<24_000 {
            let ring = "[[37.5, -122.5], [37.51, -122.5], [37.51, -122.49]]"
            switch i % 1009 {
            case 1: text += "- {id: g\(i), style: lto, polygon: \(ring)}\n"
            case 2: text += "- {id: g\((i + 12_000) % 24_000), style: lot, polygon: \(ring)}\n"
            case 3: text += "- {id: g\(i), style: lot, polygon: [[37.5, -122.5]], widht: 2}\n"
            case 4: text += "- {id: g\(i), below: g\(i + 12_000), style: lot, polygon: \(ring)}\n"
            default: text += "- {id: g\(i), style: lot, polygon: \(ring)}\n"
            }
        }
        let file = SourceFile(path: "scene.yaml", text: text)
        let root = try #require(YAMLReader.read(file).root)
        let inOrder = SceneDecoder.decode(root, offeringFixesIn: file, inParallel: false)
        let parallel = SceneDecoder.decode(root, offeringFixesIn: file, inParallel: true)
        #expect(inOrder.diagnostics.count > 50)
        #expect(parallel.diagnostics == inOrder.diagnostics)
        #expect(parallel.diagnostics.map(\.fixes) == inOrder.diagnostics.map(\.fixes))
    }

    @Test func aCleanListDecodesToTheSameAnnotations() throws {
        var text = "mapscene: 1\ncamera: {fit: all}\nannotations:\n"
        for i in 0..<25_000 { text += "- {id: a\(i), coordinate: [\(37 + Double(i % 89) / 100), -122.5], title: Pin \(i), priority: low}\n" }
        let file = SourceFile(path: "scene.yaml", text: text)
        let root = try #require(YAMLReader.read(file).root)
        let inOrder = try #require(SceneDecoder.decode(root, offeringFixesIn: file, inParallel: false).scene)
        let parallel = try #require(SceneDecoder.decode(root, offeringFixesIn: file, inParallel: true).scene)
        #expect(parallel.annotations == inOrder.annotations)
        #expect(parallel == inOrder)
    }
}
