import Foundation
import MapSceneBase
import MapSceneImage

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What `mapc watch` answers, by path: the page, the SVG, the PNG and PDF drawn from it, the
/// render list and the event stream.
/// Every other path is 404: no path is ever looked up on disk.
struct WatchRoutes: Sendable {
    let scene: LiveScene
    /// The scene file's name as shown on the page.
    let name: String

    func reply(_ request: LoopbackServer.Request) -> LoopbackServer.Reply {
        let dark = request.query["theme"] == "dark"
        let snapshot = scene.current
        let svg = dark ? scene.darkSVG() : snapshot.svg
        switch request.path {
        case "/":
            let page = WatchPage.html(file: name, snapshot: snapshot, svg: svg, dark: dark)
            return .response(
                status: 200,
                headers: Self.noStore + [
                    ("Content-Type", "text/html; charset=utf-8"),
                    (
                        "Content-Security-Policy",
                        "default-src 'none'; img-src data: 'self'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; connect-src 'self'"
                    ),
                ], body: Array(page.utf8))
        case "/map.svg":
            guard let svg else { return Self.notYet }
            var headers = Self.noStore + [("Content-Type", "image/svg+xml; charset=utf-8")]
            if request.query["download"] != nil {
                headers.append(("Content-Disposition", "attachment; filename=\"\(Self.downloadName(name, dark: dark))\""))
            }
            return .response(status: 200, headers: headers, body: Array(svg.utf8))
        case "/map.png", "/map.pdf":
            guard let list = dark ? scene.darkList() : snapshot.list else { return Self.notYet }
            let png = request.path == "/map.png"
            let bytes: [UInt8]
            do {
                bytes = try png ? PNGBackend.render(list) : PDFBackend.render(list)
            } catch {
                return .response(
                    status: 500, headers: [("Content-Type", "text/plain; charset=utf-8")], body: Array("\(error)\n".utf8))
            }
            var headers = Self.noStore + [("Content-Type", png ? "image/png" : "application/pdf")]
            if request.query["download"] != nil {
                let name = Self.downloadName(name, dark: dark, extension: png ? "png" : "pdf")
                headers.append(("Content-Disposition", "attachment; filename=\"\(name)\""))
            }
            return .response(status: 200, headers: headers, body: bytes)
        case "/renderlist.json":
            guard let json = snapshot.renderList else { return Self.notYet }
            return .response(
                status: 200, headers: Self.noStore + [("Content-Type", "application/json; charset=utf-8")], body: Array(json.utf8)
            )
        case "/events":
            return .eventStream { client in
                stream(to: client, dark: dark, after: Int(request.headers["last-event-id"] ?? "") ?? 0)
            }
        default:
            return .response(
                status: 404, headers: [("Content-Type", "text/plain; charset=utf-8")], body: Array("no such page\n".utf8))
        }
    }

    /// Sends each new compile as an `update` event until the client goes or the watch stops. A
    /// client that closed is noticed within a second, so its slot among the few event streams
    /// frees at once; a comment every 15 seconds finds clients that went away without a word.
    private func stream(to client: Int32, dark: Bool, after first: Int) {
        var generation = first
        if !send(scene.current, to: client, dark: dark, after: &generation) { return }
        var quiet = 0
        while let snapshot = scene.wait(after: generation, seconds: 1) {
            if snapshot.generation == generation {
                guard !Self.hasClosed(client) else { return }
                quiet += 1
                guard quiet >= 15 else { continue }
                quiet = 0
                guard Descriptor.writeWhole(Array(": still here\n\n".utf8), to: client) == nil else { return }
                continue
            }
            quiet = 0
            guard send(snapshot, to: client, dark: dark, after: &generation) else { return }
        }
    }

    /// True when the client closed its side (or sent anything: an event stream's client only
    /// listens), found without waiting.
    private static func hasClosed(_ client: Int32) -> Bool {
        var ready = pollfd(fd: client, events: Int16(POLLIN), revents: 0)
        return poll(&ready, 1, 0) > 0
    }

    /// Sends `snapshot` when it is newer than `generation`; false when the client has gone.
    private func send(_ snapshot: LiveScene.Snapshot, to client: Int32, dark: Bool, after generation: inout Int) -> Bool {
        guard snapshot.generation > generation else { return true }
        generation = snapshot.generation
        let update: JSONValue = .object([
            "generation": .integer(snapshot.generation),
            "svg": ((dark ? scene.darkSVG() : snapshot.svg).map(JSONValue.string)) ?? .null,
            "diagnostics": .string(snapshot.diagnostics),
            "status": .string(WatchPage.status(snapshot)),
        ])
        let event = "id: \(snapshot.generation)\nevent: update\ndata: " + update.text(.compact) + "\n\n"
        return Descriptor.writeWhole(Array(event.utf8), to: client) == nil
    }

    private static let noStore = [("Cache-Control", "no-store")]

    private static var notYet: LoopbackServer.Reply {
        .response(
            status: 404, headers: [("Content-Type", "text/plain; charset=utf-8")],
            body: Array("the scene has not compiled yet\n".utf8))
    }

    /// `tepusquet.svg` for `Examples/tepusquet.yaml`; `-dark` before the extension for the dark theme.
    static func downloadName(_ file: String, dark: Bool, extension: String = "svg") -> String {
        let base = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
        let safe = String(
            base.unicodeScalars.filter {
                $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_")
            })
        return (safe.isEmpty ? "map" : safe) + (dark ? "-dark" : "") + "." + `extension`
    }
}
