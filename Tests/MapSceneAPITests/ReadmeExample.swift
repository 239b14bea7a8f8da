import MapScene

/// The "Use it from Swift" example of `Docs/library.md`, word for word between the markers (a
/// test holds the two together): compiles a scene held in memory and returns its SVG, or prints what
/// is wrong.
func readmeExample() -> String? {
    // README begin
    let text = """
        mapscene: 1
        title: City Hall
        camera: {center: [37.7793, -122.4193], distance: 800 m}
        annotations:
          - {id: hall, coordinate: [37.7793, -122.4193], title: City Hall, pin: red}
        """
    let compilation = SceneCompilation(text: text, syntax: .yaml, name: "hall.yaml")
    guard let svg = compilation.svg() else {
        print(compilation.report())  // hall.yaml:LINE:COLUMN: error: … [rule-id], the line and a caret
        return nil
    }
    // README end
    return svg
}
