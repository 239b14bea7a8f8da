internal import CSQLite

/// What the queries of one open database have spent of their budget: virtual-machine operations
/// and seconds spent stepping, in all. The budget lives in C (`mapc_sqlite_budget`), where
/// SQLite's progress handler charges it; once either limit is passed the statement is
/// interrupted, and so is every later one.
package final class SQLiteBudgetMeter {
    /// The operations the queries may take in all.
    package let operations: Int
    /// The seconds the queries may take in all.
    package let seconds: Double
    private let budget: UnsafeMutablePointer<mapc_sqlite_budget>

    /// Installs a budget of `operations` and `seconds` on `database`; nil when it cannot be allocated.
    package init?(installingOn database: OpaquePointer, operations: Int, seconds: Double) {
        guard let budget = mapc_sqlite_budget_install(database, Int64(operations), seconds) else { return nil }
        self.operations = operations
        self.seconds = seconds
        self.budget = budget
    }

    /// Frees the budget; the database it was installed on must be closed first.
    deinit { free(budget) }

    /// Marks the start of a step.
    package func start() { mapc_sqlite_budget_step_began(budget) }

    /// Marks the end of a step, adding its time.
    package func stop() { mapc_sqlite_budget_step_ended(budget) }

    /// Which limit the queries passed, in words; nil while the budget lasts.
    package var spentMessage: String? {
        switch budget.pointee.passed {
        case 1: "the archive's queries took more than \(operations) operations, the limit"
        case 2: "the archive's queries took more than \(seconds.formatted) seconds, the limit"
        default: nil
        }
    }
}

extension Double {
    /// A whole number without a fraction, any other as Swift writes it.
    fileprivate var formatted: String {
        self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(self)
    }
}
