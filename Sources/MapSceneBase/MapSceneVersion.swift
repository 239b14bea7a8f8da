/// The version of mapc and its `MapScene` library, in one place (`mapc --version`, `mapc version`).
public enum MapSceneVersion {
    /// The version, as `major.minor.patch`.
    public static let current = "0.1.0"
}
