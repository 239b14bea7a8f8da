internal import CCurl
import Dispatch
import Foundation
import MapSceneBase
import MapSceneModel

/// Fetches raster tiles over HTTP for the resolve stage, through the disk cache: a tile in the
/// cache is taken from it; one that is not is asked for with mapc's User-Agent, at most
/// `maximumInFlight` requests at once in the whole process, each within the request timeout and
/// all within the overall one. Only a `200` answer whose bytes are an image is a tile; it is
/// stored in the cache. Offline, only the cache is read.
package struct TileFetcher: Sendable {
    /// The most requests in flight at once, whatever the number of scenes compiled at once.
    package static let maximumInFlight = 4
    /// The largest tile taken, in bytes.
    package static let maximumBytes = ImageFileReader.maximumEmbeddedBytes
    /// What mapc calls itself to servers.
    package static let userAgent = "mapc/\(MapSceneVersion.current)"
    /// How many request timeouts all the requests of one compile may take together.
    package static let overallTimeouts = 8.0

    /// Holds the count of requests in flight, for every fetcher of the process.
    private static let inFlight = DispatchSemaphore(value: maximumInFlight)

    /// The cache; nil when there is none (no `HOME`, no folder given).
    package var cache: TileCache?
    /// Whether only the cache is read.
    package var offline: Bool
    /// Seconds a request may take.
    package var timeout: Double

    /// Why a tile could not be had.
    package enum Failure: Error, Equatable, Sendable {
        /// The server answered with another status than 200.
        case status(Int)
        /// No whole answer came within the request timeout.
        case timedOut(Double)
        /// The answer is not an image; the server's `Content-Type`, if it gave one.
        case notAnImage(String?)
        /// The answer is larger than `maximumBytes`.
        case tooLarge
        /// The request failed: the system's words.
        case network(String)
        /// Offline, and not in the cache.
        case notCached
        /// The time for all the requests ran out before this one was made.
        case outOfTime(Double)

        /// Why, as the end of a diagnostic.
        package var reason: String {
            switch self {
            case .status(let code): "the server answered HTTP \(code)"
            case .timedOut(let seconds): "no answer within \(TileFetcher.seconds(seconds))"
            case .notAnImage(let type?): "the server sent \(type), not an image"
            case .notAnImage(nil): "the server sent something that is not an image"
            case .tooLarge: "the tile is larger than \(TileFetcher.maximumBytes / 1024 / 1024) MiB"
            case .network(let words): words
            case .notCached: "it is not in the tile cache, and mapc is offline"
            case .outOfTime(let seconds): "the \(TileFetcher.seconds(seconds)) for fetching tiles ran out first"
            }
        }
    }

    /// What fetching came to: each URL's bytes or failure, and the first problem writing the cache.
    package struct Outcome: Sendable {
        package var tiles: [String: Result<[UInt8], Failure>] = [:]
        package var cacheProblem: String?
    }

    /// `12 s`, `1.5 s`.
    package static func seconds(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
    }

    /// Every URL of `urls` (each once), from the cache or the network.
    package func fetch(_ urls: [String]) -> Outcome {
        var outcome = Outcome()
        var wanted: [String] = []
        var seen: Set<String> = []
        for url in urls where seen.insert(url).inserted {
            if let bytes = cache?.read(url, limit: Self.maximumBytes) {
                outcome.tiles[url] = .success(bytes)
            } else if offline {
                outcome.tiles[url] = .failure(.notCached)
            } else {
                wanted.append(url)
            }
        }
        guard !wanted.isEmpty else { return outcome }
        let answers = download(wanted)
        for (url, answer) in zip(wanted, answers) {
            outcome.tiles[url] = answer
            guard case .success(let bytes) = answer, let cache, outcome.cacheProblem == nil else { continue }
            do {
                try cache.write(bytes, for: url)
            } catch {
                outcome.cacheProblem = error.message
            }
        }
        return outcome
    }

    /// Asks for each URL, at most `maximumInFlight` at once in the process, each on a thread of
    /// its own; the answers in the order of `urls`.
    private func download(_ urls: [String]) -> [Result<[UInt8], Failure>] {
        let overall = timeout * Self.overallTimeouts
        let deadline = DispatchTime.now() + overall
        let answers = Answers(count: urls.count)
        let group = DispatchGroup()
        let queue = DispatchQueue(label: "mapc.tiles", attributes: .concurrent)
        let timeout = self.timeout
        for (index, url) in urls.enumerated() {
            guard let address = URL(string: url), let scheme = address.scheme?.lowercased(),
                TileLocation.fetchedSchemes.contains(scheme)
            else {
                answers.set(index, .failure(.network("it is not a URL mapc can fetch")))
                continue
            }
            guard Self.inFlight.wait(timeout: deadline) == .success else {
                answers.set(index, .failure(.outOfTime(overall)))
                continue
            }
            queue.async(group: group) {
                answers.set(index, Self.get(url, timeout: timeout))
                Self.inFlight.signal()
            }
        }
        group.wait()
        return answers.all
    }

    /// One GET through libcurl (`CCurl`), in mapc's words.
    private static func get(_ url: String, timeout: Double) -> Result<[UInt8], Failure> {
        var answer = mapc_http_answer()
        let milliseconds = max(1, Int((timeout * 1000).rounded(.up)))
        let outcome = mapc_http_get(
            url, userAgent, "image/png,image/jpeg,image/webp,image/*;q=0.8", milliseconds, maximumBytes, &answer)
        defer { mapc_http_free(&answer) }
        switch outcome {
        case mapc_http_answered:
            guard answer.status == 200 else { return .failure(.status(answer.status)) }
            let body = answer.body.map { Array(UnsafeBufferPointer(start: $0, count: answer.body_count)) } ?? []
            guard ImageFileReader.mediaType(of: body) != nil else {
                let type = text(of: answer.content_type)
                return .failure(.notAnImage(type.isEmpty ? nil : type))
            }
            return .success(body)
        case mapc_http_timed_out: return .failure(.timedOut(timeout))
        case mapc_http_too_large: return .failure(.tooLarge)
        case mapc_http_refused: return .failure(.network("the server refused the connection"))
        case mapc_http_unknown_host: return .failure(.network("the server's name is not known"))
        case mapc_http_insecure: return .failure(.network("the secure connection failed"))
        default:
            return .failure(.network(text(of: answer.error).lowercased()))
        }
    }

    /// The text of a fixed C character array, up to its first NUL.
    private static func text<Characters>(of characters: Characters) -> String {
        withUnsafeBytes(of: characters) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    }
}

/// The answers of one batch of requests, filled in from the threads that make them.
private final class Answers: @unchecked Sendable {
    private let lock = NSLock()
    private var answers: [Result<[UInt8], TileFetcher.Failure>?]

    package init(count: Int) {
        answers = Array(repeating: nil, count: count)
    }

    package func set(_ index: Int, _ answer: Result<[UInt8], TileFetcher.Failure>) {
        lock.lock()
        answers[index] = answer
        lock.unlock()
    }

    /// Every answer, in order.
    package var all: [Result<[UInt8], TileFetcher.Failure>] {
        lock.lock()
        defer { lock.unlock() }
        return answers.map { $0 ?? .failure(.network("no answer")) }
    }
}
