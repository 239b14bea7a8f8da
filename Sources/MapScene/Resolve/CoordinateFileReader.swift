import Foundation

/// Reads coordinate files named by `source:`: CSV of `latitude,longitude` rows.
enum CoordinateFileReader {
    /// The largest coordinate file read, in bytes.
    static let maximumBytes = 512 * 1024 * 1024

    enum Failure: Error, Equatable {
        case unreadable(String)
        case unsupported(String)
        case malformed(line: Int, message: String)
    }

    /// The coordinates in the file at `path`.
    static func read(path: String) -> Result<[Coordinate], Failure> {
        let lower = path.lowercased()
        guard lower.hasSuffix(".csv") || lower.hasSuffix(".txt") else {
            let ext = (path as NSString).pathExtension
            return .failure(.unsupported(ext.isEmpty ? "a file without an extension" : ".\(ext) files"))
        }
        guard let handle = FileHandle(forReadingAtPath: path) else { return .failure(.unreadable("cannot open it")) }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: maximumBytes + 1) else { return .failure(.unreadable("cannot read it")) }
        if data.count > maximumBytes { return .failure(.unreadable("it is larger than \(maximumBytes / 1024 / 1024) MiB")) }
        return parseCSV(Array(data))
    }

    /// Parses `latitude,longitude` rows; a first row that is not numeric is taken as a header,
    /// blank lines and `#` comments are skipped, extra columns are ignored.
    static func parseCSV(_ bytes: [UInt8]) -> Result<[Coordinate], Failure> {
        var result: [Coordinate] = []
        var headerAllowed = true
        for (index, rawLine) in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated() {
            let lineNumber = index + 1
            let text = String(decoding: rawLine, as: UTF8.self).trimmingSpaces().trimmingCarriageReturn()
            if text.isEmpty || text.hasPrefix("#") { continue }
            let fields = text.split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmingSpaces() }
            guard fields.count >= 2, let latitude = Double(fields[0]), let longitude = Double(fields[1]),
                  latitude.isFinite, longitude.isFinite
            else {
                if headerAllowed { headerAllowed = false; continue }
                return .failure(.malformed(line: lineNumber, message: "expected latitude,longitude, found '\(String(text.prefix(40)))'"))
            }
            headerAllowed = false
            guard abs(latitude) <= 90 else { return .failure(.malformed(line: lineNumber, message: "latitude \(fields[0]) is outside -90...90")) }
            guard abs(longitude) <= 180 else { return .failure(.malformed(line: lineNumber, message: "longitude \(fields[1]) is outside -180...180")) }
            result.append(Coordinate(latitude: latitude, longitude: longitude))
        }
        return .success(result)
    }
}

extension String {
    /// The string without a final carriage return.
    fileprivate func trimmingCarriageReturn() -> String {
        hasSuffix("\r") ? String(dropLast()) : self
    }
}
