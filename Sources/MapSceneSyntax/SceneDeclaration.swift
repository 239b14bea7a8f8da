import MapSceneBase

extension YAMLReader {
    /// Whether a YAML file says it is a scene: its root is a mapping with a `mapscene` key.
    ///
    /// Reads events only as far as the answer (the key is usually first) and builds no tree. Nil
    /// when the file cannot be read that far — too large, not UTF-8, malformed —, which reading it
    /// as a scene then reports.
    package static func declaresScene(_ file: SourceFile, limits: YAMLLimits = .default) -> Bool? {
        guard file.bytes.count <= limits.maxBytes, YAMLEncoding.problem(in: file.bytes) == nil else { return nil }
        let parser = YAMLParser(bytes: file.bytes)
        // Collections open, and how many whole nodes the root mapping has had: even counts are keys.
        var depth = 0
        var rootNodes = 0
        while true {
            let (batch, ending) = parser.nextBatch()
            for index in 0..<batch.count {
                let event = batch.event(at: index)
                switch event.kind {
                case .streamStart, .documentStart:
                    continue
                case .streamEnd, .documentEnd:
                    return false
                case .mappingStart:
                    depth += 1
                case .sequenceStart:
                    if depth == 0 { return false }
                    depth += 1
                case .scalar(let scalar, _):
                    if depth == 0 { return false }
                    if depth == 1 {
                        if rootNodes % 2 == 0, scalar.text == "mapscene" { return true }
                        rootNodes += 1
                    }
                case .alias:
                    if depth == 0 { return false }
                    if depth == 1 { rootNodes += 1 }
                case .mappingEnd, .sequenceEnd:
                    depth -= 1
                    if depth == 0 { return false }
                    if depth == 1 { rootNodes += 1 }
                }
            }
            switch ending {
            case .none: continue
            case .some(.none): return false
            case .some(.some): return nil
            }
        }
    }
}
