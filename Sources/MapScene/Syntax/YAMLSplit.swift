import Foundation

/// A large YAML scene read in two parts at once, each by a libyaml parser of its own: libyaml's
/// parse alone is slower than all the rest of the reading, so on two cores the file is read about
/// twice as fast as by one parser.
///
/// The file is cut at an element of its `annotations` list (the root mapping's, in block style)
/// chosen so that the parts take about as long to read (their bytes and lines weighed,
/// `lineWork`): the second part is the elements from there to the list's end, read as a list of
/// its own on the second core; the first part is the rest of the file, read on this core by a
/// parser that leaves the second part out. Each part hands its lists to a receiver of its own,
/// which join in file order; the events' lines are the file's.
///
/// Where a file can be cut is found from its lines alone (`point(in:)`), so it may be wrong: the
/// first part's reading checks at the cut that the file could be cut there (`YAMLCut`), and the
/// second's that it holds nothing but elements of a list. When either check fails, or either
/// part has an error, the file is read straight through instead, so what a file reads to never
/// depends on where, or whether, it was cut.
enum YAMLSplit {
    /// The list a file is cut in.
    static let listKey = SceneList.annotations.key
    /// The second part's fewest bytes: below, its thread costs more than it saves.
    static let leastSecondPartBytes = 64 << 10

    /// `YAMLReader.read(_:handingOverTo:)` of `file` (its size and encoding already checked), in
    /// two parts at once when the file can be cut (`point(in:)`) and its parts are read and checked
    /// without a problem; nil otherwise, and `receiver` has taken nothing.
    static func read(
        _ file: SourceFile, limits: YAMLLimits, handingOverTo receiver: any SceneListReceiver
    ) -> (root: SyntaxNode?, diagnostics: [Diagnostic])? {
        point(in: file.bytes).flatMap { read(file, cutAt: $0, limits: limits, handingOverTo: receiver) }
    }

    /// `YAMLReader.read(_:handingOverTo:)` of `file`, cut at the first element after the first
    /// that starts at or after byte `offset` whatever the file's size, when it can be; `joined`
    /// is false when it was read straight through (for the tests and the fuzz targets).
    package static func read(
        _ file: SourceFile, cuttingAtOrAfter offset: Int, handingOverTo receiver: any SceneListReceiver
    ) -> (result: (root: SyntaxNode?, diagnostics: [Diagnostic]), joined: Bool) {
        if file.bytes.count <= YAMLLimits.default.maxBytes, YAMLEncoding.problem(in: file.bytes) == nil,
           let point = point(in: file.bytes, cuttingAtOrAfter: offset),
           let read = read(file, cutAt: point, limits: .default, handingOverTo: receiver) {
            return (read, true)
        }
        return (YAMLReader.read(file, limits: .default, pipelined: false, handingOverTo: receiver), false)
    }

    /// `file` read in two parts cut at `point`, or nil.
    private static func read(
        _ file: SourceFile, cutAt point: Point, limits: YAMLLimits, handingOverTo receiver: any SceneListReceiver
    ) -> (root: SyntaxNode?, diagnostics: [Diagnostic])? {
        // The second part's elements are one level less deep than in the file.
        guard limits.maxDepth > 2 else { return nil }
        let first = receiver.receiverForAnotherThread()
        let second = Placeless(receiver.receiverForAnotherThread())
        // Room for all of the list in the second part's receiver, the larger part of it, which
        // the first's joins (`Array.append(emptying:)`): the first's elements are all that is
        // held twice.
        first.expect(point.elements - point.elementsAfterSplit, elementsOfList: listKey)
        second.receiver.expect(point.elements, elementsOfList: listKey)
        let (firstPart, secondPart) = TwoCores.both(
            { readFirstPart(of: file, cutAt: point, limits: limits, handingOverTo: first) },
            { readSecondPart(of: file, at: point, limits: limits, handingOverTo: second) })
        guard var firstPart, let secondPart else { return nil }
        // The list ends where the second part's last element does.
        extendList(in: &firstPart.root, to: secondPart.end)
        for key in firstPart.lists { receiver.begin(list: key) }
        receiver.append(contentsOf: first, lists: Set(firstPart.lists))
        receiver.append(contentsOf: second.receiver, lists: [listKey])
        var diagnostics = firstPart.diagnostics
        diagnostics.insert(contentsOf: secondPart.diagnostics, at: firstPart.diagnosticsBeforeCut)
        return (firstPart.root, diagnostics)
    }

