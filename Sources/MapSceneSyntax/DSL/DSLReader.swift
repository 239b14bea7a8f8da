import MapSceneBase

/// The DSL front end: turns a `.mapscene` file's bytes into the same `SyntaxNode` tree the YAML
/// front end makes, so the decoder and all its diagnostics serve both syntaxes.
package enum DSLReader {
    /// Everything one parse found.
    package struct Result: Sendable {
        /// The root mapping; nil when the file cannot be read at all (too large, not UTF-8, empty).
        package var root: SyntaxNode?
        /// Syntax problems, in the order found.
        package var diagnostics: [Diagnostic]
        /// The file's comments, in file order.
        package var comments: [SourceComment]
    }

    /// Reads a `.mapscene` file. Returns a nil root when reading cannot start: the file is too
    /// large (`dsl-size`), not UTF-8 or holds a control character (`dsl-encoding`), or holds no
    /// statement (`dsl-empty`). Syntax errors (`dsl-syntax`, `dsl-depth`, `dsl-duplicate-key`)
    /// come with the root of everything else in the file.
    package static func read(_ file: SourceFile, limits: DSLLimits = .default) -> (root: SyntaxNode?, diagnostics: [Diagnostic]) {
        let result = parse(file, limits: limits)
        return (result.root, result.diagnostics)
    }

    /// `read`, handing the elements of the `annotations` and `overlays` lists to `receiver` as
    /// their statements are read: the tree holds those lists empty.
    package static func read(_ file: SourceFile, handingOverTo receiver: any SceneListReceiver) -> (
        root: SyntaxNode?, diagnostics: [Diagnostic]
    ) {
        let result = parse(file, limits: .default, handingOverTo: receiver)
        return (result.root, result.diagnostics)
    }

    /// Reads a `.mapscene` file, keeping its comments too.
    package static func parse(_ file: SourceFile, limits: DSLLimits = .default) -> Result {
        parse(file, limits: limits, handingOverTo: nil)
    }

    /// `parse`, handing list elements to `receiver` when there is one.
    package static func parse(_ file: SourceFile, limits: DSLLimits, handingOverTo receiver: (any SceneListReceiver)?) -> Result {
        guard file.bytes.count <= limits.maxBytes else {
            return Result(root: nil, diagnostics: [.dslSize(bytes: file.bytes.count, limit: limits.maxBytes)], comments: [])
        }
        if let problem = DSLEncoding.problem(in: file.bytes) {
            return Result(root: nil, diagnostics: [problem], comments: [])
        }
        return file.bytes.withUnsafeBufferPointer { bytes in
            var parser = DSLParser(bytes: bytes, limits: limits, handingOverTo: receiver)
            return result(parser.parseScene(), parser.diagnostics, comments: parser.comments)
        }
    }

    /// What a parse found: an empty file (no statement, no error) is `dsl-empty`.
    package static func result(_ root: SyntaxNode?, _ diagnostics: [Diagnostic], comments: [SourceComment]) -> Result {
        if root == nil, diagnostics.isEmpty {
            return Result(root: nil, diagnostics: [.dslEmpty], comments: comments)
        }
        return Result(root: root, diagnostics: diagnostics, comments: comments)
    }
}
