import MapSceneGeometry
import MapSceneModel

/// Reads a CSV (RFC 4180) of places into point features, one a row.
///
/// - With a header: its first row names the columns. The latitude is the column named `lat` or
///   `latitude`, the longitude `lon`, `lng`, `long` or `longitude` (in any case); every other
///   named column is a property of each row's feature, as text. Blank lines are passed over;
///   `#` lines only before the header, since after it they are rows.
/// - Without one — when either of the first row's first two fields is a number — every row is
///   `latitude,longitude`, further columns are passed over, and blank lines and `#` comments are
///   skipped anywhere: the coordinate files `source:` has always read.
///
/// The separator is a comma, semicolon or tab, found on the first row (`CSVRecords`), or a tab
/// for a `.tsv` file. Quoted fields may hold separators, doubled quotes and line breaks. A row
/// has at most `CSVRecords.maximumFields` fields, and the properties kept of all rows take at
/// most `maximumPropertyBytes`.
package enum CSVDataReader {
    /// The most bytes of properties kept from one file, each value counted as its text and
    /// `propertyOverhead` bytes: a file of empty fields keeps no text but a dictionary entry for each.
    package static let maximumPropertyBytes = 256 << 20
    /// What a property costs besides its text: its key and value in the feature's dictionary and
    /// the room a dictionary keeps free.
    package static let propertyOverhead = 64

    package static let latitudeNames: Set<String> = ["lat", "latitude"]
    package static let longitudeNames: Set<String> = ["lon", "lng", "long", "longitude"]

    /// The features of the CSV in `text`, with `separator` or the one its first row shows, and
    /// at most `propertyLimit` bytes of properties.
    package static func read(_ text: DataText, separator: UInt8? = nil, propertyLimit: Int = maximumPropertyBytes) -> (
        features: [DataFeature], problems: DataProblems
    ) {
        var problems = DataProblems()
        var features: [DataFeature] = []
        let bytes = text.bytes
        var records = CSVRecords(
            bytes, separator: separator ?? CSVRecords.separator(of: bytes, from: text.textStart), from: text.textStart)
        do {
            guard let first = try records.next() else {
                problems.warning("the file holds no rows", at: text.textStart)
                return ([], problems)
            }
            let isHeader =
                first.fields.count < 2
                || (DataNumbers.decimal(first.fields[0].text) == nil && DataNumbers.decimal(first.fields[1].text) == nil)
            var columns = Columns(latitude: 0, longitude: 1, properties: [], count: 2)
            var row: (fields: [CSVRecords.Field], start: Int)? = first
            if isHeader {
                guard let named = Columns(header: first, problems: &problems) else { return ([], problems) }
                columns = named
                records.skipsComments = false
                row = try records.next()
                if row == nil { problems.warning("the file holds a header and no rows", at: first.start) }
            }
            var reportedWidth = false
            var kept = 0
            while let (fields, start) = row {
                if fields.allSatisfy({ $0.text.isEmpty && !$0.isQuoted }) {
                    row = try records.next()
                    continue
                }
                if isHeader, !reportedWidth, fields.count > columns.count,
                    fields[columns.count...].contains(where: { !$0.text.isEmpty })
                {
                    reportedWidth = true
                    problems.warning(
                        "this row has \(fields.count) fields and the header names \(columns.count); the rest are not read",
                        at: fields[columns.count].bytes)
                }
                if let point = coordinate(fields, start: start, columns: columns, isHeader: isHeader, problems: &problems) {
                    var properties = [String: String](minimumCapacity: columns.properties.count)
                    for (index, name) in columns.properties where index < fields.count {
                        let value = fields[index].text
                        kept += Self.propertyOverhead + value.utf8.count
                        properties[name] = value
                    }
                    guard kept <= propertyLimit else {
                        let limit = propertyLimit >= 1 << 20 ? "\(propertyLimit >> 20) MiB" : "\(propertyLimit) bytes"
                        problems.error(
                            "the properties of the rows up to this one take more than \(limit), the most mapc keeps of one file "
                                + "(a value counted as its text and \(Self.propertyOverhead) bytes); leave out columns the scene does not use",
                            at: start)
                        return (features, problems)
                    }
                    features.append(
                        DataFeature(parts: [.point(point)], properties: properties, location: text.location(of: start)))
                }
                row = try records.next()
            }
        } catch {
            problems.error(error.message, at: error.offset)
        }
        return (features, problems)
    }

    /// Which fields of a row hold what.
    package struct Columns {
        package var latitude: Int
        package var longitude: Int
        /// The other named columns: their index and name.
        package var properties: [(index: Int, name: String)]
        /// How many columns the header names.
        package var count: Int

        package init(latitude: Int, longitude: Int, properties: [(index: Int, name: String)], count: Int) {
            (self.latitude, self.longitude, self.properties, self.count) = (latitude, longitude, properties, count)
        }

        /// The columns a header row names; nil, with a located error, when it names no latitude or
        /// no longitude column.
        package init?(header: (fields: [CSVRecords.Field], start: Int), problems: inout DataProblems) {
            var latitude: Int?, longitude: Int?
            var properties: [(index: Int, name: String)] = []
            var seen: Set<String> = []
            for (index, field) in header.fields.enumerated() {
                let name = field.text
                let key = name.lowercased()
                if CSVDataReader.latitudeNames.contains(key), latitude == nil {
                    latitude = index
                } else if CSVDataReader.longitudeNames.contains(key), longitude == nil {
                    longitude = index
                } else if !name.isEmpty {
                    guard seen.insert(name).inserted else {
                        problems.warning("the column '\(name)' is named twice; the first is read", at: field.bytes)
                        continue
                    }
                    properties.append((index, name))
                }
            }
            guard let latitude, let longitude else {
                let missing = [
                    latitude == nil ? "latitude (lat or latitude)" : nil,
                    longitude == nil ? "longitude (lon, lng, long or longitude)" : nil,
                ]
                .compactMap { $0 }.joined(separator: " and no ")
                let end = header.fields.last?.bytes.upperBound ?? header.start
                problems.error("the header names no \(missing) column", at: header.start..<end)
                return nil
            }
            self.init(latitude: latitude, longitude: longitude, properties: properties, count: header.fields.count)
        }
    }

    /// The coordinate of a row; nil, with a located error, when its latitude or longitude is
    /// missing, not a number or out of range.
    package static func coordinate(
        _ fields: [CSVRecords.Field], start: Int, columns: Columns, isHeader: Bool, problems: inout DataProblems
    ) -> Coordinate? {
        guard fields.count > max(columns.latitude, columns.longitude) else {
            let found = fields.map(\.text).joined(separator: ",")
            let message =
                isHeader
                ? "this row has \(fields.count) field\(fields.count == 1 ? "" : "s"); the \(fields.count > columns.latitude ? "longitude" : "latitude") is column \(max(columns.latitude, columns.longitude) + 1)"
                : "expected latitude,longitude, found '\(found.prefix(40))'"
            problems.error(message, at: start)
            return nil
        }
        let latitudeField = fields[columns.latitude], longitudeField = fields[columns.longitude]
        guard let latitude = DataNumbers.decimal(latitudeField.text) else {
            problems.error(DataNumbers.notANumber("latitude", latitudeField.text), at: latitudeField.bytes)
            return nil
        }
        guard let longitude = DataNumbers.decimal(longitudeField.text) else {
            problems.error(DataNumbers.notANumber("longitude", longitudeField.text), at: longitudeField.bytes)
            return nil
        }
        if let problem = DataNumbers.latitudeProblem(latitude, spelled: latitudeField.text) {
            problems.error(problem, at: latitudeField.bytes)
            return nil
        }
        if let problem = DataNumbers.longitudeProblem(longitude, spelled: longitudeField.text) {
            problems.error(problem, at: longitudeField.bytes)
            return nil
        }
        return Coordinate(latitude: latitude, longitude: longitude)
    }
}