    /// The root's list under `listKey`, which the first part read to the cut, ends at `end`; so
    /// does the root when it ended with the list.
    private static func extendList(in root: inout SyntaxNode, to end: SourceLocation) {
        guard case .mapping(var entries) = root.content, let index = entries.firstIndex(where: { $0.key == listKey }) else { return }
        let listEnd = entries[index].value.range.end
        entries[index].value.range.end = end
        root.content = .mapping(entries)
        if root.range.end == listEnd { root.range.end = end }
    }

    /// What the first part read: the root, the lists it handed over, its diagnostics and how
    /// many of them come before the cut.
    private struct FirstPart {
        var root: SyntaxNode
        var lists: [String]
        var diagnostics: [Diagnostic]
        var diagnosticsBeforeCut: Int
    }

    /// The file without the second part, read by a parser that leaves it out; nil when it has an
    /// error or could not be cut there.
    private static func readFirstPart(
        of file: SourceFile, cutAt point: Point, limits: YAMLLimits, handingOverTo receiver: any SceneListReceiver
    ) -> FirstPart? {
        let parser = YAMLParser(
            bytes: file.bytes, pieces: [0..<point.split, point.listEnd..<file.bytes.count],
            shiftingLinesFrom: Int32(point.splitLine), by: Int32(point.listEndLine - point.splitLine))
        let bytes = file.bytes.count - (point.listEnd - point.split)
        var builder = YAMLTreeBuilder(limits: limits, fileBytes: bytes, handingOverTo: receiver, reckonsLists: false)
        var cut: YAMLCut? = YAMLCut(line: point.listEndLine)
        let read = YAMLReader.readDocument(into: &builder, watching: &cut, parser.nextBatch)
        guard case .read(let documents, let diagnostics) = read, documents > 0, let root = builder.root,
              let cut, cut.isPassed
        else { return nil }
        return FirstPart(
            root: root, lists: builder.listsHandedOver, diagnostics: builder.diagnostics + diagnostics,
            diagnosticsBeforeCut: cut.diagnosticsBefore)
    }

    /// The second part, read as a list of its own by a parser of its own: its diagnostics and
    /// where its last element ends; nil when it has an error or more than one document (so more
    /// than one list), or holds an anchor, an alias or an element that depends on its index.
    private static func readSecondPart(
        of file: SourceFile, at point: Point, limits: YAMLLimits, handingOverTo receiver: Placeless
    ) -> (diagnostics: [Diagnostic], end: SourceLocation)? {
        let parser = YAMLParser(
            bytes: file.bytes, pieces: [point.split..<point.listEnd], shiftingLinesFrom: 1, by: Int32(point.splitLine - 1))
        var partLimits = limits
        partLimits.maxDepth -= 1
        var builder = YAMLTreeBuilder(
            limits: partLimits, fileBytes: point.listEnd - point.split, handingOverTo: receiver, rootList: listKey, reckonsLists: false)
        var noCut: YAMLCut? = nil
        let read = YAMLReader.readDocument(into: &builder, watching: &noCut, parser.nextBatch)
        // Its first token is the `-` of a block list (where it starts), so its root is that list.
        guard case .read(1, let diagnostics) = read, diagnostics.isEmpty, let root = builder.root,
              !builder.holdsAnchorsOrAliases, receiver.tookEverything
        else { return nil }
        return (builder.diagnostics, root.range.end)
    }

    /// Hands the second part's elements to a receiver wherever they stand
    /// (`SceneListReceiver.takeWhereverItStands`), and remembers whether it took every one.
    private final class Placeless: SceneListReceiver {
        let receiver: any SceneListReceiver
        private(set) var tookEverything = true

        init(_ receiver: any SceneListReceiver) {
            self.receiver = receiver
        }

        var listKeys: [String] { [YAMLSplit.listKey] }
        func begin(list key: String) {}
        func take(_ element: SyntaxNode, index: Int, ofList key: String) {
            if tookEverything, !receiver.takeWhereverItStands(element, ofList: key) { tookEverything = false }
        }
        func take(_ annotation: AnnotationStatement, index: Int) {
            if tookEverything, !receiver.takeWhereverItStands(annotation) { tookEverything = false }
        }
        func take(_ overlay: OverlayStatement) { tookEverything = false }
        func expect(_ count: Int, elementsOfList key: String) { receiver.expect(count, elementsOfList: key) }
        func receiverForAnotherThread() -> any SceneListReceiver { receiver.receiverForAnotherThread() }
        func takeWhereverItStands(_ element: SyntaxNode, ofList key: String) -> Bool { receiver.takeWhereverItStands(element, ofList: key) }
        func append(contentsOf other: any SceneListReceiver, lists keys: Set<String>) { receiver.append(contentsOf: other, lists: keys) }
    }
}
