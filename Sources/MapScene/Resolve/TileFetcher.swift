import Dispatch
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Fetches raster tiles over HTTP for the resolve stage, through the disk cache: a tile in the
/// cache is taken from it; one that is not is asked for with mapc's User-Agent, at most
/// `maximumInFlight` requests at once in the whole process, each within the request timeout and
/// all within the overall one. Only a `200` answer whose bytes are an image is a tile; it is
/// stored in the cache. Offline, only the cache is read.
struct TileFetcher: Sendable {
    /// The most requests in flight at once, whatever the number of scenes compiled at once.
    static let maximumInFlight = 4
    /// The largest tile taken, in bytes.
    static let maximumBytes = ImageFileReader.maximumEmbeddedBytes
    /// What mapc calls itself to servers.
    static let userAgent = "mapc/\(MapSceneVersion.current)"
    /// How many request timeouts all the requests of one compile may take together.
    static let overallTimeouts = 8.0

    /// Holds the count of requests in flight, for every fetcher of the process.
    private static let inFlight = DispatchSemaphore(value: maximumInFlight)

    /// The cache; nil when there is none (no `HOME`, no folder given).
    var cache: TileCache?
    /// Whether only the cache is read.
    var offline: Bool
    /// Seconds a request may take.
    var timeout: Double

    /// Why a tile could not be had.
    enum Failure: Error, Equatable, Sendable {
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
        var reason: String {
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
    struct Outcome: Sendable {
        var tiles: [String: Result<[UInt8], Failure>] = [:]
        var cacheProblem: String?
    }

    /// `12 s`, `1.5 s`.
    static func seconds(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
    }

    /// Every URL of `urls` (each once), from the cache or the network.
    func fetch(_ urls: [String]) -> Outcome {
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

    /// Asks for each URL, at most `maximumInFlight` at once; the answers in the order of `urls`.
    private func download(_ urls: [String]) -> [Result<[UInt8], Failure>] {
        let overall = timeout * Self.overallTimeouts
        let deadline = DispatchTime.now() + overall
        let downloads = Downloads(count: urls.count, limit: Self.maximumBytes, timeout: timeout)
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.timeoutIntervalForResource = timeout
        configuration.httpMaximumConnectionsPerHost = Self.maximumInFlight
        configuration.urlCache = nil
        configuration.httpCookieStorage = nil
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        let session = URLSession(configuration: configuration, delegate: downloads, delegateQueue: queue)
        let group = DispatchGroup()
        for (index, url) in urls.enumerated() {
            guard let address = URL(string: url), let scheme = address.scheme?.lowercased(), TileLocation.fetchedSchemes.contains(scheme) else {
                downloads.finish(index, .failure(.network("it is not a URL mapc can fetch")))
                continue
            }
            guard Self.inFlight.wait(timeout: deadline) == .success else {
                downloads.finish(index, .failure(.outOfTime(overall)))
                continue
            }
            var request = URLRequest(url: address, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeout)
            request.setValue(Self.userAgent, forHTTPHeaderField: "User-Agent")
            request.setValue("image/png,image/jpeg,image/webp,image/*;q=0.8", forHTTPHeaderField: "Accept")
            group.enter()
            downloads.start(session.dataTask(with: request), index: index) {
                Self.inFlight.signal()
                group.leave()
            }
        }
        // Each request ends by its own timeout; a few seconds more is the last word.
        if group.wait(timeout: .now() + timeout + 5) == .timedOut {
            session.invalidateAndCancel()
            _ = group.wait(timeout: .now() + 5)
        } else {
            session.finishTasksAndInvalidate()
        }
        return downloads.results(timedOut: .timedOut(timeout))
    }
}

/// The answers of one batch of requests as they come in, on the session's delegate queue:
/// each task's bytes so far, status and media type, until it completes.
private final class Downloads: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private let lock = NSLock()
    private let limit: Int
    private let timeout: Double
    private var answers: [Result<[UInt8], TileFetcher.Failure>?]
    private var indices: [Int: Int] = [:]
    private var bodies: [Int: Data] = [:]
    private var failures: [Int: TileFetcher.Failure] = [:]
    private var contentTypes: [Int: String] = [:]
    private var completions: [Int: @Sendable () -> Void] = [:]

    init(count: Int, limit: Int, timeout: Double) {
        answers = Array(repeating: nil, count: count)
        self.limit = limit
        self.timeout = timeout
    }

    /// Starts `task` for the URL at `index`; `done` runs once when it completes.
    func start(_ task: URLSessionDataTask, index: Int, done: @escaping @Sendable () -> Void) {
        lock.lock()
        indices[task.taskIdentifier] = index
        completions[task.taskIdentifier] = done
        lock.unlock()
        task.resume()
    }

    /// Records the answer for `index` without a request.
    func finish(_ index: Int, _ answer: Result<[UInt8], TileFetcher.Failure>) {
        lock.lock()
        answers[index] = answer
        lock.unlock()
    }

    /// Every answer, in order; a request that never completed has `timedOut`.
    func results(timedOut: TileFetcher.Failure) -> [Result<[UInt8], TileFetcher.Failure>] {
        lock.lock()
        defer { lock.unlock() }
        return answers.map { $0 ?? .failure(timedOut) }
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        let id = dataTask.taskIdentifier
        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
        lock.lock()
        if let type = (response as? HTTPURLResponse)?.value(forHTTPHeaderField: "Content-Type") { contentTypes[id] = type }
        if status != 200 { failures[id] = .status(status) }
        if response.expectedContentLength > Int64(limit) { failures[id] = failures[id] ?? .tooLarge }
        let carryOn = failures[id] == nil
        lock.unlock()
        completionHandler(carryOn ? .allow : .cancel)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let id = dataTask.taskIdentifier
        lock.lock()
        bodies[id, default: Data()].append(data)
        let tooLarge = bodies[id]!.count > limit
        if tooLarge { failures[id] = .tooLarge }
        lock.unlock()
        if tooLarge { dataTask.cancel() }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let id = task.taskIdentifier
        lock.lock()
        guard let index = indices.removeValue(forKey: id) else {
            lock.unlock()
            return
        }
        let body = Array(bodies.removeValue(forKey: id) ?? Data())
        if let failure = failures[id] {
            answers[index] = .failure(failure)
        } else if let error {
            answers[index] = .failure(Self.failure(error, timeout: timeout))
        } else if ImageFileReader.mediaType(of: body) == nil {
            answers[index] = .failure(.notAnImage(contentTypes[id]))
        } else {
            answers[index] = .success(body)
        }
        let done = completions.removeValue(forKey: id)
        lock.unlock()
        done?()
    }

    /// A request's error in mapc's words.
    private static func failure(_ error: any Error, timeout: Double) -> TileFetcher.Failure {
        let code = (error as? URLError)?.code ?? URLError.Code(rawValue: (error as NSError).code)
        switch code {
        case .timedOut: return .timedOut(timeout)
        case .cannotConnectToHost: return .network("the server refused the connection")
        case .cannotFindHost, .dnsLookupFailed: return .network("the server's name is not known")
        case .notConnectedToInternet: return .network("there is no network")
        case .networkConnectionLost: return .network("the connection was lost")
        case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate, .serverCertificateNotYetValid,
             .serverCertificateHasUnknownRoot, .clientCertificateRejected:
            return .network("the secure connection failed")
        default:
            return .network(error.localizedDescription.lowercased())
        }
    }
}
