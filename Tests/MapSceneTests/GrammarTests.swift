import Foundation
import Testing

@testable import MapScene
@testable import MapSceneDecode
@testable import MapSceneModel

/// `Grammar/`, found from this file's path.
private let grammarFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Grammar")

/// The grammar and the parser agree: sample files derived from every production of
/// `Grammar/mapscene.ebnf` parse without a diagnostic, and the grammar names every key the
/// decoder knows. The TextMate grammar is JSON whose regexes compile.
@Suite struct GrammarTests {
    private static func loadGrammar() throws -> EBNF {
        try EBNF(text: String(contentsOf: grammarFolder.appendingPathComponent("mapscene.ebnf"), encoding: .utf8))
    }

    @Test func theGrammarIsWellFormed() throws {
        let grammar = try Self.loadGrammar()
        #expect(grammar.rules.count > 40)
        for name in grammar.referencedNames {
            #expect(grammar.rules[name] != nil, "'\(name)' is used but not defined")
        }
        #expect(grammar.lexical.contains("word") && !grammar.lexical.contains("scene"))
    }

    @Test func everyProductionHasSamplesAndEverySampleParses() throws {
        let grammar = try Self.loadGrammar()
        // Comments are not part of any production: they start samples of their own.
        let generator = try SampleGenerator(grammar: grammar, starts: ["scene", "canonical-scene", "comment"])
        var checked = 0
        for name in grammar.order {
            let samples = try generator.samples(for: name)
            #expect(!samples.isEmpty, "no sample for '\(name)'")
            for sample in samples {
                if ProcessInfo.processInfo.environment["MAPC_SHOW_SAMPLES"] != nil {
                    print("[\(name)] \(sample.debugDescription)")
                }
                // A repetition taken twice may give a key twice: the grammar says each key once, in words.
                let (root, diagnostics) = readDSL(sample)
                let syntaxErrors = diagnostics.filter { $0.rule != "dsl-duplicate-key" }
                #expect(root != nil && syntaxErrors.isEmpty, "'\(name)': \(syntaxErrors.map(\.message))\n\(sample)")
                checked += 1
            }
        }
        #expect(checked > 200)
    }

    @Test func theGrammarNamesEveryKeyTheDecoderKnows() throws {
        let terminals = try Self.loadGrammar().terminals
        let statementKeys = ["annotations": "annotation", "overlays": "overlay", "styles": "style"]
        var decoderKeys: [String] = SceneDecoder.topLevelKeys
        decoderKeys += CameraDecoder.keys
        decoderKeys += AnnotationDecoder.keys
        decoderKeys += OverlayDecoder.keys
        decoderKeys += StyleDecoder.keys
        // The keys the decoders list inline: canvas, map, decorations, looks, callouts, shapes, coordinates.
        decoderKeys += ["width", "height", "scale", "background", "theme", "type", "basemap", "geojson", "tiles", "mbtiles"]
        decoderKeys += [
            "compass", "attribution", "legend", "glyph", "color", "src", "size", "offset", "radius", "shown", "left", "right",
        ]
        decoderKeys += [
            "exterior", "holes", "source", "origin", "unit", "points", "rotate", "closed", "template", "latitude", "longitude",
        ]
        decoderKeys += ["colors", "angle", "data", "format", "where"]
        decoderKeys += TileSourceDecoder.settingKeys
        for key in decoderKeys {
            #expect(terminals.contains(statementKeys[key] ?? key), "the grammar does not mention '\(key)'")
        }
        var names: [String] = MapType.allCases.map(\.rawValue)
        names += OverlayLevel.allCases.map(\.rawValue)
        names += DisplayPriority.allCases.map(\.rawValue)
        names += LineCap.allCases.map(\.rawValue)
        names += LineJoin.allCases.map(\.rawValue)
        names += Theme.allCases.map(\.rawValue)
        names += UnitSystem.allCases.map(\.rawValue)
        names += DataFormat.allCases.map(\.rawValue)
        names += Array(DecodingContext.distanceUnits.keys) + ["deg", "rad"]
        for name in names {
            #expect(terminals.contains(name), "the grammar does not mention '\(name)'")
        }
    }

