/// The version of mapc and its `MapScene` library, in one place (`mapc --version`, `mapc version`).
package enum MapSceneVersion {
    /// The version, as `major.minor.patch`.
    package static let current = "0.1.0"
}
