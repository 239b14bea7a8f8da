/// Findings about many elements told once per place in the file.
extension Diagnostic {
    /// One finding for each place in the file: an annotation template (`from:`) stands for many
    /// annotations at one range, and says so once, with how many.
    package static func onePerPlace(
        _ items: [(range: SourceRange, id: String)], rule: Rule, one: (String) -> String, many: (Int) -> String,
        notes: [DiagnosticNote] = []
    ) -> [Diagnostic] {
        var order: [SourceRange] = []
        var ids: [SourceRange: [String]] = [:]
        for item in items {
            if ids[item.range] == nil { order.append(item.range) }
            ids[item.range, default: []].append(item.id)
        }
        return order.map { range in
            let all = ids[range]!
            return Diagnostic(rule, all.count == 1 ? one(all[0]) : many(all.count), at: range, notes: notes)
        }
    }
}
