import Foundation
import Testing

@testable import mapc

/// The writer of fixed scene files refuses whatever is no longer the file that was linted.
@Suite struct FixedFileTests {
    @Test func aFileReplacedByAFolderWhileBeingFixedIsAnErrorAndTheFolderStays() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("scene.yaml", "mapscene: 1\ntitel: A walk\n")
        let linted = Array(try #require(folder.contents("scene.yaml")))
        try FileManager.default.removeItem(atPath: path)
        try FileManager.default.createDirectory(atPath: path + "/inside", withIntermediateDirectories: true)
        let before = FolderSnapshot(folder.url)
        #expect {
            try FixedFile.write(Array("mapscene: 1\ntitle: A walk\n".utf8), over: path, linted: linted)
        } throws: { "\($0)" == "cannot write '\(path)': it is a directory" }
        #expect(FolderSnapshot(folder.url) == before)
    }

    @Test func aFileChangedWhileBeingFixedKeepsTheChange() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("scene.yaml", "mapscene: 1\ntitel: A walk\n")
        let linted = Array(try #require(folder.contents("scene.yaml")))
        try folder.write("scene.yaml", "mapscene: 1\ntitel: A walk by the sea\n")
        let before = FolderSnapshot(folder.url)
        #expect {
            try FixedFile.write(Array("mapscene: 1\ntitle: A walk\n".utf8), over: path, linted: linted)
        } throws: { "\($0)" == "cannot write '\(path)': it changed while mapc was fixing it" }
        #expect(FolderSnapshot(folder.url) == before)
    }

    @Test func aFileRemovedWhileBeingFixedIsNotMadeAgain() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("scene.yaml", "mapscene: 1\ntitel: A walk\n")
        let linted = Array(try #require(folder.contents("scene.yaml")))
        try FileManager.default.removeItem(atPath: path)
        #expect(throws: (any Error).self) {
            try FixedFile.write(Array("mapscene: 1\ntitle: A walk\n".utf8), over: path, linted: linted)
        }
        #expect(folder.names().isEmpty)
    }
}
