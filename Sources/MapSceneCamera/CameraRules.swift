import MapSceneBase

/// The rules of resolving the camera.
extension Rule {
    /// The camera's pitch is outside what can be drawn and is clamped.
    package static let cameraPitch = Rule(
        id: "camera-pitch", severity: .warning,
        summary: "The camera's pitch is outside what can be drawn and is clamped.",
        explanation: """
            Pitch tilts the view from straight down (0°) towards the horizon; past the limit the ground would not fill the view, \
            so the pitch is clamped as MapKit clamps it. Use a pitch within the range the message gives.
            """,
        bad: """
            mapscene: 1
            camera: {center: [60.17, 24.94], distance: 5km, pitch: 85}
            """,
        good: """
            mapscene: 1
            camera: {center: [60.17, 24.94], distance: 5km, pitch: 60}
            """
    )
}