    @Test func theTextMateGrammarIsJSONAndItsRegexesCompile() throws {
        let data = try Data(contentsOf: grammarFolder.appendingPathComponent("mapscene.tmLanguage.json"))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(json["scopeName"] as? String == "source.mapscene")
        var patterns: [String: NSRegularExpression] = [:]
        func walk(_ value: Any, path: String) {
            if let object = value as? [String: Any] {
                for (key, child) in object {
                    if ["match", "begin", "end"].contains(key), let source = child as? String {
                        do {
                            patterns[path + "/" + key] = try NSRegularExpression(pattern: source, options: [.anchorsMatchLines])
                        } catch {
                            Issue.record("\(path)/\(key) does not compile: \(source)")
                        }
                    } else {
                        walk(child, path: path + "/" + key)
                    }
                }
            } else if let array = value as? [Any] {
                for (index, child) in array.enumerated() { walk(child, path: path + "/\(index)") }
            }
        }
        walk(json, path: "")
        #expect(patterns.count >= 20)
        let repository = try #require(json["repository"] as? [String: Any])
        for include in [
            "comment", "statement", "string", "color", "quantity", "number", "constant", "key", "word", "punctuation",
        ] {
            #expect(repository[include] != nil, "no '\(include)' in the repository")
        }
        func matches(_ path: String, _ text: String) -> String? {
            guard let regex = patterns[path],
                let match = regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text))
            else { return nil }
            return String(text[Range(match.range, in: text)!])
        }
        #expect(matches("/repository/quantity/match", "radius 1200m") == "1200m")
        #expect(matches("/repository/number/match", "width 800") == "800")
        #expect(matches("/repository/comment/match", "pin green // here") == "// here")
        #expect(matches("/repository/statement/match", "annotation park at (1, 2) {") == "annotation park at")
        #expect(matches("/repository/color/patterns/0/match", "fill #007aff/0.15") == "#007aff/0.15")
        #expect(matches("/repository/string/patterns/0/match", #""a \u{1F5FA} b""#) == #"\u{1F5FA}"#)
    }
}

// MARK: - A reader of the ISO EBNF the grammar is written in

/// The productions of an ISO 14977 EBNF file. Productions defined after the `@lexical` marker
/// are tokens: their parts are not separated by whitespace.
struct EBNF {
    indirect enum Expression {
        case terminal(String)
        case special(String)
        case reference(String, occurrence: Int)
        case sequence([Expression])
        case choice([Expression])
        case optional(Expression)
        case repetition(Expression)
    }

    struct SyntaxError: Error, CustomStringConvertible {
        var description: String
    }

    private(set) var rules: [String: Expression] = [:]
    /// Production names in file order.
    private(set) var order: [String] = []
    private(set) var lexical: Set<String> = []

