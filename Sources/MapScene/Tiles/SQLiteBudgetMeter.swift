/// What the queries of one open database have spent of their budget: virtual-machine operations
/// and seconds spent stepping, in all. SQLite's progress handler calls `charge()` every `interval`
/// operations of a running statement; once either limit is passed the statement is interrupted,
/// and so is every later one.
final class SQLiteBudgetMeter {
    /// The operations between two calls of the progress handler.
    static let interval: Int32 = 100

    /// The operations the queries may take in all.
    let operations: Int
    /// The seconds the queries may take in all.
    let seconds: Double
    private var operationsCounted = 0
    /// Time spent in steps that have ended.
    private var spent: Duration = .zero
    /// When the step running now began.
    private var started: ContinuousClock.Instant?
    /// The limit that was passed, once one is.
    private var passed: Passed?

    private enum Passed {
        case operations, seconds
    }

    init(operations: Int, seconds: Double) {
        self.operations = operations
        self.seconds = seconds
    }

    /// Marks the start of a step.
    func start() { started = .now }

    /// Marks the end of a step, adding its time.
    func stop() {
        if let started { spent += .now - started }
        started = nil
    }

    /// Counts `interval` more operations; true when the budget is spent and the statement must stop.
    func charge() -> Bool {
        operationsCounted += Int(Self.interval)
        if passed == nil, operationsCounted > operations { passed = .operations }
        if passed == nil, let started, spent + (.now - started) > .seconds(seconds) { passed = .seconds }
        return passed != nil
    }

    /// Which limit the queries passed, in words; nil while the budget lasts.
    var spentMessage: String? {
        switch passed {
        case nil: nil
        case .operations: "the archive's queries took more than \(operations) operations, the limit"
        case .seconds: "the archive's queries took more than \(seconds.formatted) seconds, the limit"
        }
    }
}

extension Double {
    /// A whole number without a fraction, any other as Swift writes it.
    fileprivate var formatted: String {
        self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(self)
    }
}
