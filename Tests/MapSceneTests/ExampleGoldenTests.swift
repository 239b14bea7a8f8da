import Foundation
import Testing

@testable import MapScene
@testable import MapSceneBase
@testable import MapSceneRenderList
@testable import MapSceneSVG
@testable import MapSceneTerminal

/// Every example's outputs against golden files, in both syntaxes: the SVG, the render list,
/// the terminal command stream and drawings at 100 × 30 cells, and the diagnostics.
///
/// Each golden file is written from the example's YAML form (`MAPC_ACCEPT=1`), and its DSL form
/// is held to the same file: byte for byte, apart from where a render item or a diagnostic
/// points into the file it was read from.
@Suite struct ExampleGoldenTests {
    @Test(arguments: Examples.names, SceneSyntax.allCases)
    func compilesWithoutDiagnostics(name: String, syntax: SceneSyntax) throws {
        let result = try Examples.compile(name, syntax: syntax)
        let printed = DiagnosticPrinter(colors: false).render(result.diagnostics, in: try Examples.source(name, syntax: syntax))
        #expect(result.diagnostics.isEmpty, "\(printed)")
        #expect(result.renderList != nil)
    }

    @Test(arguments: Examples.names, SceneSyntax.allCases)
    func svgMatchesGolden(name: String, syntax: SceneSyntax) throws {
        let list = try #require(try Examples.compile(name, syntax: syntax).renderList)
        Self.check(SVGBackend.render(list), file: "svg/\(name).svg", syntax: syntax)
    }

    @Test(arguments: Examples.names, SceneSyntax.allCases)
    func renderListMatchesGolden(name: String, syntax: SceneSyntax) throws {
        let list = try #require(try Examples.compile(name, syntax: syntax).renderList)
        Self.check(
            list.canonicalJSON(), file: "renderlist/\(name).json", syntax: syntax,
            dslComparedAs: Self.renderListWithoutSources)
    }

    @Test(arguments: Examples.names, SceneSyntax.allCases)
    func terminalCommandsMatchGolden(name: String, syntax: SceneSyntax) throws {
        let list = try #require(try Examples.compile(name, syntax: syntax).renderList)
        Self.check(
            TerminalBackend.commands(list, size: TerminalGoldenTests.size), file: "term/commands/\(name).term", syntax: syntax)
    }

    @Test(arguments: Examples.names, SceneSyntax.allCases)
    func terminalDrawingsMatchGolden(name: String, syntax: SceneSyntax) throws {
        let list = try #require(try Examples.compile(name, syntax: syntax).renderList)
        for mode in TermMode.allCases {
            let options = TermOptions(size: TerminalGoldenTests.size, mode: mode, colors: .none)
            Self.check(TerminalBackend.render(list, options: options), file: "term/\(mode.rawValue)/\(name).txt", syntax: syntax)
        }
    }

    /// What `mapc compile --target term --size 100x30` prints on standard error, in every mode
    /// and for the command stream: the compiler's diagnostics and the drawing's warnings about
    /// what it leaves out. Compiling to SVG or the render list adds nothing to the compiler's
    /// (none: `compilesWithoutDiagnostics`).
    @Test(arguments: Examples.names, SceneSyntax.allCases)
    func terminalDiagnosticsMatchGolden(name: String, syntax: SceneSyntax) throws {
        let result = try Examples.compile(name, syntax: syntax)
        let list = try #require(result.renderList)
        let source = try Examples.source(name, syntax: syntax)
        let size = TerminalGoldenTests.size
        let outputs =
            [TerminalBackend.commandStream(list, size: size)]
            + TermMode.allCases.map { TerminalBackend.drawing(list, options: TermOptions(size: size, mode: $0, colors: .none)) }
        for output in outputs {
            let diagnostics = (result.diagnostics + output.diagnostics).sortedAndUnique()
            Self.check(
                DiagnosticPrinter(colors: false).render(diagnostics, in: source), file: "term/diagnostics/\(name).txt",
                syntax: syntax, dslComparedAs: Self.sayings)
        }
    }

    /// Checks `output` of an example in `syntax` against the golden `file`: the YAML form's output
    /// is the golden, written when accepting; the DSL form's must equal it, both read as
    /// `dslComparedAs` says.
    private static func check(
        _ output: String, file: String, syntax: SceneSyntax,
        dslComparedAs form: (String) throws -> String = { $0 },
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        switch syntax {
        case .yaml: Golden.assertMatches(output, file: file, sourceLocation: sourceLocation)
        case .dsl: Golden.assertMatches(output, file: file, writes: false, comparedAs: form, sourceLocation: sourceLocation)
        }
    }

    /// A render list's canonical JSON without the items' `source`, which is a place in the file
    /// the scene was read from.
    private static func renderListWithoutSources(_ json: String) throws -> String {
        withoutSources(try JSONDecoder().decode(RenderList.self, from: Data(json.utf8))).canonicalJSON()
    }

    /// Printed diagnostics by what they say: the `severity: message [rule]` of each header and
    /// note, without the `path:line:column: ` before it and the quoted source line and caret line
    /// under it, which show a place in the file the scene was read from.
    private static func sayings(_ printed: String) -> String {
        printed.split(separator: "\n")
            .compactMap { $0.wholeMatch(of: #/(?:.*?:\d+:\d+: |\S*: )?((?:error|warning|note): .*)/#)?.1 }
            .joined(separator: "\n")
    }
}