    init(text: String) throws {
        var occurrences = 0
        let scalars = Array(text.unicodeScalars)
        let lexicalStart =
            text.range(of: "@lexical").map {
                text.unicodeScalars.distance(from: text.unicodeScalars.startIndex, to: $0.lowerBound)
            } ?? scalars.count
        var tokens: [(String, Int)] = []  // (token, offset); terminals keep their quotes, specials their '?'
        var i = 0
        while i < scalars.count {
            let c = scalars[i]
            if c == " " || c == "\n" || c == "\t" || c == "\r" { i += 1; continue }
            if c == "(", i + 1 < scalars.count, scalars[i + 1] == "*" {
                // Comments nest, as ISO 14977 allows.
                var level = 0
                repeat {
                    if scalars[i] == "(", i + 1 < scalars.count, scalars[i + 1] == "*" {
                        level += 1; i += 2
                    } else if scalars[i] == "*", i + 1 < scalars.count, scalars[i + 1] == ")" {
                        level -= 1; i += 2
                    } else {
                        i += 1
                    }
                } while level > 0 && i < scalars.count
                continue
            }
            let start = i
            if c == "\"" || c == "'" || c == "?" {
                i += 1
                while i < scalars.count, scalars[i] != c { i += 1 }
                i += 1
            } else if c.properties.isAlphabetic {
                while i < scalars.count,
                    scalars[i].properties.isAlphabetic || scalars[i] == "-" || ("0"..."9").contains(scalars[i])
                { i += 1 }
            } else {
                i += 1
            }
            tokens.append((String(String.UnicodeScalarView(scalars[start..<i])), start))
        }
        var position = 0
        func peek() -> String? { position < tokens.count ? tokens[position].0 : nil }
        func expect(_ token: String) throws {
            guard peek() == token else {
                throw SyntaxError(description: "expected \(token), found \(peek() ?? "the end") at token \(position)")
            }
            position += 1
        }
        func parseChoice() throws -> Expression {
            var alternatives = [try parseSequence()]
            while peek() == "|" { position += 1; alternatives.append(try parseSequence()) }
            return alternatives.count == 1 ? alternatives[0] : .choice(alternatives)
        }
        func parseSequence() throws -> Expression {
            var parts = [try parseFactor()]
            while peek() == "," { position += 1; parts.append(try parseFactor()) }
            return parts.count == 1 ? parts[0] : .sequence(parts)
        }
        func parseFactor() throws -> Expression {
            guard let token = peek() else { throw SyntaxError(description: "unexpected end") }
            position += 1
            switch token {
            case "[": let e = try parseChoice(); try expect("]"); return .optional(e)
            case "{": let e = try parseChoice(); try expect("}"); return .repetition(e)
            case "(": let e = try parseChoice(); try expect(")"); return e
            default:
                if token.hasPrefix("\"") || token.hasPrefix("'") { return .terminal(String(token.dropFirst().dropLast())) }
                if token.hasPrefix("?") {
                    return .special(String(token.dropFirst().dropLast()).trimmingCharacters(in: .whitespaces))
                }
                guard token.unicodeScalars.first!.properties.isAlphabetic else {
                    throw SyntaxError(description: "unexpected '\(token)'")
                }
                occurrences += 1
                return .reference(token, occurrence: occurrences)
            }
        }
        while position < tokens.count {
            let (name, offset) = tokens[position]
            position += 1
            try expect("=")
            let expression = try parseChoice()
            try expect(";")
            guard rules[name] == nil else { throw SyntaxError(description: "'\(name)' is defined twice") }
            rules[name] = expression
            order.append(name)
            if offset > lexicalStart { lexical.insert(name) }
        }
    }

    /// Every name a production refers to.
    var referencedNames: Set<String> {
        var names = Set<String>()
        func walk(_ e: Expression) {
            switch e {
            case .reference(let name, _): names.insert(name)
            case .sequence(let parts), .choice(let parts): parts.forEach(walk)
            case .optional(let inner), .repetition(let inner): walk(inner)
            case .terminal, .special: break
            }
        }
        rules.values.forEach(walk)
        return names
    }

    /// Every terminal string.
    var terminals: Set<String> {
        var found = Set<String>()
        func walk(_ e: Expression) {
            switch e {
            case .terminal(let t): found.insert(t)
            case .sequence(let parts), .choice(let parts): parts.forEach(walk)
            case .optional(let inner), .repetition(let inner): walk(inner)
            case .reference, .special: break
            }
        }
        rules.values.forEach(walk)
        return found
    }
}

/// Derives sample texts from the grammar: for each production, a few expansions that take each
/// alternative, option and repetition at least once (everything else as short as possible),
/// placed in a whole file by the shortest path from a start symbol.
struct SampleGenerator {
    let grammar: EBNF
    private var shortest: [String: Int] = [:]
    /// For each production reachable from a start symbol: the production and the occurrence that lead to it.
    private var parent: [String: (String, Int)] = [:]
    private let starts: [String]

    struct Failure: Error, CustomStringConvertible { var description: String }

    init(grammar: EBNF, starts: [String]) throws {
        self.grammar = grammar
        self.starts = starts
        // Shortest expansion lengths, by fixpoint.
        for name in grammar.order { shortest[name] = 1 << 40 }
        var changed = true
        while changed {
            changed = false
            for name in grammar.order {
                let cost = try self.cost(grammar.rules[name]!)
                if cost < shortest[name]! { shortest[name] = cost; changed = true }
            }
        }
        // Breadth-first from the start symbols.
        var queue = starts
        var seen = Set(starts)
        while !queue.isEmpty {
            let name = queue.removeFirst()
            for (child, occurrence) in Self.references(in: grammar.rules[name]!) where !seen.contains(child) {
                seen.insert(child)
                parent[child] = (name, occurrence)
                queue.append(child)
            }
        }
    }

    private static func references(in e: EBNF.Expression) -> [(String, Int)] {
        switch e {
        case .reference(let name, let occurrence): [(name, occurrence)]
        case .sequence(let parts), .choice(let parts): parts.flatMap(references)
        case .optional(let inner), .repetition(let inner): references(in: inner)
        case .terminal, .special: []
        }
    }

