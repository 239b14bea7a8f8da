import MapSceneGeometry

/// The text of a KML `<coordinates>` element: `longitude,latitude[,altitude]` tuples separated by
/// any white space (spaces, tabs, line breaks); spaces beside a comma are allowed, as Google
/// Earth allows them.
package enum KMLCoordinates {
    /// A tuple that is not a coordinate: what is wrong, and its UTF-8 offsets in the text.
    package struct Failure: Error {
        package var message: String
        package var range: Range<Int>
    }

    /// The coordinates in `text`.
    package static func parse(_ text: String) throws(Failure) -> [Coordinate] {
        let bytes = Array(text.utf8)
        var coordinates: [Coordinate] = []
        var i = 0
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
        func skipSpaces() { while i < bytes.count, isSpace(bytes[i]) { i += 1 } }
        while true {
            skipSpaces()
            guard i < bytes.count else { break }
            let tupleStart = i
            var numbers: [(value: Double?, range: Range<Int>)] = []
            while true {
                let start = i
                while i < bytes.count, !isSpace(bytes[i]), bytes[i] != UInt8(ascii: ",") { i += 1 }
                let spelling = String(decoding: bytes[start..<i], as: UTF8.self)
                numbers.append((DataNumbers.decimal(spelling), start..<i))
                // A comma, maybe with spaces around it, goes on with the tuple.
                var next = i
                while next < bytes.count, isSpace(bytes[next]) { next += 1 }
                guard next < bytes.count, bytes[next] == UInt8(ascii: ",") else { break }
                i = next + 1
                while i < bytes.count, isSpace(bytes[i]) { i += 1 }
            }
            let tuple = tupleStart..<i
            let spelled = String(decoding: bytes[tuple], as: UTF8.self)
            guard (2...3).contains(numbers.count) else {
                throw Failure(
                    message: "a coordinate is longitude,latitude[,altitude]; found '\(spelled.prefix(40))'", range: tuple)
            }
            for (index, number) in numbers.enumerated() where number.value == nil {
                let what = ["longitude", "latitude", "altitude"][index]
                throw Failure(
                    message: DataNumbers.notANumber(what, String(decoding: bytes[number.range], as: UTF8.self)),
                    range: number.range)
            }
            let longitude = numbers[0].value!, latitude = numbers[1].value!
            if let problem = DataNumbers.longitudeProblem(
                longitude, spelled: String(decoding: bytes[numbers[0].range], as: UTF8.self))
            {
                throw Failure(message: problem, range: numbers[0].range)
            }
            if let problem = DataNumbers.latitudeProblem(
                latitude, spelled: String(decoding: bytes[numbers[1].range], as: UTF8.self))
            {
                throw Failure(message: problem + " (KML coordinates are longitude,latitude)", range: numbers[1].range)
            }
            coordinates.append(Coordinate(latitude: latitude, longitude: longitude))
        }
        return coordinates
    }
}
