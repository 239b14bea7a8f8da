/// libyaml's events as they leave the parser: fixed-size records and one buffer of the scalars'
/// and anchors' bytes, with no Swift string, enum payload or reference count per event.
///
/// `YAMLEventPipe`'s parsing thread only copies bytes into a batch; the reading thread makes the
/// strings (`event(at:)`) as it builds the tree. So the thread that runs libyaml, the slower of
/// the two, does nothing else.
struct YAMLEventBatch {
    /// One event, its text in `text`.
    struct Record {
        enum Kind: UInt8 {
            case streamStart, streamEnd, documentStart, documentEnd
            case alias, scalar, sequenceStart, sequenceEnd, mappingStart, mappingEnd
        }

        var kind: Kind
        /// A scalar written quoted, as a block or with a string tag; a collection in block style.
        var flag: Bool
        /// Whether an anchor (the alias's name, for an alias) follows the scalar's bytes.
        var hasAnchor: Bool
        /// Where the event's bytes start in `text`: the scalar's, then the anchor's. 32 bits
        /// each, so that a record is 32 bytes: a batch's text is far below 4 GiB (files are
        /// limited to far less, and a batch holds a few thousand events).
        var textStart: UInt32
        var scalarCount: UInt32
        var anchorCount: UInt32
        var range: CompactRange
    }

    private var records: [Record] = []
    private var text: [UInt8] = []

    /// The number of events.
    var count: Int { records.count }

    /// False once the text is so long that a record's 32-bit offsets could not reach past it
    /// (a scalar of 2 GiB or more would need a file far over any limit): then the batch ends.
    var hasRoomForText: Bool { text.count < 1 << 31 }

    /// Makes room for about `events` events.
    mutating func reserve(events: Int) {
        records.reserveCapacity(events)
        text.reserveCapacity(events * 12)
    }

    /// Drops every event, keeping the storage.
    mutating func removeAll() {
        records.removeAll(keepingCapacity: true)
        text.removeAll(keepingCapacity: true)
    }

    /// Adds an event whose scalar bytes and anchor bytes are given (either may be empty).
    mutating func append(
        _ kind: Record.Kind, flag: Bool = false, scalar: UnsafeBufferPointer<UInt8> = .init(start: nil, count: 0),
        anchor: UnsafeBufferPointer<UInt8>? = nil, range: CompactRange
    ) {
        let start = text.count
        if !scalar.isEmpty { text.append(contentsOf: scalar) }
        if let anchor { text.append(contentsOf: anchor) }
        records.append(Record(
            kind: kind, flag: flag, hasAnchor: anchor != nil, textStart: UInt32(truncatingIfNeeded: start),
            scalarCount: UInt32(truncatingIfNeeded: scalar.count), anchorCount: UInt32(truncatingIfNeeded: anchor?.count ?? 0),
            range: range))
    }

    /// The event at `index`, as the tree builder takes it.
    func event(at index: Int) -> YAMLEvent {
        let record = records[index]
        let kind: YAMLEvent.Kind
        switch record.kind {
        case .streamStart: kind = .streamStart
        case .streamEnd: kind = .streamEnd
        case .documentStart: kind = .documentStart
        case .documentEnd: kind = .documentEnd
        case .alias: kind = .alias(name: anchor(of: record) ?? "")
        case .scalar:
            let value = string(Int(record.textStart), Int(record.scalarCount))
            kind = .scalar(Scalar(text: value, isQuoted: record.flag), anchor: anchor(of: record))
        case .sequenceStart: kind = .sequenceStart(anchor: anchor(of: record), isBlock: record.flag)
        case .sequenceEnd: kind = .sequenceEnd
        case .mappingStart: kind = .mappingStart(anchor: anchor(of: record), isBlock: record.flag)
        case .mappingEnd: kind = .mappingEnd
        }
        return YAMLEvent(kind: kind, range: record.range.range)
    }

    private func anchor(of record: Record) -> String? {
        guard record.hasAnchor else { return nil }
        return string(Int(record.textStart) + Int(record.scalarCount), Int(record.anchorCount))
    }

    private func string(_ start: Int, _ count: Int) -> String {
        if count == 0 { return "" }
        return text.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[start..<start + count]), as: UTF8.self) }
    }
}
