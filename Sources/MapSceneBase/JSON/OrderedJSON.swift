/// A JSON document whose objects keep the order their members were written in, printed with
/// two-space indentation: what the SARIF log is built as, so its bytes depend on nothing but
/// the diagnostics. Strings go through `DiagnosticJSON.quote`, the one JSON string writer.
package indirect enum OrderedJSON {
    case object([(String, OrderedJSON)])
    case array([OrderedJSON])
    case string(String)
    case integer(Int)

    /// The document's text, without a trailing newline.
    package var text: String {
        var out = ""
        write(to: &out, indent: "")
        return out
    }

    private func write(to out: inout String, indent: String) {
        switch self {
        case .string(let s): out += DiagnosticJSON.quote(s)
        case .integer(let n): out += String(n)
        case .array(let elements):
            if elements.isEmpty { out += "[]"; return }
            out += "[\n"
            for (i, element) in elements.enumerated() {
                out += indent + "  "
                element.write(to: &out, indent: indent + "  ")
                out += i + 1 < elements.count ? ",\n" : "\n"
            }
            out += indent + "]"
        case .object(let members):
            if members.isEmpty { out += "{}"; return }
            out += "{\n"
            for (i, (key, value)) in members.enumerated() {
                out += indent + "  " + DiagnosticJSON.quote(key) + ": "
                value.write(to: &out, indent: indent + "  ")
                out += i + 1 < members.count ? ",\n" : "\n"
            }
            out += indent + "}"
        }
    }
}
