import MapSceneBase
import MapSceneGeometry

/// A slippy-map tile template — a URL (`https://{s}.host/{z}/{x}/{y}{r}.png`) or a path
/// (`tiles/{z}/{x}/{y}.png`) — read into its parts, so that each tile's address is the template
/// with its placeholders filled in:
///
/// - `{z}`, `{x}`, `{y}`: the tile's zoom, column and row (rows counted from the north);
/// - `{-y}`: the row counted from the south, as TMS servers count it;
/// - `{s}`: one of the subdomains, the same one for a tile every time;
/// - `{r}`: `@2x` on a canvas of scale 2 or more, empty otherwise.
package struct TileTemplate: Equatable, Sendable {
    /// A piece of the template: text kept as written, or a placeholder.
    package enum Part: Equatable, Sendable {
        case text(String)
        case zoom, column, row, tmsRow, subdomain, resolution
    }

    /// The placeholders, as written between braces.
    package static let placeholders: [(name: String, part: Part)] = [
        ("z", .zoom), ("x", .column), ("y", .row), ("-y", .tmsRow), ("s", .subdomain), ("r", .resolution),
    ]

    /// What the template is made of, in order.
    package let parts: [Part]

    /// Reads `text`; a brace that opens no known placeholder, or a template without the zoom,
    /// column and row, is an error that says what is wrong.
    package init(_ text: String) throws(TileTemplateError) {
        var parts: [Part] = []
        var literal = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{") {
            literal += rest[..<open]
            guard let close = rest[open...].firstIndex(of: "}") else { throw .unclosedBrace }
            let name = String(rest[rest.index(after: open)..<close])
            guard let part = Self.placeholders.first(where: { $0.name == name })?.part else { throw .unknownPlaceholder(name) }
            if !literal.isEmpty { parts.append(.text(literal)) }
            literal = ""
            parts.append(part)
            rest = rest[rest.index(after: close)...]
        }
        literal += rest
        if literal.contains("}") { throw .unclosedBrace }
        if !literal.isEmpty { parts.append(.text(literal)) }
        guard parts.contains(.zoom), parts.contains(.column), parts.contains(.row) || parts.contains(.tmsRow) else {
            throw .missingCoordinates
        }
        self.parts = parts
    }

    /// Whether `{s}` appears, so the tiles are spread over subdomains.
    package var usesSubdomains: Bool { parts.contains(.subdomain) }

    /// The address of `tile`: `{s}` takes `subdomains[(x + y) % count]`, `{r}` is `@2x` when
    /// `highResolution`.
    package func address(of tile: TileCoordinate, subdomains: [String], highResolution: Bool) -> String {
        var out = ""
        for part in parts {
            switch part {
            case .text(let text): out += text
            case .zoom: out += String(tile.z)
            case .column: out += String(tile.x)
            case .row: out += String(tile.y)
            case .tmsRow: out += String(tile.tmsRow)
            case .subdomain: out += subdomains.isEmpty ? "" : subdomains[(tile.x + tile.y) % subdomains.count]
            case .resolution: out += highResolution ? "@2x" : ""
            }
        }
        return out
    }
}

/// Why a tile template cannot be read.
package enum TileTemplateError: Error, Equatable {
    /// `{name}` is no placeholder mapc knows.
    case unknownPlaceholder(String)
    /// A `{` without its `}`, or a `}` alone.
    case unclosedBrace
    /// `{z}`, `{x}` or `{y}` (or `{-y}`) is missing.
    case missingCoordinates

    /// What is wrong, for a diagnostic about the template written as `template`.
    package func message(for template: String) -> String {
        switch self {
        case .unknownPlaceholder(let name):
            let names = TileTemplate.placeholders.map(\.name)
            let guess = Suggestion.closest(to: name, in: names).map { "; did you mean '{\($0)}'?" } ?? ""
            return "unknown placeholder '{\(name)}' in tile template '\(template)'; mapc fills in "
                + names.map { "{\($0)}" }.joined(separator: ", ") + guess
        case .unclosedBrace:
            return "tile template '\(template)' has a brace that opens or closes no placeholder"
        case .missingCoordinates:
            return "tile template '\(template)' needs {z}, {x} and {y} (or {-y}); an archive's name ends in .pmtiles or .mbtiles"
        }
    }
}
