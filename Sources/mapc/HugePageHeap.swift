import CAllocatorTuning
import Foundation
import MapScene

/// The heap of a run that reads a large scene, backed by transparent huge pages: a compile writes
/// ten to forty times its file's size in fresh memory, and faulting that in 4 KiB at a time (then
/// handing it back page by page at exit) cost a compile of 100k pins about a tenth of its time
/// (`Benchmarks/README.md`, "The heap in huge pages").
enum HugePageHeap {
    /// From this size of the largest input on, the heap is prepared: where the parse begins to
    /// use two cores; below it a run writes too little memory for whole 2 MiB pages to pay.
    static let minimumInputBytes = TwoCores.minimumFileBytes
    /// Heap prepared per byte of the largest input: above the peak memory of a compile of the
    /// benchmark scenes at 100k features (9–21 times the file).
    static let bytesPerInputByte = 16

    /// Prepares the heap for the largest of `paths` (standard input and what cannot be read are
    /// left out: their size is not known, and reading them reports the problem). Call once, on
    /// the main thread, before the files are read.
    static func prepare(forScenes paths: [String]) {
        var largest = 0
        for path in paths where path != FileIO.standardInput {
            var info = stat()
            if stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG { largest = max(largest, Int(info.st_size)) }
        }
        guard largest >= minimumInputBytes else { return }
        mapc_allocator_back_heap_with_huge_pages(largest * bytesPerInputByte)
    }
}
