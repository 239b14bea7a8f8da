import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A small HTTP/1.1 server on 127.0.0.1 for `mapc watch`: it answers GET and HEAD for the few
/// resources the watcher generates, one thread per connection, and nothing else. Every request
/// whose `Host` is not the exact `127.0.0.1:PORT` it listens on is refused (no DNS rebinding), and
/// no part of a request's path ever reaches the file system. A slow client cannot hold it: each
/// request head has a deadline, event streams are few, and connections past its capacity are
/// answered 503 at once rather than queued.
final class LoopbackServer: @unchecked Sendable {
    /// A request as read: method, path, query, headers (names lower-case).
    struct Request {
        var method: String
        var path: String
        var query: [String: String]
        var headers: [String: String]
    }

    /// What a route answers.
    enum Reply {
        /// A whole response.
        case response(status: Int, headers: [(String, String)], body: [UInt8])
        /// A stream of Server-Sent Events: the connection is handed over and kept open.
        case eventStream((Int32) -> Void)
    }

    /// The port it listens on.
    let port: UInt16
    private let listener: Int32
    private let route: @Sendable (Request) -> Reply
    private let lock = NSLock()
    private var connections = 0
    private var eventStreams = 0
    private var stopped = false

    /// The most connections served at once; more are answered 503 and closed at once.
    static let maximumConnections = 64
    /// The most event streams open at once; more are answered 503.
    static let maximumEventStreams = 8
    /// The longest request head read (request line and headers).
    static let maximumHead = 16 << 10
    /// The time a whole request head may take, from the accept (or the end of the previous
    /// response) to its blank line, however the bytes trickle in.
    static let headSeconds = 5
    /// The time a client may leave a response unread before the connection is dropped.
    static let writeSeconds = 10

