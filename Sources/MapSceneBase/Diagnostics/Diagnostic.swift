/// How serious a diagnostic is.
public enum Severity: String, Sendable, Codable, Comparable {
    case error
    case warning
    case note

    private var rank: Int {
        switch self {
        case .error: 0
        case .warning: 1
        case .note: 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// A remark attached to a diagnostic, optionally pointing at another place in the scene file or
/// in a data file.
public struct DiagnosticNote: Hashable, Sendable {
    /// What the note says, lower-case, without a final period.
    public var message: String
    /// Where the note points, if anywhere.
    public var range: SourceRange?
    /// The data file `range` is in; nil: the scene file.
    public var file: DiagnosticFile?

    /// Creates a note, in the scene file unless `file` says otherwise.
    package init(_ message: String, at range: SourceRange? = nil, in file: DiagnosticFile? = nil) {
        self.message = message
        self.range = range
        self.file = file
    }
}

/// One problem found in a scene file, or in a data file it reads: a value, printed by
/// `DiagnosticPrinter`.
public struct Diagnostic: Hashable, Sendable {
    /// Error, warning or note.
    public var severity: Severity
    /// What is wrong, lower-case, without a final period.
    public var message: String
    /// Where it is wrong; `nil` only for problems with the file as a whole.
    public var range: SourceRange?
    /// The id of the catalog rule that found it, e.g. `unknown-key` (see `Rule.catalog`).
    public var rule: String
    /// Further remarks: suggestions, related places.
    public var notes: [DiagnosticNote]
    /// The data file `range` is in; nil: the scene file.
    public var file: DiagnosticFile?
    /// Edits that put the problem right, when mapc knows them.
    public var fixes: [Fix] = []

    /// Creates a diagnostic, in the scene file unless `file` says otherwise.
    package init(
        _ severity: Severity, _ message: String, at range: SourceRange?, in file: DiagnosticFile? = nil, rule: String,
        notes: [DiagnosticNote] = []
    ) {
        self.severity = severity
        self.message = message
        self.range = range
        self.file = file
        self.rule = rule
        self.notes = notes
    }

    /// A finding of `rule` at `severity`, in the scene file unless `file` says otherwise.
    package init(
        _ severity: Severity, _ message: String, at range: SourceRange?, in file: DiagnosticFile? = nil, rule: Rule,
        notes: [DiagnosticNote] = []
    ) {
        self.init(severity, message, at: range, in: file, rule: rule.id, notes: notes)
    }

    /// A finding of `rule`, at the rule's own severity, in the scene file unless `file` says otherwise.
    package init(
        _ rule: Rule, _ message: String, at range: SourceRange?, in file: DiagnosticFile? = nil, notes: [DiagnosticNote] = []
    ) {
        self.init(rule.severity, message, at: range, in: file, rule: rule.id, notes: notes)
    }

    /// An error at `range`, in the scene file unless `file` says otherwise.
    package static func error(
        _ message: String, at range: SourceRange?, in file: DiagnosticFile? = nil, rule: Rule, notes: [DiagnosticNote] = []
    ) -> Diagnostic {
        Diagnostic(.error, message, at: range, in: file, rule: rule.id, notes: notes)
    }

    /// A warning at `range`, in the scene file unless `file` says otherwise.
    package static func warning(
        _ message: String, at range: SourceRange?, in file: DiagnosticFile? = nil, rule: Rule, notes: [DiagnosticNote] = []
    ) -> Diagnostic {
        Diagnostic(.warning, message, at: range, in: file, rule: rule.id, notes: notes)
    }

    /// An error at `range`, in the scene file unless `file` says otherwise.
    package static func error(
        _ message: String, at range: SourceRange?, in file: DiagnosticFile? = nil, rule: String, notes: [DiagnosticNote] = []
    ) -> Diagnostic {
        Diagnostic(.error, message, at: range, in: file, rule: rule, notes: notes)
    }

    /// A warning at `range`, in the scene file unless `file` says otherwise.
    package static func warning(
        _ message: String, at range: SourceRange?, in file: DiagnosticFile? = nil, rule: String, notes: [DiagnosticNote] = []
    ) -> Diagnostic {
        Diagnostic(.warning, message, at: range, in: file, rule: rule, notes: notes)
    }
}

extension Array where Element == Diagnostic {
    /// True when any diagnostic is an error.
    package var containsErrors: Bool { contains { $0.severity == .error } }

    /// Sorted by file (the scene file first, then data files by path), then by position
    /// (file-wide problems first), severity, rule and message, without duplicates.
    package func sortedAndUnique() -> [Diagnostic] {
        // Sorted first (the sort is stable), then each run that sorts alike is searched for
        // duplicates: no hashing of every message, note and fix, which for a file of a hundred
        // thousand errors cost more than finding them.
        let sorted = self.sorted(by: Self.reportedBefore)
        var unique: [Diagnostic] = []
        unique.reserveCapacity(sorted.count)
        var runStart = 0
        for diagnostic in sorted {
            if runStart < unique.count, !Self.reportedBefore(unique[runStart], diagnostic) {
                if unique[runStart...].contains(diagnostic) { continue }
            } else {
                runStart = unique.count
            }
            unique.append(diagnostic)
        }
        return unique
    }

    /// The order diagnostics are reported in: by file (the scene file first), position (file-wide
    /// problems first), severity, rule and message.
    package static func reportedBefore(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
        let (fileA, fileB) = (a.file?.path, b.file?.path)
        if fileA != fileB {
            guard let fileA else { return true }
            guard let fileB else { return false }
            return fileA < fileB
        }
        switch (a.range, b.range) {
        case (nil, .some): return true
        case (.some, nil): return false
        case (let ra?, let rb?) where ra != rb: return ra < rb
        default:
            if a.severity != b.severity { return a.severity < b.severity }
            if a.rule != b.rule { return a.rule < b.rule }
            return a.message < b.message
        }
    }
}
