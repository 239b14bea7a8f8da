import MapScene

/// The two front ends through decoding: the bytes read as a YAML or a DSL scene, the syntax tree
/// decoded and validated into a scene, and every diagnostic held inside the file and printed. A
/// scene is decoded both as the pipeline does (its lists as they are read) and from the whole
/// tree, and the two must agree; a scene is also read in two parts (a DSL scene in two halves,
/// `DSLSplit`; a YAML scene cut in its annotations, `YAMLSplit`), its lists handed over by each,
/// which must agree with the tree, and a DSL scene's halves with reading it straight through.
enum SceneFrontEndTargets {
    static let yaml = FuzzTarget(name: "yaml", scenes: { [.scene("scene.yaml", $0)] }) { frontEnd($0, syntax: .yaml) }
    static let dsl = FuzzTarget(name: "dsl", scenes: { [.scene("scene.mapscene", $0)] }) { frontEnd($0, syntax: .dsl) }

    private static func frontEnd(_ bytes: [UInt8], syntax: SceneSyntax) -> [PropertyViolation] {
        let file = SourceFile(path: "scene." + syntax.fileExtension, bytes: bytes, syntax: syntax)
        var check = PropertyCheck()
        let (_, scene, diagnostics) = Pipeline.parseAndDecode(file)
        let fromTree = Pipeline.parseAndDecode(file, streaming: false)
        check.require(
            scene == fromTree.decoded && diagnostics == fromTree.diagnostics && diagnostics.map(\.fixes) == fromTree.diagnostics.map(\.fixes),
            "a scene's lists decoded as they are read give what decoding the tree gives",
            "\(diagnostics.count) diagnostics against \(fromTree.diagnostics.count); scenes \(scene == fromTree.decoded ? "equal" : "differ")")
        if syntax == .dsl {
            let straight = DSLReader.parse(file)
            let split = DSLReader.parse(file, splittingAfter: bytes.count / 2).result
            let scenes = (straight.root.map { SceneDecoder.decode($0) }, split.root.map { SceneDecoder.decode($0) })
            check.require(
                split.diagnostics == straight.diagnostics && split.comments == straight.comments
                    && scenes.0?.scene == scenes.1?.scene && scenes.0?.diagnostics == scenes.1?.diagnostics,
                "a DSL scene read in two halves reads as it does straight through",
                "\(split.diagnostics.count) syntax diagnostics against \(straight.diagnostics.count)")
        }
        // A DSL scene split at a statement, a YAML scene cut at an element of its annotations.
        let splitAndStreamed = Pipeline.parseAndDecode(file, splittingAfter: bytes.count / 2)
        check.require(
            splitAndStreamed.decoded == fromTree.decoded && splitAndStreamed.diagnostics == fromTree.diagnostics
                && splitAndStreamed.diagnostics.map(\.fixes) == fromTree.diagnostics.map(\.fixes),
            "a scene read in two parts, each handing its lists over, decodes as its tree does",
            "\(splitAndStreamed.diagnostics.count) diagnostics against \(fromTree.diagnostics.count)")
        DiagnosticRangeProperty.check(diagnostics, scene: bytes, into: &check)
        _ = DiagnosticPrinter(colors: false).render(diagnostics, in: file)
        return check.violations
    }
}
