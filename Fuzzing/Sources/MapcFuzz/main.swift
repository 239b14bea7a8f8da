import Foundation
import MapSceneFuzzTargets

// The libFuzzer driver over one of `FuzzTarget.all`: `MapcFuzz TARGET [libFuzzer options and
// corpus folders]`. The target's name is handed on in MAPC_FUZZ_TARGET, so the processes
// `-fork` starts (which get the other arguments only) run the same one. A broken property traps
// with its message, which libFuzzer reports as a crash and saves the input for.

/// libFuzzer's entry for a program with its own `main` (SwiftPM renames this one `MapcFuzz_main`).
@_silgen_name("LLVMFuzzerRunDriver")
func llvmFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32

var arguments = CommandLine.arguments
if arguments.count > 1, FuzzTarget.named(arguments[1]) != nil {
    setenv("MAPC_FUZZ_TARGET", arguments.remove(at: 1), 1)
}
guard let name = ProcessInfo.processInfo.environment["MAPC_FUZZ_TARGET"], FuzzTarget.named(name) != nil else {
    let names = FuzzTarget.all.map(\.name).joined(separator: " ")
    FileHandle.standardError.write(Data("usage: MapcFuzz TARGET [libFuzzer options] [corpus...]\ntargets: \(names)\n".utf8))
    exit(2)
}

/// The target every input runs through, looked up once (reading the environment for each input
/// was a twentieth of a fast target's time).
enum Chosen {
    static let target = FuzzTarget.named(ProcessInfo.processInfo.environment["MAPC_FUZZ_TARGET"] ?? "")!
}

var argc = Int32(arguments.count)
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = {
    let pointers = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: arguments.count + 1)
    for (index, argument) in arguments.enumerated() { pointers[index] = strdup(argument) }
    pointers[arguments.count] = nil
    return pointers
}()
exit(
    llvmFuzzerRunDriver(&argc, &argv) { data, size in
        let violations = Chosen.target.run(Array(UnsafeBufferPointer(start: data, count: size)))
        if let first = violations.first { fatalError("property broken: \(first)") }
        return 0
    })
