import Foundation
import MapSceneFuzzTargets
import Testing

/// Every input that ever crashed a fuzz target or broke one of its properties, kept in
/// `Fixtures/fuzz-regressions/TARGET/`, put through that target again (the same properties the
/// fuzzer checks) and through `mapc lint`, `compile` and `convert`: none may crash, and each
/// command ends with 0 (no errors) or 1 (errors reported).
@Suite struct FuzzRegressionTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/fuzz-regressions")

    /// Every reproducer, as (target, file name, bytes).
    static let reproducers: [(target: String, name: String, bytes: [UInt8])] = {
        let fileManager = FileManager.default
        var found: [(String, String, [UInt8])] = []
        for target in ((try? fileManager.contentsOfDirectory(atPath: corpus.path)) ?? []).sorted() {
            let folder = corpus.appendingPathComponent(target)
            for name in ((try? fileManager.contentsOfDirectory(atPath: folder.path)) ?? []).sorted() where !name.hasPrefix(".") {
                let bytes = fileManager.contents(atPath: folder.appendingPathComponent(name).path).map(Array.init) ?? []
                found.append((target, name, bytes))
            }
        }
        return found
    }()

    @Test func theCorpusHasAFolderOnlyForTargetsThatExist() {
        let folders = Set(Self.reproducers.map(\.target))
        #expect(!folders.isEmpty)
        for folder in folders { #expect(FuzzTarget.named(folder) != nil, "no fuzz target is called \(folder)") }
    }

    @Test(arguments: reproducers.map { "\($0.target)/\($0.name)" })
    func reproducerKeepsEveryProperty(_ path: String) throws {
        let (target, bytes) = try Self.reproducer(path)
        #expect(target.run(bytes).map(\.description) == [])
    }

    @Test(arguments: reproducers.map { "\($0.target)/\($0.name)" })
    func reproducerNeverCrashesTheCommandLine(_ path: String) throws {
        let (target, bytes) = try Self.reproducer(path)
        for scene in target.scenes(bytes) {
            let folder = try TemporaryFolder()
            for (name, contents) in scene.files { try Data(contents).write(to: folder.url.appendingPathComponent(name)) }
            let other = scene.scene.hasSuffix(".yaml") ? "dsl" : "yaml"
            for arguments in [
                ["lint", scene.scene], ["compile", scene.scene, "-o", "map.svg"],
                ["convert", scene.scene, "--to", other, "-o", "converted"],
            ] {
                let run = try Mapc.run(arguments, in: folder.url)
                #expect(
                    [0, 1].contains(run.status),
                    "mapc \(arguments.joined(separator: " ")) on \(path): exit \(run.status)\n\(run.standardError.prefix(2000))")
            }
        }
    }

    static func reproducer(_ path: String) throws -> (FuzzTarget, [UInt8]) {
        let parts = path.split(separator: "/", maxSplits: 1).map(String.init)
        let target = try #require(FuzzTarget.named(parts[0]))
        let bytes = try #require(reproducers.first { $0.target == parts[0] && $0.name == parts[1] }?.bytes)
        return (target, bytes)
    }
}
