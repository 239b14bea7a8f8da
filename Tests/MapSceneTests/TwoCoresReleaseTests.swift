import Foundation
import Testing
@testable import MapScene

/// A value let go of with `TwoCores.release` is freed, on another thread than the one that let
/// it go when there is a second core.
@Suite struct TwoCoresReleaseTests {
    /// Signals, when freed, on which thread that was.
    final class Freed: @unchecked Sendable {
        let done: DispatchSemaphore
        let thread: UnsafeMutablePointer<pthread_t?>
        init(_ done: DispatchSemaphore, _ thread: UnsafeMutablePointer<pthread_t?>) {
            self.done = done
            self.thread = thread
        }
        deinit {
            thread.pointee = pthread_self()
            done.signal()
        }
    }

    @Test func aValueReleasedIsFreedOnAnotherThread() {
        let done = DispatchSemaphore(value: 0)
        let thread = UnsafeMutablePointer<pthread_t?>.allocate(capacity: 1)
        defer { thread.deallocate() }
        thread.initialize(to: nil)
        // An array of a struct that holds the object, as a render list holds its items.
        TwoCores.release([[Freed(done, thread)]])
        #expect(done.wait(timeout: .now() + 10) == .success)
        let elsewhere = thread.pointee.map { pthread_equal($0, pthread_self()) == 0 }
        #expect(elsewhere == TwoCores.available)
    }
}
