import CZlib

@testable import MapScene

/// Writes the protobuf wire format, for vector tiles the tests make by hand: well-formed ones
/// with every value type, and malformed ones.
struct ProtobufWriter {
    var bytes: [UInt8] = []

    mutating func varint(_ value: UInt64) {
        var v = value
        while v >= 0x80 {
            bytes.append(UInt8(v & 0x7F) | 0x80)
            v >>= 7
        }
        bytes.append(UInt8(v))
    }

    mutating func key(_ field: UInt64, _ wireType: UInt64) { varint(field << 3 | wireType) }

    mutating func varintField(_ field: UInt64, _ value: UInt64) {
        key(field, 0)
        varint(value)
    }

    mutating func bytesField(_ field: UInt64, _ value: [UInt8]) {
        key(field, 2)
        varint(UInt64(value.count))
        bytes += value
    }

    mutating func stringField(_ field: UInt64, _ value: String) { bytesField(field, Array(value.utf8)) }

    mutating func packedField(_ field: UInt64, _ values: [UInt32]) {
        var packed = ProtobufWriter()
        for value in values { packed.varint(UInt64(value)) }
        bytesField(field, packed.bytes)
    }

    static func zigzag(_ value: Int32) -> UInt32 { UInt32(bitPattern: (value << 1) ^ (value >> 31)) }
}

/// A vector tile made by hand: layers of features given as raw tags and geometry commands.
struct HandMadeTile {
    struct Feature {
        var id: UInt64?
        var tags: [UInt32] = []
        var type: UInt64 = 1
        var geometry: [UInt32] = []
    }

    struct Layer {
        var name: String? = "layer"
        var version: UInt64? = 2
        var extent: UInt64? = 4096
        var keys: [String] = []
        /// Each value's encoded message.
        var values: [[UInt8]] = []
        var features: [Feature] = []
    }

    var layers: [Layer]

    var bytes: [UInt8] {
        var tile = ProtobufWriter()
        for layer in layers {
            var l = ProtobufWriter()
            if let version = layer.version { l.varintField(15, version) }
            if let name = layer.name { l.stringField(1, name) }
            for feature in layer.features {
                var f = ProtobufWriter()
                if let id = feature.id { f.varintField(1, id) }
                if !feature.tags.isEmpty { f.packedField(2, feature.tags) }
                f.varintField(3, feature.type)
                if !feature.geometry.isEmpty { f.packedField(4, feature.geometry) }
                l.bytesField(2, f.bytes)
            }
            for key in layer.keys { l.stringField(3, key) }
            for value in layer.values { l.bytesField(4, value) }
            if let extent = layer.extent { l.varintField(5, extent) }
            tile.bytesField(3, l.bytes)
        }
        return tile.bytes
    }

    /// A geometry command integer.
    static func command(_ id: UInt32, _ count: UInt32) -> UInt32 { id | count << 3 }
    static func moveTo(_ count: UInt32 = 1) -> UInt32 { command(1, count) }
    static func lineTo(_ count: UInt32) -> UInt32 { command(2, count) }
    static let closePath = command(7, 1)
    /// Zigzag-encoded deltas.
    static func deltas(_ values: Int32...) -> [UInt32] { values.map(ProtobufWriter.zigzag) }
}

/// Compresses with zlib into a gzip stream, for archives the tests make.
func gzip(_ bytes: [UInt8]) -> [UInt8] {
    var stream = z_stream()
    // 15 + 16: the largest window, with a gzip header and trailer.
    precondition(
        deflateInit2_(
            &stream, Z_BEST_COMPRESSION, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY,
            zlibVersion(), Int32(MemoryLayout<z_stream>.size)) == Z_OK)
    defer { deflateEnd(&stream) }
    var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, uLong(bytes.count))) + 32)
    var input = bytes
    let status = input.withUnsafeMutableBufferPointer { source in
        output.withUnsafeMutableBufferPointer { out in
            stream.next_in = source.baseAddress
            stream.avail_in = uInt(source.count)
            stream.next_out = out.baseAddress
            stream.avail_out = uInt(out.count)
            return deflate(&stream, Z_FINISH)
        }
    }
    precondition(status == Z_STREAM_END)
    return Array(output[..<Int(stream.total_out)])
}

/// A PMTiles version 3 archive made by hand, laid out as writers do (header, root directory,
/// metadata, leaf directories, tile data), with directories given as entries or as raw bytes.
struct HandMadePMTiles {
    struct Entry {
        var tileID: UInt64
        var offset: UInt64
        var length: UInt64
        var runLength: UInt64
    }

    /// The root directory's serialization (before compression).
    var root: [UInt8]
    /// The leaf directories section (each leaf already compressed as `compressDirectories` says).
    var leaves: [UInt8] = []
    var tileData: [UInt8]
    var metadata = #"{"name": "hand-made", "vector_layers": [{"id": "water"}]}"#
    var compressDirectories = true
    var tileCompression: UInt8 = 1
    /// 1 MVT, 2 PNG, 3 JPEG, 4 WebP.
    var tileType: UInt8 = 1
    var minZoom: UInt8 = 0
    var maxZoom: UInt8 = 14

    /// A directory's serialization, columns of varints as the specification lays them out.
    static func directory(_ entries: [Entry]) -> [UInt8] {
        var w = ProtobufWriter()
        w.varint(UInt64(entries.count))
        var last: UInt64 = 0
        for e in entries {
            w.varint(e.tileID - last)
            last = e.tileID
        }
        for e in entries { w.varint(e.runLength) }
        for e in entries { w.varint(e.length) }
        for (i, e) in entries.enumerated() {
            if i > 0 && e.offset == entries[i - 1].offset + entries[i - 1].length {
                w.varint(0)
            } else {
                w.varint(e.offset + 1)
            }
        }
        return w.bytes
    }

    /// The directory compressed as the archive says.
    func packed(_ directory: [UInt8]) -> [UInt8] { compressDirectories ? gzip(directory) : directory }

    var bytes: [UInt8] {
        let rootBytes = packed(root)
        let metadataBytes = packed(Array(metadata.utf8))
        var header = [UInt8]("PMTiles".utf8) + [3]
        func u64(_ v: Int) { for i in 0..<8 { header.append(UInt8((UInt64(v) >> (8 * UInt64(i))) & 0xFF)) } }
        func i32(_ v: Int32) { for i in 0..<4 { header.append(UInt8((UInt32(bitPattern: v) >> (8 * UInt32(i))) & 0xFF)) } }
        let rootOffset = 127
        let metadataOffset = rootOffset + rootBytes.count
        let leavesOffset = metadataOffset + metadataBytes.count
        let tilesOffset = leavesOffset + leaves.count
        u64(rootOffset); u64(rootBytes.count)
        u64(metadataOffset); u64(metadataBytes.count)
        u64(leavesOffset); u64(leaves.count)
        u64(tilesOffset); u64(tileData.count)
        u64(0); u64(0); u64(0)
        header += [1, compressDirectories ? 2 : 1, tileCompression, tileType, minZoom, maxZoom]
        i32(-1_800_000_000); i32(-850_000_000); i32(1_800_000_000); i32(850_000_000)
        header.append(0)
        i32(0); i32(0)
        precondition(header.count == 127)
        return header + rootBytes + metadataBytes + leaves + tileData
    }
}
