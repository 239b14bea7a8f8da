import Testing
@testable import MapScene

/// The first part of a file read in two must reach the cut between two elements of the
/// `annotations` list in block style, with nothing spanning it, and the list must end right
/// after it (`YAMLCut`): watched over a whole file, with the cut at a chosen line.
@Suite("YAML reader: where a file may be cut")
struct YAMLCutTests {
    /// Whether `text`, read straight through while `YAMLCut` watches for a cut before `line`,
    /// could have been cut there.
    static func couldBeCut(_ text: String, before line: Int) -> Bool {
        let file = SourceFile(path: "scene.yaml", text: text)
        let parser = YAMLParser(bytes: file.bytes)
        var builder = YAMLTreeBuilder(limits: .default, fileBytes: file.bytes.count, handingOverTo: CountingReceiver())
        var cut: YAMLCut? = YAMLCut(line: line)
        let read = YAMLReader.readDocument(into: &builder, watching: &cut, parser.nextBatch)
        guard case .read = read else { return false }
        return cut?.isPassed == true
    }

    @Test func betweenElementsInBlockStyleWhereTheListEnds() {
        #expect(Self.couldBeCut("annotations:\n- a\nother: 1\n", before: 3))
        #expect(Self.couldBeCut("annotations:\n- id: a\n  t: [b]\nother: 1\n", before: 4))
        #expect(Self.couldBeCut("annotations:\n  - {id: a}\n  - {id: b}\n", before: 4))
    }

    @Test func notWhereTheListGoesOn() {
        #expect(!Self.couldBeCut("annotations:\n- a\n- b\nother: 1\n", before: 3))
        #expect(!Self.couldBeCut("annotations:\n- id: a\n  t: b\nother: 1\n", before: 3))
    }

    @Test func notInsideACollectionInFlowStyle() {
        #expect(!Self.couldBeCut("annotations:\n- {a: 1,\n  b: 2}\nother: 1\n", before: 3))
    }

    @Test func notInsideAScalarThatGoesOnAfterIt() {
        #expect(!Self.couldBeCut("annotations:\n- \"two\n  lines\"\nother: 1\n", before: 3))
    }

    @Test func notOutsideTheListOfAnnotations() {
        #expect(!Self.couldBeCut("overlays:\n- a\nother: 1\n", before: 3))
        #expect(!Self.couldBeCut("annotations:\n- a\nother: 1\n", before: 2))
    }
}
