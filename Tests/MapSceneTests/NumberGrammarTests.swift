import Testing

@testable import MapScene
@testable import MapSceneBase
@testable import MapScenePipeline
@testable import MapSceneSyntax

/// YAML and the DSL read numbers by one grammar, a decimal
/// `[+|-](digits[.[digits]] | .digits)[(e|E)[+|-]digits]`: what is a number in one is a number in
/// the other, and what YAML 1.1 or Swift would also read (hexadecimal, octal, binary, `1_000`) is
/// an error in both that says how to write it.
@Suite struct NumberGrammarTests {
    /// The width of a 300-point-high canvas written `text`, and the diagnostics, in each syntax.
    static func canvasWidth(_ text: String) -> (yaml: [Diagnostic], dsl: [Diagnostic]) {
        let yaml = Pipeline.compile(
            SourceFile(
                path: "scene.yaml",
                text: """
                    mapscene: 1
                    title: Numbers
                    canvas: {width: \(text), height: 300}
                    camera: {center: [0, 0], distance: 1km}

                    """), directory: "/")
        let dsl = Pipeline.compile(
            SourceFile(
                path: "scene.mapscene",
                text: """
                    mapscene 1
                    title "Numbers"
                    canvas {width \(text) height 300}
                    camera {center (0, 0) distance 1km}

                    """), directory: "/")
        return (yaml.diagnostics.filter { $0.severity == .error }, dsl.diagnostics.filter { $0.severity == .error })
    }

    @Test(arguments: ["256", "256.0", "2.56e2", "2560E-1", "25.6e+1", "0256", "+256", "256.", ".256e3", "+.256E+3"])
    func aDecimalNumberIsANumberInBothSyntaxes(text: String) {
        let (yaml, dsl) = Self.canvasWidth(text)
        #expect(yaml.isEmpty, "\(yaml)")
        #expect(dsl.isEmpty, "\(dsl)")
    }

    @Test(arguments: [
        ("0x100", "256"), ("-0x10", "-16"), ("0o17", "15"), ("0b101", "5"), ("1_000", "1000"),
        ("0x1p3", "8"),
    ])
    func aNumberInAnotherNotationIsAnErrorThatGivesItsDecimal(text: String, decimal: String) {
        let (yaml, _) = Self.canvasWidth(text)
        #expect(yaml.count == 1)
        #expect(yaml.first?.rule == Rule.wrongType.id)
        #expect(
            yaml.first?.message
                == "expected a number for canvas width, found '\(text)', which is not a number as scene files write them (write \(decimal))"
        )
        #expect(yaml.first?.range?.start == MapScene.SourceLocation(line: 3, column: 17))
    }

    @Test(arguments: [("0x10", "16"), ("0o17", "15"), ("1_000", "1000"), ("0b101", "5")])
    func theDSLSaysTheSameOfTheNotationsItLexesAsNumbers(text: String, decimal: String) {
        let (_, dsl) = Self.canvasWidth(text)
        #expect(dsl.first?.message == "'\(text)' is not a number as scene files write them (write \(decimal))")
    }

    @Test func quotedOrTextualValuesStayStrings() {
        #expect(Scalar(text: "0x10", isQuoted: true).number == nil)
        #expect(Scalar(text: "0x10", isQuoted: true).kindDescription == "a string")
        #expect(Scalar(text: "inf", isQuoted: false).kindDescription == "a string")
        #expect(Scalar(text: "1e999", isQuoted: false).kindDescription == "a number too large to use")
    }

    @Test func theGrammarIsDecimal() {
        for text in ["0", "-0", "12", "-12.5", "1e5", "1E-5", "-1.5e+3", "+1", ".5", "5.", "-.5e2", "5.e3"] {
            #expect(DecimalParsing.isSceneNumber(text.utf8), "\(text)")
        }
        for text in ["", "-", "+", ".", "-.", ".e5", "1e", "1e+", "0x10", "1_0", "1.2.3", "inf", "nan", " 1", "1 ", "--1"] {
            #expect(!DecimalParsing.isSceneNumber(text.utf8), "\(text)")
        }
    }
}
