import Foundation
import Testing

@testable import MapScene
@testable import MapSceneResolve

/// Paths in a scene are followed one name at a time inside the scene's folder: a path that
/// leads outside is refused as such before anything outside is looked at, so a scene cannot
/// learn whether a file exists elsewhere on the machine.
@Suite struct ScenePathTests {
    let parent: ScratchFolder
    var folder: String { parent.path + "/scene" }

    init() throws {
        parent = try ScratchFolder()
        try parent.write("secret.txt", "s")
        try parent.write("scene/inside.txt", "i")
        try parent.write("scene/sub/deeper.txt", "d")
        // An absolute link stays inside when it names the folder's real path.
        let real = try #require(
            realpath(parent.path + "/scene", nil).map { p in
                defer { free(p) }; return String(cString: p)
            })
        let links = [
            ("scene/out", parent.path), ("scene/up", ".."), ("scene/alias.txt", "inside.txt"),
            ("scene/sub/back", "../inside.txt"), ("scene/absolute-in", real + "/inside.txt"),
            ("scene/loop", "loop"),
        ]
        for (link, target) in links {
            try FileManager.default.createSymbolicLink(atPath: parent.path + "/" + link, withDestinationPath: target)
        }
    }

    func resolve(_ path: String) -> Result<String, ScenePath.Refusal> {
        ScenePath.resolve(path, in: folder, allowOutside: false)
    }

    func message(_ path: String) -> String? {
        if case .failure(let refusal) = resolve(path) { return refusal.message }
        return nil
    }

    @Test(arguments: [
        "../secret.txt", "../missing.txt", "../../../../etc/nothing-here", "sub/../../secret.txt",
        "sub/../../missing", "out/secret.txt", "out/missing.txt", "up/missing", "..", "sub/../..",
    ])
    func aPathLeadingOutsideIsRefusedWhetherOrNotItExists(_ path: String) {
        #expect(message(path) == "'\(path)' leads outside the scene file's folder")
    }

    @Test func pathsInsideResolveToTheirRealFile() throws {
        let real = try #require(
            realpath(folder, nil).map { p in
                defer { free(p) }; return String(cString: p)
            })
        for (path, file) in [
            ("inside.txt", "inside.txt"), ("./sub/../inside.txt", "inside.txt"), ("alias.txt", "inside.txt"),
            ("sub/back", "inside.txt"), ("sub//deeper.txt", "sub/deeper.txt"), ("absolute-in", "inside.txt"),
        ] {
            #expect(try resolve(path).get() == real + "/" + file, "\(path)")
        }
    }

    @Test func missingFilesInsideSayWhy() {
        #expect(message("nope.txt") == "cannot read 'nope.txt': no such file or directory")
        #expect(message("inside.txt/x") == "cannot read 'inside.txt/x': not a directory")
        #expect(message("loop") == "cannot read 'loop': too many levels of symbolic links")
    }
}
