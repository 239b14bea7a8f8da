import MapSceneBase
import MapSceneSyntax

extension Pipeline {
    /// Whether `file` says it is a scene: a DSL file always does; a YAML file does when its root
    /// mapping has a `mapscene` key. Nil when that cannot be told (the YAML is malformed): reading
    /// the file as a scene reports why.
    package static func declaresScene(_ file: SourceFile) -> Bool? {
        file.syntax == .dsl ? true : YAMLReader.declaresScene(file)
    }
}
