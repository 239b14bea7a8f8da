import Foundation
import MapSceneBase
import MapSceneModel

/// Finds and reads the sprite a MapLibre style names: `"sprite": "sprite"` (or `./sprite`, or
/// any relative path) is the files `sprite.json` and `sprite.png` beside the style file, with
/// `sprite@2x.json` and `sprite@2x.png` preferred for a canvas drawn at twice the pixels or
/// more. The files are read as every file a scene names is: inside the scene's folder unless
/// the options allow otherwise, regular files, bounded in size. A URL is never fetched.
package enum SpriteFiles {
    /// The largest sprite index read, in bytes.
    package static let maximumIndexBytes = 16 * 1024 * 1024
    /// The largest sprite sheet read, in bytes; its pixels are bounded by the raster decoder.
    package static let maximumSheetBytes = 64 * 1024 * 1024

    /// Where a style's sprite is.
    package enum Location: Sendable, Equatable {
        /// Files beside the style: `base` is their path relative to the scene's folder without
        /// `.json`, `.png` or `@2x`.
        case files(base: String)
        /// A URL (`https:`, `mapbox:` or any other scheme): mapc reads files, never the network.
        case remote(url: String)
    }

    /// Where the sprite `sprite` of the style file `stylePath` (relative to the scene's folder)
    /// is; nil when `sprite` is empty, which names no sprite.
    package static func locate(_ sprite: String, besideStyle stylePath: String) -> Location? {
        if sprite.isEmpty { return nil }
        if sprite.isURL { return .remote(url: sprite) }
        let names = sprite.split(separator: "/", omittingEmptySubsequences: false).filter { $0 != "." }
        let written = names.joined(separator: "/")
        if sprite.hasPrefix("/") { return .files(base: written) }
        guard let slash = stylePath.lastIndex(of: "/") else { return .files(base: written) }
        return .files(base: String(stylePath[...slash]) + written)
    }

    /// The two files of one resolution of a sprite.
    package struct Pair: Sendable, Equatable {
        /// The index JSON's path.
        package var index: String
        /// The sheet PNG's path.
        package var sheet: String
    }

    /// The sprite files at `base` to try for a canvas of `scale` pixels per point, the preferred
    /// first: `@2x` first from a scale of 2, else the plain files first.
    package static func pairs(base: String, scale: Double) -> [Pair] {
        let plain = Pair(index: base + ".json", sheet: base + ".png")
        let double = Pair(index: base + "@2x.json", sheet: base + "@2x.png")
        return scale >= 2 ? [double, plain] : [plain, double]
    }

    /// Why a sprite cannot be used.
    package enum Failure: Error, Equatable {
        /// A file cannot be read: refused, missing, not a regular file, too large.
        case refused(ScenePath.Refusal)
        /// The files were read but are not a sprite: the problem, and when it is in the index,
        /// the index's path and bytes to place it at a line and column.
        case malformed(SpriteSheet.Failure, pair: Pair, index: [UInt8])

        /// The error for this failure of the sprite of a style named at `range`: a refusal there,
        /// a problem in the index at its line and column with a note at `range`, a problem of the
        /// sheet there.
        package func diagnostic(at range: SourceRange?) -> Diagnostic {
            switch self {
            case .refused(let refusal):
                return .sourceFile(refusal, at: range)
            case .malformed(let failure, let pair, let bytes):
                guard let offset = failure.offset else {
                    return .sourceFile("cannot use '\(pair.sheet)': \(failure.message)", at: range)
                }
                let text = DataText(bytes)
                return Diagnostic(
                    .dataFile, failure.message, at: text.range(of: offset..<offset),
                    in: text.diagnosticFile(path: pair.index, quotingLineAt: offset),
                    notes: range.map { [DiagnosticNote("read from here", at: $0)] } ?? [])
            }
        }
    }

    /// The sprite whose files are at `base` (relative to `directory`, the scene's folder), for a
    /// canvas of `scale` pixels per point: the first of ``pairs(base:scale:)`` whose two files
    /// are there. When neither pair is, the plain pair's refusal says why.
    package static func read(base: String, scale: Double, directory: String, options: PipelineOptions) -> Result<
        SpriteSheet, Failure
    > {
        var plainRefusal: ScenePath.Refusal?
        for pair in pairs(base: base, scale: scale) {
            switch (regularFile(pair.index, directory, options), regularFile(pair.sheet, directory, options)) {
            case (.success(let index), .success(let sheet)):
                return read(pair, realIndex: index, realSheet: sheet)
            case (.failure(let refusal), _), (_, .failure(let refusal)):
                if pair.index == base + ".json" { plainRefusal = refusal }
            }
        }
        return .failure(.refused(plainRefusal!))
    }

    /// The sprite of `pair`, whose files are at the real paths given.
    private static func read(_ pair: Pair, realIndex: String, realSheet: String) -> Result<SpriteSheet, Failure> {
        let index: [UInt8], sheet: [UInt8]
        switch RegularFile.bytes(at: realIndex, limit: maximumIndexBytes) {
        case .success(let bytes): index = bytes
        case .failure(let failure):
            return .failure(.refused(unreadable(pair.index, failure.reason(limit: maximumIndexBytes))))
        }
        switch RegularFile.bytes(at: realSheet, limit: maximumSheetBytes) {
        case .success(let bytes): sheet = bytes
        case .failure(let failure):
            return .failure(.refused(unreadable(pair.sheet, failure.reason(limit: maximumSheetBytes))))
        }
        return SpriteSheet.read(index: index, sheet: sheet).mapError { .malformed($0, pair: pair, index: index) }
    }

    /// The real path of `path` when the options allow it and it is a regular file.
    private static func regularFile(_ path: String, _ directory: String, _ options: PipelineOptions) -> Result<
        String, ScenePath.Refusal
    > {
        ScenePath.resolve(path, in: directory, options: options).flatMap { real in
            var info = stat()
            guard stat(real, &info) == 0 else { return .failure(unreadable(path, ScenePath.systemError())) }
            guard info.st_mode & S_IFMT == S_IFREG else { return .failure(unreadable(path, "it is not a regular file")) }
            return .success(real)
        }
    }

    private static func unreadable(_ path: String, _ reason: String) -> ScenePath.Refusal {
        ScenePath.Refusal(message: "cannot read '\(path)': \(reason)")
    }
}