    /// Listens on 127.0.0.1:`port` (0: a free port the system picks).
    init(port: UInt16, route: @escaping @Sendable (Request) -> Reply) throws {
        #if canImport(Glibc)
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        #elseif canImport(Darwin)
        let socket = Darwin.socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard socket >= 0 else { throw FileError(description: "cannot open a socket: \(Descriptor.errorText())") }
        var yes: Int32 = 1
        setsockopt(socket, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian  // 127.0.0.1, never another interface
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(socket, 128) == 0 else {
            let why = Descriptor.errorText()
            close(socket)
            throw FileError(description: "cannot listen on 127.0.0.1:\(port): \(why)")
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socket, $0, &length) }
        }
        self.port = UInt16(bigEndian: address.sin_port)
        self.listener = socket
        self.route = route
    }

    /// The URL it serves, as printed and as the only `Host` it answers.
    var host: String { "127.0.0.1:\(port)" }

    /// Accepts connections on a thread of its own until `stop()`.
    func start() {
        Thread.detachNewThread { [self] in
            while true {
                let client = accept(listener, nil, nil)
                if client < 0 {
                    if errno == EINTR || errno == ECONNABORTED { continue }
                    return  // the listener was closed
                }
                guard admit() else {
                    refuse(client)
                    continue
                }
                Thread.detachNewThread { [self] in
                    serve(client)
                    release()
                }
            }
        }
    }

    /// Stops accepting; connections already open end as their clients go.
    func stop() {
        lock.lock()
        stopped = true
        lock.unlock()
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
    }

    private func admit() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard !stopped, connections < Self.maximumConnections else { return false }
        connections += 1
        return true
    }

    private func release() {
        lock.lock()
        connections -= 1
        lock.unlock()
    }

    /// A slot for one more event stream; false when all are taken.
    private func admitEventStream() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard eventStreams < Self.maximumEventStreams else { return false }
        eventStreams += 1
        return true
    }

    private func releaseEventStream() {
        lock.lock()
        eventStreams -= 1
        lock.unlock()
    }

    /// Answers a connection past the server's capacity with 503 and closes it, without reading
    /// its request or waiting on the client: the write is one small packet into an empty buffer.
    private func refuse(_ client: Int32) {
        let bytes = Self.response(
            status: 503, headers: [("Connection", "close"), ("Retry-After", "1")], body: "the server is busy; try again\n")
        _ = bytes.withUnsafeBytes { send(client, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT)) }
        shutdown(client, Int32(SHUT_WR))
        close(client)
    }

    /// Reads requests from `client` and answers them until it closes, keeping the connection
    /// open between requests; an event stream takes the connection over.
    private func serve(_ client: Int32) {
        var timeout = timeval(tv_sec: Self.writeSeconds, tv_usec: 0)
        setsockopt(client, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var pending: [UInt8] = []
        requests: while let head = readHead(client, &pending, deadline: .now() + .seconds(Self.headSeconds)) {
            guard let request = Self.parse(head) else {
                write(client, Self.response(status: 400, body: "a malformed request\n"), closing: true)
                break requests
            }
            guard request.headers["host"] == host else {
                // A name other than the loopback address this server printed: a page on another
                // site rebinding its name to 127.0.0.1, or a mistaken client. Nothing is served.
                write(client, Self.response(status: 421, body: "this server answers only requests for \(host)\n"), closing: true)
                break requests
            }
            guard request.method == "GET" || request.method == "HEAD" else {
                write(
                    client, Self.response(status: 405, headers: [("Allow", "GET, HEAD")], body: "only GET and HEAD\n"),
                    closing: true)
                break requests
            }
            switch route(request) {
            case .response(let status, let headers, let body):
                var bytes = Self.head(status: status, headers: headers + [("Content-Length", "\(body.count)")])
                if request.method == "GET" { bytes += body }
                let closing = request.headers["connection"]?.lowercased() == "close"
                guard write(client, bytes, closing: closing), !closing else { break requests }
            case .eventStream(let stream):
                guard admitEventStream() else {
                    let busy = "there are already \(Self.maximumEventStreams) event streams open\n"
                    write(client, Self.response(status: 503, headers: [("Retry-After", "5")], body: busy), closing: true)
                    break requests
                }
                defer { releaseEventStream() }
                let headers = [
                    ("Content-Type", "text/event-stream; charset=utf-8"), ("Cache-Control", "no-store"),
                    ("Connection", "keep-alive"),
                ]
                guard write(client, Self.head(status: 200, headers: headers), closing: false) else { break requests }
                if request.method == "GET" { stream(client) }
                close(client)
                return
            }
        }
        close(client)
    }

    /// The bytes of the next request head (up to the blank line), keeping what follows in
    /// `pending`; nil when the client closed, sent a head over the limit, or did not finish it by
    /// `deadline` (answered 408 when it had begun one).
    private func readHead(_ client: Int32, _ pending: inout [UInt8], deadline: DispatchTime) -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            if let end = Self.endOfHead(pending) {
                let head = Array(pending[..<end])
                pending.removeSubrange(..<end)
                return head
            }
            guard pending.count <= Self.maximumHead else {
                write(
                    client, Self.response(status: 431, body: "the request's head is over \(Self.maximumHead) bytes\n"),
                    closing: true)
                return nil
            }
            let now = DispatchTime.now()
            let left = now < deadline ? (deadline.uptimeNanoseconds - now.uptimeNanoseconds) / 1_000_000 + 1 : 0
            var ready = pollfd(fd: client, events: Int16(POLLIN), revents: 0)
            let polled = left == 0 ? 0 : poll(&ready, 1, Int32(clamping: left))
            if polled < 0, errno == EINTR { continue }
            if polled == 0 {
                if !pending.isEmpty {
                    write(
                        client,
                        Self.response(
                            status: 408, headers: [("Connection", "close")],
                            body: "the request's head took over \(Self.headSeconds) seconds\n"), closing: true)
                }
                return nil
            }
            let count = buffer.withUnsafeMutableBytes { recv(client, $0.baseAddress, $0.count, 0) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return nil }
            pending += buffer[..<count]
        }
    }

    /// The offset just past the blank line that ends a head (`\r\n\r\n`, or `\n\n`).
    private static func endOfHead(_ bytes: [UInt8]) -> Int? {
        var i = 0
        while i + 1 < bytes.count {
            if bytes[i] == 0x0A {
                if bytes[i + 1] == 0x0A { return i + 2 }
                if i + 2 < bytes.count, bytes[i + 1] == 0x0D, bytes[i + 2] == 0x0A { return i + 3 }
            }
            i += 1
        }
        return nil
    }

    /// A request head's method, path, query and headers; nil when it is not HTTP/1.x.
    static func parse(_ head: [UInt8]) -> Request? {
        let text = String(decoding: head, as: UTF8.self)
        var lines = text.split(omittingEmptySubsequences: true) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
        guard !lines.isEmpty else { return nil }
        let requestLine = lines.removeFirst().split(separator: " ")
        guard requestLine.count == 3, requestLine[2].hasPrefix("HTTP/1.") else { return nil }
        let target = String(requestLine[1])
        let pathPart = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        var query: [String: String] = [:]
        if pathPart.count == 2 {
            for pair in pathPart[1].split(separator: "&") {
                let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                query[String(parts[0])] = parts.count == 2 ? String(parts[1]) : ""
            }
        }
        var headers: [String: String] = [:]
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { return nil }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return Request(method: String(requestLine[0]), path: String(pathPart[0]), query: query, headers: headers)
    }

    /// A status line and headers, ending with the blank line.
    static func head(status: Int, headers: [(String, String)]) -> [UInt8] {
        var text = "HTTP/1.1 \(status) \(reason(status))\r\n"
        for (name, value) in headers + [("X-Content-Type-Options", "nosniff"), ("Referrer-Policy", "no-referrer")] {
            text += "\(name): \(value)\r\n"
        }
        return Array((text + "\r\n").utf8)
    }

    /// A whole plain-text response.
    static func response(status: Int, headers: [(String, String)] = [], body: String) -> [UInt8] {
        let bytes = Array(body.utf8)
        return head(
            status: status,
            headers: headers + [("Content-Type", "text/plain; charset=utf-8"), ("Content-Length", "\(bytes.count)")]) + bytes
    }

    static func reason(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 400: "Bad Request"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 408: "Request Timeout"
        case 421: "Misdirected Request"
        case 431: "Request Header Fields Too Large"
        case 503: "Service Unavailable"
        default: "Status"
        }
    }

    /// Writes `bytes` to `client` whole; false when the client has gone. A write that fails
    /// (a closed connection) never signals the process: SIGPIPE is ignored while watching.
    @discardableResult
    func write(_ client: Int32, _ bytes: [UInt8], closing: Bool) -> Bool {
        let written = Descriptor.writeWhole(bytes, to: client) == nil
        if closing { shutdown(client, Int32(SHUT_WR)) }
        return written
    }
}
