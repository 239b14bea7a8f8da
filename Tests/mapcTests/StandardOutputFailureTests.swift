import Foundation
import Testing

/// A result that cannot be written is not a success: a full disk behind standard output, or
/// behind a device given to `-o`, ends the command with exit code 2 and says why. The full disk
/// is a private node with `/dev/full`'s numbers, made in the test's own folder.
@Suite(.enabled(if: PrivateNodes.canMakeDevice, "mknod is not permitted here (it usually needs root)"))
struct StandardOutputFailureTests {
    static let scene = """
        mapscene: 1
        camera: {center: [34.924365, -120.217372], distance: 1200m}
        annotations:
          - {id: park, coordinate: [34.923964, -120.219558], title: Park here, pin: green}

        """

    /// Runs `mapc ARGUMENTS > full` through the shell, in a folder with the scene and the node.
    static func runIntoFullDisk(_ arguments: [String]) throws -> (run: MapcRun, folder: TemporaryFolder) {
        let folder = try TemporaryFolder()
        _ = try folder.write("scene.yaml", scene)
        let full = folder.url.appendingPathComponent("full").path
        #expect(PrivateNodes.makeFullDevice(at: full))
        let command = "\"$0\" \"$@\" > '\(full)'"
        let run = try Mapc.run(
            executable: URL(fileURLWithPath: "/bin/sh"), ["-c", command, Mapc.executable.path] + arguments, in: folder.url)
        return (run, folder)
    }

    @Test(arguments: [
        ["compile", "scene.yaml", "-o", "-"],
        ["compile", "scene.yaml", "--target", "renderlist", "-o", "-"],
        ["convert", "scene.yaml", "--to", "dsl", "-o", "-"],
        ["inspect", "camera", "scene.yaml"],
        ["lint", "scene.yaml", "--format", "json"],
        ["version"],
    ])
    func aFullStandardOutputIsAnError(arguments: [String]) throws {
        let (run, _) = try Self.runIntoFullDisk(arguments)
        #expect(run.status == 2, "\(arguments): \(run.standardError)")
        #expect(run.standardError.contains("cannot write standard output: no space left on device"), "\(run.standardError)")
    }

    @Test func aFullDeviceGivenToOutputIsAnError() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("scene.yaml", Self.scene)
        let full = folder.url.appendingPathComponent("full").path
        #expect(PrivateNodes.makeFullDevice(at: full))
        let run = try Mapc.run(["compile", path, "-o", full])
        #expect(run.status == 2, "\(run.standardError)")
        #expect(run.standardError.contains("no space left on device"), "\(run.standardError)")
    }
}
