import Foundation
import TestSupport
import Testing

/// The same scene gives the same bytes on any machine: in every run (each process hashes
/// differently inside), whether compiled one at a time or two at once, under a locale that writes
/// decimals with a comma, in any time zone, and from any working folder.
@Suite struct DeterminismTests {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples")

    /// A German locale compiled into `folder` (no root needed): `LOCPATH` points programs at it.
    static func germanLocale(in folder: URL) throws -> [String: String] {
        let run = try Mapc.run(
            executable: URL(fileURLWithPath: "/usr/bin/localedef"),
            ["-i", "de_DE", "-f", "UTF-8", folder.appendingPathComponent("de_DE.UTF-8").path], environment: [:])
        #expect(run.status == 0 || run.status == 1, "localedef: \(run.standardError)")
        let environment = ["LOCPATH": folder.path, "LC_ALL": "de_DE.UTF-8", "LANG": "de_DE.UTF-8"]
        // The locale is real: C's printf writes its decimal comma.
        let printf = try Mapc.run(executable: URL(fileURLWithPath: "/usr/bin/printf"), ["%.1f", "1.5"], environment: environment)
        try #require(printf.standardOutput == "1,5", "the de_DE locale could not be made (install Debian's locales package)")
        return environment
    }

    /// Every output file under `folder`, by its path relative to it.
    static func outputs(in folder: URL, extensions: Set<String>) -> [String: Data] {
        var found: [String: Data] = [:]
        let base = folder.standardizedFileURL.path
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [:] }
        for case let url as URL in walker where extensions.contains(url.pathExtension) {
            let path = url.standardizedFileURL.path
            found[String(path.dropFirst(base.count))] = FileManager.default.contents(atPath: path)
        }
        return found
    }

    @Test(arguments: [("svg", "svg"), ("png", "png"), ("pdf", "pdf"), ("renderlist", "json"), ("term", "ans")])
    func theExamplesCompileToTheSameBytesHoweverTheyAreRun(target: String, fileExtension: String) throws {
        let scratch = try TemporaryFolder()
        let german = try Self.germanLocale(in: scratch.url)
        let first = scratch.url.appendingPathComponent("first/examples")
        let second = scratch.url.appendingPathComponent("second/deeper/examples")
        for copy in [first, second] {
            try FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: Self.examples, to: copy)
            // The DSL twins would write the same outputs as the YAML scenes; they draw the same.
            // PNG and PDF are drawn from the SVG checked here for every example, so the examples
            // that hold every kind of thing a picture holds stand for the rest.
            for name in try FileManager.default.contentsOfDirectory(atPath: copy.path)
            where name.hasSuffix(".mapscene")
                || (["png", "pdf"].contains(target) && name.hasSuffix(".yaml")
                    && !examplesDrawnByRenderers.contains(String(name.dropLast(5))))
            {
                try FileManager.default.removeItem(at: copy.appendingPathComponent(name))
            }
        }
        let options = ["--target", target, "--offline", "--size", "100x40", "--color", "always"].filter {
            target == "term" || !["--size", "100x40", "--color", "always"].contains($0)
        }
        // One at a time, in the C locale and UTC, from the folder above, by a relative path.
        let one = try Mapc.run(
            ["compile", "--jobs", "1"] + options + ["examples"], in: first.deletingLastPathComponent(),
            environment: ["NO_COLOR": "1", "TZ": "UTC", "LC_ALL": "C"])
        // Two at once, in German, twelve hours and 45 minutes ahead, from the root by an absolute path.
        var elsewhere = german
        elsewhere["TZ"] = "Pacific/Chatham"
        elsewhere["NO_COLOR"] = "1"
        let two = try Mapc.run(
            ["compile", "--jobs", "2"] + options + [second.path], in: URL(fileURLWithPath: "/"), environment: elsewhere)
        #expect(one.status == two.status)
        #expect(
            one.standardError.replacingOccurrences(of: "examples/", with: "")
                == two.standardError.replacingOccurrences(of: second.path + "/", with: ""))
        let firstOutputs = Self.outputs(in: first, extensions: [fileExtension])
        let secondOutputs = Self.outputs(in: second, extensions: [fileExtension])
        let drawnOnlySome = ["png", "pdf"].contains(target)
        #expect(firstOutputs.count >= (drawnOnlySome ? examplesDrawnByRenderers.count : 18), "\(one.standardError)")
        #expect(firstOutputs.keys.sorted() == secondOutputs.keys.sorted())
        for (name, bytes) in firstOutputs {
            #expect(secondOutputs[name] == bytes, "\(name) differs")
        }
    }
}
