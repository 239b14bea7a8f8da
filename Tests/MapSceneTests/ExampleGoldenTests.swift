import Foundation
import Testing

@testable import MapScene
@testable import MapSceneBase
@testable import MapSceneRenderList
@testable import MapSceneSVG
@testable import MapSceneTerminal

/// Every example's outputs against golden files: the SVG, the render list, the terminal command
/// stream and drawings at 100 × 30 cells, and the diagnostics.
///
/// Each golden file is written from the example's YAML form (`MAPC_ACCEPT=1`). The DSL form
/// compiles without diagnostics here, and to the same render list as the YAML form
/// (`DSLExamplesTests`); every output is drawn from the render list alone, so it is checked
/// once, from the YAML form.
@Suite struct ExampleGoldenTests {
    @Test(arguments: Examples.names, SceneSyntax.allCases)
    func compilesWithoutDiagnostics(name: String, syntax: SceneSyntax) throws {
        let result = try Examples.compile(name, syntax: syntax)
        let printed = DiagnosticPrinter(colors: false).render(result.diagnostics, in: try Examples.source(name, syntax: syntax))
        #expect(result.diagnostics.isEmpty, "\(printed)")
        #expect(result.renderList != nil)
    }

    @Test(arguments: Examples.names)
    func svgMatchesGolden(name: String) throws {
        let list = try #require(try Examples.compile(name).renderList)
        Self.check(SVGBackend.render(list), file: "svg/\(name).svg")
    }

    @Test(arguments: Examples.names)
    func renderListMatchesGolden(name: String) throws {
        let list = try #require(try Examples.compile(name).renderList)
        Self.check(list.canonicalJSON(), file: "renderlist/\(name).json")
    }

    /// The command stream and the drawing in every mode, and what `mapc compile --target term
    /// --size 100x30` prints on standard error for each: the drawing's warnings about what it
    /// leaves out (the compiler has none: `compilesWithoutDiagnostics`).
    @Test(arguments: Examples.names)
    func terminalOutputsAndTheirDiagnosticsMatchGolden(name: String) throws {
        let list = try #require(try Examples.compile(name).renderList)
        let source = try Examples.source(name)
        let size = TerminalGoldenTests.size
        let commands = TerminalBackend.commandStream(list, size: size)
        Self.check(commands.text, file: "term/commands/\(name).term")
        var warnings = [commands.diagnostics]
        for mode in TermMode.allCases {
            let drawing = TerminalBackend.drawing(list, options: TermOptions(size: size, mode: mode, colors: .none))
            Self.check(drawing.text, file: "term/\(mode.rawValue)/\(name).txt")
            warnings.append(drawing.diagnostics)
        }
        for diagnostics in warnings {
            Self.check(
                DiagnosticPrinter(colors: false).render(diagnostics.sortedAndUnique(), in: source),
                file: "term/diagnostics/\(name).txt")
        }
    }

    /// Checks `output` of an example against the golden `file`, written when accepting.
    private static func check(_ output: String, file: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        Golden.assertMatches(output, file: file, sourceLocation: sourceLocation)
    }
}
