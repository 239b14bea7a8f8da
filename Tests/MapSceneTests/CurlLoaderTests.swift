import Foundation
import Testing

/// The libcurl loader of `Sources/CCurl` takes libcurl's functions all or none: a build that
/// stands for a libcurl without one of them reports libcurl unavailable, naming the function,
/// and never calls a null pointer.
@Suite struct CurlLoaderTests {
    static let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/CCurl")

    /// The functions `ccurl.c` looks up.
    static let functions = [
        "curl_global_init", "curl_easy_init", "curl_easy_setopt", "curl_easy_perform", "curl_easy_getinfo",
        "curl_easy_cleanup", "curl_easy_strerror", "curl_slist_append", "curl_slist_free_all",
    ]

    /// A C compiler on the path, if there is one.
    static let compiler: String? = ["cc", "clang", "gcc"].lazy.compactMap { name in
        (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
            .map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }.first

    /// Whether libcurl is on this machine for the loader to find.
    static let hasLibcurl: Bool = ["libcurl.so.4", "libcurl-gnutls.so.4", "libcurl.4.dylib"].contains { (name: String) in
        dlopen(name, RTLD_NOW | RTLD_LOCAL) != nil
    }

    /// A program that asks the loader for one GET of a closed loopback port: it prints the
    /// outcome's number and the error.
    static let program = """
        #include "ccurl.h"
        #include <stdio.h>
        int main(void) {
            mapc_http_answer answer;
            mapc_http_outcome outcome = mapc_http_get("http://127.0.0.1:1/", "mapc-test", "*/*", 2000, 1024, &answer);
            printf("%d %s\\n", (int)outcome, answer.error);
            mapc_http_free(&answer);
            return 0;
        }
        """

    /// Builds the program with `definitions` and runs it; what it printed.
    func run(defining definitions: [String]) throws -> String {
        let folder = try ScratchFolder()
        let main = try folder.write("main.c", Self.program)
        let binary = folder.url.appendingPathComponent("loader").path
        let build = Process()
        build.executableURL = URL(fileURLWithPath: Self.compiler!)
        build.arguments =
            definitions + [
                "-I", Self.source.appendingPathComponent("include").path, main,
                Self.source.appendingPathComponent("ccurl.c").path,
                "-o", binary, "-ldl", "-lpthread",
            ]
        try build.run()
        build.waitUntilExit()
        #expect(build.terminationStatus == 0)
        let run = Process(), output = Pipe()
        run.executableURL = URL(fileURLWithPath: binary)
        run.standardOutput = output
        try run.run()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        run.waitUntilExit()
        #expect(run.terminationStatus == 0, "the loader crashed: \(printed)")
        return printed
    }

    @Test(.enabled(if: compiler != nil && hasLibcurl))
    func aLibcurlWithAllItsFunctionsIsUsed() throws {
        // 5: the connection was refused, so the request was made.
        #expect(try run(defining: []).hasPrefix("5 "))
    }

    @Test(.enabled(if: compiler != nil && hasLibcurl), arguments: functions)
    func aLibcurlWithoutOneFunctionIsUnavailable(missing function: String) throws {
        let printed = try run(defining: ["-DMAPC_CCURL_MISSING_SYMBOL=\"\(function)\""])
        #expect(printed == "4 the libcurl found has no \(function)\n")
    }
}
