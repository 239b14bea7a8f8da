import Foundation
import Testing

/// `mapc inspect camera` reports the center the scene wrote: the canvas center.
@Suite struct CameraCenterCLITests {
    @Test func inspectCameraReportsTheWrittenCenterOfALargeSpanOnAPortraitCanvas() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write(
            "scene.yaml", "mapscene: 1\ncanvas: {width: 500, height: 800}\ncamera: {center: [40, 10], span: [60, 60]}\n")
        let run = try Mapc.run(["inspect", "camera", path])
        #expect(run.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        let center = try #require(json["center"] as? [String: Double])
        #expect(center["latitude"] == 40 && center["longitude"] == 10, "\(center)")
    }
}
