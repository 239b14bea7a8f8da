import Foundation
import MapSceneGeometry

/// Natural Earth at 1:50m and 1:10m, the embedded world's detail from continental to regional
/// scale: the package resource `world.bin` written by `Scripts/generate/generate-world-resource.py`
/// (its docstring has the layout).
///
/// The file is mapped, not read: opening it decodes only its layer table, a layer's index is
/// decoded when asked for, and a feature's record only when it is in view. Every read is
/// checked against the file's bounds, so a damaged file gives errors or skipped features, never
/// a crash.
package struct WorldResource: Sendable {
    /// The detail a layer is drawn at: Natural Earth's 1:50m or 1:10m.
    package enum Scale: UInt8, Sendable, CaseIterable {
        case medium = 50
        case large = 10
    }

    /// What a layer holds.
    package enum Kind: UInt8, Sendable, CaseIterable {
        case land = 0
        case lakes, rivers, boundaries, states, urban, places
    }

    /// Why a resource could not be opened.
    package enum Failure: Error, Equatable, Sendable {
        /// The file does not start with the resource's magic and version.
        case notAWorldResource
        /// A table or index lies (partly) beyond the end of the file.
        case truncated
    }

    /// A rectangle on the resource's grid of `gridStepsPerDegree` steps a degree.
    package struct GridRect: Sendable, Equatable {
        /// The western edge, in grid steps east of −180°.
        package var minLon: Int
        /// The southern edge, in grid steps north of −90°.
        package var minLat: Int
        /// The eastern edge, in grid steps east of −180°.
        package var maxLon: Int
        /// The northern edge, in grid steps north of −90°.
        package var maxLat: Int

        package init(minLon: Int, minLat: Int, maxLon: Int, maxLat: Int) {
            self.minLon = minLon
            self.minLat = minLat
            self.maxLon = maxLon
            self.maxLat = maxLat
        }

        /// Whether the two share any point. Longitudes are compared as they are: callers test
        /// each copy of the world they see.
        @inline(__always)
        package func intersects(_ other: GridRect) -> Bool {
            minLon <= other.maxLon && other.minLon <= maxLon && minLat <= other.maxLat && other.minLat <= maxLat
        }
    }

    /// The part of the world in view: a grid rectangle whose longitudes may run past ±180°, so
    /// a feature is tested against it once shifted a world each way.
    package struct Window: Sendable {
        /// The rectangle in view.
        package var rect: GridRect

        /// A window over `rect`.
        package init(_ rect: GridRect) { self.rect = rect }

        /// Whether anything within `bounds` may be in view.
        @inline(__always)
        package func sees(_ bounds: GridRect) -> Bool {
            let world = 360 * WorldResource.gridStepsPerDegree
            for shift in [0, -world, world] {
                let shifted = GridRect(
                    minLon: bounds.minLon + shift, minLat: bounds.minLat, maxLon: bounds.maxLon + shift, maxLat: bounds.maxLat)
                if shifted.intersects(rect) { return true }
            }
            return false
        }
    }

    /// One feature's index entry: what is known of it without decoding it.
    package struct Feature: Sendable {
        /// Its bounds on the grid.
        package var bounds: GridRect
        /// Natural Earth's `min_zoom`: the zoom from which it is meant to show.
        package var minZoom: Double
        /// Natural Earth's `scalerank` (0 most important).
        package var scaleRank: Int
        /// Natural Earth's `labelrank` (places; 0 most important).
        package var labelRank: Int
        /// Natural Earth's `pop_max` (places).
        package var population: Int
        /// Where its record starts and how long it is, in the file.
        package let offset: Int
        package let length: Int
    }

    /// Grid steps a degree.
    package static let gridStepsPerDegree = 100_000

    package static let magic = Array("MAPCWRLD".utf8)
    package static let version: UInt32 = 1

    private struct Layer: Sendable {
        package var count: Int
        package var indexOffset: Int
        package var dataOffset: Int
        package var dataLength: Int
    }

    private let bytes: Data
    private let layers: [UInt16: Layer]

    /// Opens a resource from its bytes, checking its header and that its tables lie within them.
    package init(bytes: Data) throws(Failure) {
        self.bytes = bytes
        let header: [UInt16: Layer]? = bytes.withUnsafeBytes { raw in
            var reader = ByteReader(raw)
            guard let magic = reader.bytes(8), magic.elementsEqual(Self.magic),
                reader.uint32() == Self.version, let count = reader.uint32(), count < 256
            else { return nil }
            var layers: [UInt16: Layer] = [:]
            for _ in 0..<count {
                guard let scale = reader.uint8(), let kind = reader.uint8(), reader.uint16() != nil,
                    let features = reader.uint32(), let index = reader.uint32(), let data = reader.uint32(),
                    let length = reader.uint32()
                else { return [:] }
                let layer = Layer(count: Int(features), indexOffset: Int(index), dataOffset: Int(data), dataLength: Int(length))
                guard layer.indexOffset + layer.count * 32 <= raw.count, layer.dataOffset + layer.dataLength <= raw.count else {
                    return [:]
                }
                layers[UInt16(scale) << 8 | UInt16(kind)] = layer
            }
            return layers
        }
        guard let header else { throw .notAWorldResource }
        guard !header.isEmpty else { throw .truncated }
        layers = header
    }

    /// The resource shipped with the package, mapped on first use; nil when it is missing or
    /// damaged (the world is then drawn at 1:110m alone).
    package static let bundled: WorldResource? = {
        guard let url = bundledURL,
            let data = try? Data(contentsOf: url, options: .alwaysMapped)
        else { return nil }
        return try? WorldResource(bytes: data)
    }()

    /// Where the package's resource is.
    package static var bundledURL: URL? { Bundle.module.url(forResource: "world", withExtension: "bin") }

    /// Every feature of a layer, in the file's order (places most important first); none when
    /// the resource has no such layer.
    package func features(_ kind: Kind, at scale: Scale) -> [Feature] {
        guard let layer = layers[UInt16(scale.rawValue) << 8 | UInt16(kind.rawValue)] else { return [] }
        return bytes.withUnsafeBytes { raw in
            var reader = ByteReader(raw)
            reader.offset = layer.indexOffset
            var result: [Feature] = []
            result.reserveCapacity(layer.count)
            for _ in 0..<layer.count {
                guard let minLon = reader.int32(), let minLat = reader.int32(), let maxLon = reader.int32(),
                    let maxLat = reader.int32(),
                    let offset = reader.uint32(), let length = reader.uint32(),
                    let minZoom = reader.uint8(), let scaleRank = reader.uint8(), let labelRank = reader.uint8(),
                    reader.uint8() != nil,
                    let population = reader.uint32()
                else { break }
                guard Int(offset) + Int(length) <= layer.dataLength else { continue }
                result.append(
                    Feature(
                        bounds: GridRect(minLon: Int(minLon), minLat: Int(minLat), maxLon: Int(maxLon), maxLat: Int(maxLat)),
                        minZoom: Double(minZoom) / 10, scaleRank: Int(scaleRank), labelRank: Int(labelRank),
                        population: Int(population),
                        offset: layer.dataOffset + Int(offset), length: Int(length)))
            }
            return result
        }
    }

    /// A feature's name (empty when it has none); nil when its record is damaged.
    package func name(of feature: Feature) -> String? {
        record(feature) { reader in reader.name() }
    }

    /// A place's coordinate; nil when its record is damaged.
    package func coordinate(of feature: Feature) -> Coordinate? {
        record(feature) { reader in
            guard reader.name() != nil, let lon = reader.zigzag(), let lat = reader.zigzag() else { return nil }
            return Self.coordinate(lon, lat)
        }
    }

    /// A polygon's rings, exterior first, with every stretch whose bounds lie outside `window`
    /// replaced by the straight line across it (which stays outside too); nil when its record
    /// is damaged.
    package func rings(of feature: Feature, in window: Window) -> [[Coordinate]]? {
        record(feature) { reader in
            guard reader.name() != nil, let count = reader.varint(), count <= feature.length else { return nil }
            var rings: [[Coordinate]] = []
            for _ in 0..<count {
                guard let ring = reader.path(in: window, closed: true) else { return nil }
                if let only = ring.first, only.count >= 3 { rings.append(only) }
            }
            return rings
        }
    }

    /// A line's parts in view: it breaks where a stretch lies outside `window`; nil when its
    /// record is damaged.
    package func lines(of feature: Feature, in window: Window) -> [[Coordinate]]? {
        record(feature) { reader in
            guard reader.name() != nil, let count = reader.varint(), count <= feature.length else { return nil }
            var parts: [[Coordinate]] = []
            for _ in 0..<count {
                guard let path = reader.path(in: window, closed: false) else { return nil }
                parts += path.filter { $0.count >= 2 }
            }
            return parts
        }
    }

    private func record<T>(_ feature: Feature, _ body: (inout ByteReader) -> T?) -> T? {
        bytes.withUnsafeBytes { raw in
            guard feature.offset >= 0, feature.offset + feature.length <= raw.count else { return nil }
            var reader = ByteReader(UnsafeRawBufferPointer(rebasing: raw[feature.offset..<(feature.offset + feature.length)]))
            return body(&reader)
        }
    }

    @inline(__always)
    package static func coordinate(_ lon: Int, _ lat: Int) -> Coordinate {
        Coordinate(latitude: Double(lat) / Double(gridStepsPerDegree), longitude: Double(lon) / Double(gridStepsPerDegree))
    }
}