    private static func contains(_ e: EBNF.Expression, _ occurrence: Int) -> Bool {
        references(in: e).contains { $0.1 == occurrence }
    }

    /// What a described character stands for in samples.
    static func standIn(_ special: String) throws -> String {
        if special.contains("end of the line") { return "\n" }
        if special.contains("Unicode letter") { return "é" }
        if special.hasPrefix("any character") { return "a" }
        throw Failure(description: "no stand-in for ? \(special) ?")
    }

    private func cost(_ e: EBNF.Expression) throws -> Int {
        switch e {
        case .terminal(let t): t.count + 1
        case .special(let s): try Self.standIn(s).count + 1
        case .reference(let name, _): shortest[name] ?? 1 << 40
        case .sequence(let parts): try parts.reduce(0) { $0 + (try cost($1)) }
        case .choice(let alternatives): try alternatives.map(cost).min()!
        case .optional, .repetition: 0
        }
    }

    private func join(_ parts: [String], lexical: Bool) -> String {
        parts.filter { !$0.isEmpty }.joined(separator: lexical ? "" : " ")
    }

    /// The shortest expansion of `e`, or with `occurrence` replaced by `text`.
    private func expand(_ e: EBNF.Expression, lexical: Bool, forcing occurrence: Int? = nil, with text: String = "") throws
        -> String
    {
        switch e {
        case .terminal(let t):
            return t
        case .special(let s):
            return try Self.standIn(s)
        case .reference(let name, let id):
            if id == occurrence { return text }
            return try expand(grammar.rules[name]!, lexical: grammar.lexical.contains(name))
        case .sequence(let parts):
            return join(try parts.map { try expand($0, lexical: lexical, forcing: occurrence, with: text) }, lexical: lexical)
        case .choice(let alternatives):
            if let occurrence, let forced = alternatives.first(where: { Self.contains($0, occurrence) }) {
                return try expand(forced, lexical: lexical, forcing: occurrence, with: text)
            }
            let cheapest = try alternatives.min { try cost($0) < cost($1) }!
            return try expand(cheapest, lexical: lexical)
        case .optional(let inner), .repetition(let inner):
            guard let occurrence, Self.contains(inner, occurrence) else { return "" }
            return try expand(inner, lexical: lexical, forcing: occurrence, with: text)
        }
    }

    /// Expansions of `e` that between them take every alternative, option and repetition.
    private func variants(_ e: EBNF.Expression, lexical: Bool) throws -> [String] {
        switch e {
        case .terminal, .special, .reference:
            return [try expand(e, lexical: lexical)]
        case .choice(let alternatives):
            return try alternatives.flatMap { try variants($0, lexical: lexical) }
        case .optional(let inner):
            return [""] + (try variants(inner, lexical: lexical))
        case .repetition(let inner):
            let once = try variants(inner, lexical: lexical)
            return [""] + once + [join([once[0], once[0]], lexical: lexical)]
        case .sequence(let parts):
            let options = try parts.map { try variants($0, lexical: lexical) }
            let count = options.map(\.count).max() ?? 1
            return (0..<count).map { k in join(options.map { $0[k % $0.count] }, lexical: lexical) }
        }
    }

    /// `text`, an expansion of `name`, placed in a whole file.
    private func place(_ text: String, in name: String) throws -> String {
        if starts.contains(name) {
            // A start symbol that is not a whole scene (a comment) goes on a line of a small one.
            return name.hasSuffix("scene") ? text : "mapscene 1 " + text + "\n"
        }
        guard let (container, occurrence) = parent[name] else {
            throw Failure(description: "'\(name)' cannot be reached from \(starts)")
        }
        let expanded = try expand(
            grammar.rules[container]!, lexical: grammar.lexical.contains(container), forcing: occurrence, with: text)
        return try place(expanded, in: container)
    }

    /// The sample files for production `name`; empty expansions are left out.
    func samples(for name: String) throws -> [String] {
        let expansions = try variants(grammar.rules[name]!, lexical: grammar.lexical.contains(name))
        var seen = Set<String>()
        return try expansions.compactMap { text in
            let file = try place(text, in: name)
            guard !file.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty, seen.insert(file).inserted else { return nil }
            return file
        }
    }
}
