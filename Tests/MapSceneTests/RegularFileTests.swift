import Foundation
import Testing

@testable import MapScene
@testable import MapSceneResolve

/// A file a scene names is checked and read through one descriptor, so what is at the path when
/// it is read decides: a FIFO never blocks, a file removed is an error, a file grown past the
/// limit is too large — whatever an earlier look at the path saw.
@Suite struct RegularFileTests {
    /// The test's own folder, removed after it.
    private let scratch: ScratchFolder

    init() throws {
        scratch = try ScratchFolder()
    }

    func folder() -> URL { scratch.url }

    @Test func aRegularFileIsReadWhole() throws {
        let url = folder().appendingPathComponent("track.csv")
        try Data("lat,lon\n1,2\n".utf8).write(to: url)
        #expect(RegularFile.bytes(at: url.path, limit: 100) == .success(Array("lat,lon\n1,2\n".utf8)))
        #expect(RegularFile.bytes(at: url.path, limit: 5) == .failure(.tooLarge(size: 12)))
        #expect(RegularFile.prefix(of: url.path, count: 3) == .success(Array("lat".utf8)))
    }

    @Test func aFIFOAtThePathIsAnErrorWithoutWaitingForAWriter() throws {
        let path = folder().appendingPathComponent("swapped.geojson").path
        #expect(mkfifo(path, 0o644) == 0)
        #expect(RegularFile.bytes(at: path, limit: 100) == .failure(.notARegularFile))
        guard case .failure(let unreadable) = DataFileReader.load(path) else {
            Issue.record("a FIFO was read as a data file")
            return
        }
        #expect(unreadable.message == "it is not a regular file")
    }

    @Test func aFileRemovedBeforeItIsReadIsAnError() throws {
        let url = folder().appendingPathComponent("gone.gpx")
        try Data("<gpx/>".utf8).write(to: url)
        try FileManager.default.removeItem(at: url)
        #expect(RegularFile.bytes(at: url.path, limit: 100) == .failure(.unreadable("no such file or directory")))
    }

    @Test func aFolderAtThePathIsNotRead() throws {
        let url = folder()
        #expect(RegularFile.bytes(at: url.path, limit: 100) == .failure(.notARegularFile))
        #expect(
            ImageFileReader.read(realPath: url.path, linkingFrom: nil).map { _ in "read" }
                == .failure(.unreadable("it is not a regular file")))
    }
}