/// Checked little-endian reads and varints over a byte buffer: every read past the end is nil.
private struct ByteReader {
    package let raw: UnsafeRawBufferPointer
    package var offset = 0

    package init(_ raw: UnsafeRawBufferPointer) { self.raw = raw }

    package mutating func bytes(_ n: Int) -> UnsafeRawBufferPointer? {
        guard n >= 0, offset <= raw.count - n else { return nil }
        defer { offset += n }
        return UnsafeRawBufferPointer(rebasing: raw[offset..<(offset + n)])
    }

    package mutating func uint8() -> UInt8? { bytes(1).map { $0[0] } }

    package mutating func uint16() -> UInt16? {
        bytes(2).map { UInt16($0[0]) | UInt16($0[1]) << 8 }
    }

    package mutating func uint32() -> UInt32? {
        bytes(4).map { b in (0..<4).reduce(UInt32(0)) { $0 | UInt32(b[$1]) << (8 * $1) } }
    }

    package mutating func int32() -> Int32? { uint32().map { Int32(bitPattern: $0) } }

    /// A base-128 varint of at most 8 bytes (no value in the resource needs more), so never
    /// negative.
    @inline(__always)
    package mutating func varint() -> Int? {
        var value = 0
        var shift = 0
        while offset < raw.count, shift < 56 {
            let byte = raw[offset]
            offset += 1
            value |= Int(byte & 0x7F) << shift
            if byte < 0x80 { return value }
            shift += 7
        }
        return nil
    }

