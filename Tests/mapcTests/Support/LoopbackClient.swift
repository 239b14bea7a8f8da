import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A raw HTTP client on 127.0.0.1 for the `mapc watch` tests: it sends request bytes exactly as
/// written (URLSession would tidy a path such as `/../../etc/passwd`) and reads what comes back.
final class LoopbackClient {
    private let socket: Int32
    private(set) var received: [UInt8] = []

    /// Connects to 127.0.0.1:`port`; reads time out after `timeout` seconds.
    init(port: UInt16, timeout: Int = 2) throws {
        #if canImport(Glibc)
        socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #elseif canImport(Darwin)
        socket = Darwin.socket(AF_INET, SOCK_STREAM, 0)
        #endif
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                #if canImport(Glibc)
                Glibc.connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                #elseif canImport(Darwin)
                Darwin.connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                #endif
            }
        }
        guard connected == 0 else { throw CocoaError(.fileReadUnknown) }
        #if canImport(Darwin)
        var noSignal: Int32 = 1
        setsockopt(socket, SOL_SOCKET, SO_NOSIGPIPE, &noSignal, socklen_t(MemoryLayout<Int32>.size))
        #endif
        var limit = timeval(tv_sec: timeout, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
    }

    deinit { close(socket) }

    /// Sends `text`; false when the server has closed the connection (never a SIGPIPE).
    @discardableResult
    func send(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        #if canImport(Glibc)
        let flags = Int32(MSG_NOSIGNAL)
        #else
        let flags: Int32 = 0
        #endif
        return bytes.withUnsafeBytes { Foundation.send(socket, $0.baseAddress, $0.count, flags) } == bytes.count
    }

    /// Reads until `done` holds for the text received so far, the connection closes, or
    /// `seconds` pass; the text.
    @discardableResult
    func read(for seconds: Double = 30, until done: (String) -> Bool = { _ in false }) -> String {
        let deadline = Date().addingTimeInterval(seconds)
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while Date() < deadline, !done(text) {
            let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            if count == 0 { break }
            if count < 0 { if errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR { continue } else { break } }
            received += buffer[..<count]
        }
        return text
    }

    var text: String { String(decoding: received, as: UTF8.self) }

    /// One whole request with `Connection: close`, read to the end: status code and response text.
    static func get(_ target: String, port: UInt16, host: String? = nil, method: String = "GET") throws -> (
        status: Int, text: String
    ) {
        let client = try LoopbackClient(port: port)
        client.send("\(method) \(target) HTTP/1.1\r\nHost: \(host ?? "127.0.0.1:\(port)")\r\nConnection: close\r\n\r\n")
        let text = client.read(for: 30)
        let status = Int(text.split(separator: " ").dropFirst().first ?? "") ?? 0
        return (status, text)
    }
}
