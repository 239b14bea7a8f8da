/// The page `mapc watch` serves: the current map inline in its HTML (it works without
/// JavaScript), and a script that replaces the map and the diagnostics in place as each compile
/// arrives on the event stream, keeping the view's scroll and zoom.
enum WatchPage {
    /// The page for `file`, at `snapshot`, in the dark theme when `dark`.
    static func html(file: String, snapshot: LiveScene.Snapshot, svg: String?, dark: Bool) -> String {
        let theme = dark ? "?theme=dark" : ""
        let map = svg ?? "<p class=\"empty\">No picture yet: the scene has not compiled.</p>"
        return """
            <!DOCTYPE html>
            <html lang="en" class="\(dark ? "dark" : "light")">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(escape(file)) — mapc watch</title>
            <style>\(style)</style>
            </head>
            <body data-generation="\(snapshot.generation)" data-theme="\(dark ? "dark" : "light")">
            <header>
            <strong>\(escape(file))</strong>
            <span id="status">\(status(snapshot))</span>
            <nav>
            <button type="button" id="zoom-out" title="Zoom out" hidden>−</button>
            <button type="button" id="zoom-reset" title="Actual size" hidden>100 %</button>
            <button type="button" id="zoom-in" title="Zoom in" hidden>+</button>
            <a href="\(dark ? "/" : "/?theme=dark")">\(dark ? "Light theme" : "Dark theme")</a>
            <a href="/renderlist.json">Render list (JSON)</a>
            <a href="/map.svg?download=1\(dark ? "&theme=dark" : "")" download="map.svg">Download SVG</a>
            <a href="/map.png?download=1\(dark ? "&theme=dark" : "")" download="map.png">PNG</a>
            <a href="/map.pdf?download=1\(dark ? "&theme=dark" : "")" download="map.pdf">PDF</a>
            </nav>
            </header>
            <main id="view"><div id="map">\(map)</div></main>
            <pre id="diagnostics"\(snapshot.diagnostics.isEmpty ? " hidden" : "")>\(escape(snapshot.diagnostics))</pre>
            <script>const eventsURL = "/events\(theme)";\(script)</script>
            </body>
            </html>

            """
    }

    /// The status line: which compile is shown and whether it failed.
    static func status(_ snapshot: LiveScene.Snapshot) -> String {
        snapshot.failed
            ? "compile \(snapshot.generation) has errors; showing the last good map" : "compile \(snapshot.generation)"
    }

    /// `text` safe inside HTML text and attribute values.
    static func escape(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for character in text.unicodeScalars {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default:
                // Control characters other than newline and tab (an escape sequence in a message) go.
                if character.value < 0x20, character != "\n", character != "\t" { continue }
                if character.value == 0x7F { continue }
                escaped.unicodeScalars.append(character)
            }
        }
        return escaped
    }

    static let style = """
        :root { font: 14px/1.4 system-ui, sans-serif; }
        body { margin: 0; display: flex; flex-direction: column; height: 100vh; background: #f2f2f7; color: #1c1c1e; }
        .dark body { background: #1c1c1e; color: #f2f2f7; }
        header { display: flex; gap: 1em; align-items: center; padding: .5em 1em; border-bottom: 1px solid #8e8e9355; flex-wrap: wrap; }
        header nav { margin-left: auto; display: flex; gap: .8em; align-items: center; }
        a { color: #007aff; }
        #status { color: #6e6e73; }
        main { flex: 1; overflow: auto; position: relative; }
        #map { transform-origin: 0 0; display: inline-block; padding: 1em; }
        #map svg { display: block; max-width: none; }
        .empty { padding: 2em; }
        #diagnostics { position: fixed; left: 1em; right: 1em; bottom: 1em; max-height: 40vh; overflow: auto; margin: 0;
          padding: .8em 1em; background: #fff5f5ee; color: #8a1f11; border: 1px solid #d70015; border-radius: 6px;
          font: 12px/1.45 ui-monospace, monospace; white-space: pre-wrap; }
        .dark #diagnostics { background: #2c0b0bee; color: #ffb4a8; }
        """

    static let script = """

        (() => {
          const view = document.getElementById("view"), map = document.getElementById("map");
          const diagnostics = document.getElementById("diagnostics"), status = document.getElementById("status");
          let zoom = Number(sessionStorage.getItem("mapc-zoom")) || 1;
          const applyZoom = () => {
            map.style.transform = `scale(${zoom})`;
            document.getElementById("zoom-reset").textContent = `${Math.round(zoom * 100)} %`;
            sessionStorage.setItem("mapc-zoom", String(zoom));
          };
          for (const [id, change] of [["zoom-in", 1.25], ["zoom-out", 0.8], ["zoom-reset", 0]]) {
            const button = document.getElementById(id);
            button.hidden = false;
            button.addEventListener("click", () => { zoom = change ? Math.min(Math.max(zoom * change, 0.1), 20) : 1; applyZoom(); });
          }
          view.addEventListener("wheel", (event) => {
            if (!event.ctrlKey) return;
            event.preventDefault();
            zoom = Math.min(Math.max(zoom * (event.deltaY < 0 ? 1.1 : 1 / 1.1), 0.1), 20);
            applyZoom();
          }, { passive: false });
          applyZoom();
          const events = new EventSource(eventsURL);
          events.addEventListener("update", (event) => {
            const update = JSON.parse(event.data);
            if (update.generation <= Number(document.body.dataset.generation)) return;
            document.body.dataset.generation = String(update.generation);
            const [left, top] = [view.scrollLeft, view.scrollTop];
            if (update.svg !== null) map.innerHTML = update.svg;
            view.scrollLeft = left;
            view.scrollTop = top;
            diagnostics.textContent = update.diagnostics;
            diagnostics.hidden = update.diagnostics === "";
            status.textContent = update.status;
          });
        })();
        """
}