    @inline(__always)
    package mutating func zigzag() -> Int? {
        varint().map { Int(ProtobufReader.zigzag(UInt64($0))) }
    }

    package mutating func name() -> String? {
        guard let length = varint(), let utf8 = bytes(length) else { return nil }
        return String(decoding: utf8, as: UTF8.self)
    }

    /// One path of chunks: for a ring, one list (the closing point not repeated) with the chunks
    /// out of view cut short to their first point; for a line, its runs of chunks in view.
    package mutating func path(in window: WorldResource.Window, closed: Bool) -> [[Coordinate]]? {
        guard let chunks = varint(), chunks <= raw.count else { return nil }
        var parts: [[Coordinate]] = []
        var current: [Coordinate] = []
        for _ in 0..<chunks {
            guard let minLon = zigzag(), let minLat = zigzag(), let maxLon = zigzag(), let maxLat = zigzag(),
                let length = varint(), let count = varint(), count >= 1, count <= length, let body = bytes(length)
            else { return nil }
            var points = ByteReader(body)
            let bounds = WorldResource.GridRect(minLon: minLon, minLat: minLat, maxLon: maxLon, maxLat: maxLat)
            if window.sees(bounds) {
                current.reserveCapacity(current.count + count)
                var lon = 0, lat = 0
                for i in 0..<count {
                    guard let dLon = points.zigzag(), let dLat = points.zigzag() else { return nil }
                    lon &+= dLon
                    lat &+= dLat
                    // Chunks share their end points. A ring's chunk gives all but its last point,
                    // the next chunk's first (after the last chunk, the ring's first point); a
                    // line's chunk gives all but its first when it continues a run.
                    if closed ? i == count - 1 : (i == 0 && !current.isEmpty) { continue }
                    current.append(WorldResource.coordinate(lon, lat))
                }
            } else if closed {
                guard let lon = points.zigzag(), let lat = points.zigzag() else { return nil }
                current.append(WorldResource.coordinate(lon, lat))
            } else {
                if current.count >= 2 { parts.append(current) }
                current = []
            }
        }
        if !current.isEmpty { parts.append(current) }
        return parts
    }
}
