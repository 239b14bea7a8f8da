import MapSceneModel
import MapSceneSyntax

/// Decoding of what a tile source says beyond where its tiles are — `maxZoom`, `minZoom`,
/// `subdomains` — and checks of its template, shared by basemap entries and tile overlays.
package enum TileSourceDecoder {
    /// The keys of a tile source's settings.
    package static let settingKeys = SceneVocabulary.tileSettings.map(\.name)

    /// The settings in `m`, each checked; nil when one is wrong (reported).
    package static func settings(_ m: MappingReader, _ context: DecodingContext) -> TileSettings? {
        var settings = TileSettings()
        var valid = true
        for key in ["minZoom", "maxZoom"] {
            guard let node = m[key] else { continue }
            guard let zoom = context.integer(node, for: key, in: TileSettings.zooms, rule: .zoomRange) else {
                valid = false
                continue
            }
            if key == "minZoom" { settings.minZoom = zoom } else { settings.maxZoom = zoom }
        }
        if let low = settings.minZoom, let high = settings.maxZoom, low > high, let node = m["minZoom"] {
            context.report(.zoomRange, "minZoom \(low) is deeper than maxZoom \(high)", at: node.range)
            valid = false
        }
        if let node = m["subdomains"] {
            if let subdomains = subdomains(node, context) { settings.subdomains = subdomains } else { valid = false }
        }
        return valid ? settings : nil
    }

    /// A list of host name labels, or one string whose every character is one (`abc`, as Leaflet takes it).
    private static func subdomains(_ node: SyntaxNode, _ context: DecodingContext) -> [String]? {
        let names: [String]
        if let elements = node.elements {
            let strings = elements.compactMap { context.string($0, for: "a subdomain") }
            guard strings.count == elements.count else { return nil }
            names = strings
        } else if let text = context.string(node, for: "subdomains") {
            names = text.map(String.init)
        } else {
            return nil
        }
        guard !names.isEmpty else {
            context.report(.emptyValue, "subdomains must name at least one subdomain", at: node.range)
            return nil
        }
        if let bad = names.first(where: { !isHostLabel($0) }) {
            context.report(
                .tileSubdomain, "subdomain '\(bad)' is not a host name label (letters, digits and '-')", at: node.range)
            return nil
        }
        return names
    }

    /// Letters, digits and `-`, at most 63 of them: what a URL's host may hold between dots.
    private static func isHostLabel(_ name: String) -> Bool {
        !name.isEmpty && name.utf8.count <= 63
            && name.unicodeScalars.allSatisfy {
                $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-")
            }
    }

    /// Checks the template or archive path `text` written at `node`, which names a `location`:
    /// a URL is fetched over http or https and has its placeholders; a folder template has its
    /// placeholders and no `{s}`. Settings that do not apply to it get an `unused-setting`
    /// warning. False when it is wrong.
    package static func check(
        _ text: String, as location: TileLocation, at node: SyntaxNode, settings: TileSettings, in m: MappingReader?,
        _ context: DecodingContext
    ) -> Bool {
        var template: TileTemplate?
        switch location {
        case .archive:
            break
        case .url:
            let scheme = TileLocation.scheme(of: text)
            guard TileLocation.fetchedSchemes.contains(scheme) else {
                context.report(
                    .tileTemplate, "'\(text)' is a \(scheme) URL; mapc fetches tiles over http and https only", at: node.range)
                return false
            }
            if TileLocation.namesArchive(text) {
                context.report(
                    .tileTemplate, "'\(text)' is an archive on a server; mapc reads archives from files beside the scene",
                    at: node.range)
                return false
            }
            fallthrough
        case .folder:
            do {
                template = try TileTemplate(text)
            } catch {
                context.report(.tileTemplate, error.message(for: text), at: node.range)
                return false
            }
            if location == .folder, template!.usesSubdomains {
                context.report(
                    .tileTemplate, "{s} picks a server's subdomain: it belongs in a URL, not in a folder template ('\(text)')",
                    at: node.range)
                return false
            }
        }
        if settings.subdomains != nil, template?.usesSubdomains != true, let entry = m?.entry("subdomains") {
            context.report(.unusedSetting, "subdomains apply only to a URL template with {s}", at: entry.keyRange)
        }
        return true
    }

    /// A credit: a string with more than white space. `what` names the entry ("basemap", "tile").
    package static func attribution(_ node: SyntaxNode, of what: String, _ context: DecodingContext) -> String? {
        guard let text = context.string(node, for: "\(what) attribution") else { return nil }
        if text.allSatisfy(\.isWhitespace) {
            context.report(
                .emptyValue, "a \(what) attribution must not be empty; leave the key out to use the data's own", at: node.range)
            return nil
        }
        return text
    }

    /// A MapLibre style file (`style: FILE`, relative to the scene's folder), located where its
    /// path is written; nil when it is not a path (reported). `what` names the key in messages.
    package static func style(_ node: SyntaxNode, for what: String, _ context: DecodingContext) -> StyleReference? {
        guard let path = context.string(node, for: what) else { return nil }
        if path.allSatisfy(\.isWhitespace) {
            context.report(.emptyValue, "\(what) must name a MapLibre style file", at: node.range)
            return nil
        }
        return StyleReference(path: path, range: node.range)
    }

    /// An `unused-setting` warning for a `style:` in `m`, an entry that is not a tile archive.
    package static func warnUnusedStyle(in m: MappingReader, _ context: DecodingContext) {
        guard let entry = m.entry("style") else { return }
        context.report(
            .unusedSetting,
            "style applies only to a .pmtiles or .mbtiles archive: a MapLibre style draws the vector tiles of an archive",
            at: entry.keyRange)
    }

    /// An `unused-setting` warning for each tile setting in `m`, which is not a tile source.
    package static func warnUnused(in m: MappingReader, _ context: DecodingContext) {
        for key in settingKeys {
            if let entry = m.entry(key) {
                context.report(.unusedSetting, "\(key) applies only to tile sources", at: entry.keyRange)
            }
        }
    }
}
