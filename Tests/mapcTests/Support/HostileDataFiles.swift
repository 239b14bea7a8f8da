/// Data files of a few kilobytes to a few tens of megabytes, built at run time, that would make
/// a reader take time or memory out of all proportion to their size.
enum HostileDataFiles {
    /// A CSV of `rows` points under a header of `columns` columns, every field past the
    /// coordinates empty: a dictionary entry for each comma.
    static func wideCSV(rows: Int, columns: Int) -> String {
        let header = "lat,lon" + (2..<columns).map { ",c\($0)" }.joined() + "\n"
        let row = "60.17,24.94" + String(repeating: ",", count: columns - 2) + "\n"
        return header + String(repeating: row, count: rows)
    }

    /// A GPX file whose document type declares an entity of `entityBytes` bytes, and whose one
    /// waypoint's name refers to it `references` times.
    static func entityExpansionGPX(references: Int, entityBytes: Int) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE gpx [ <!ENTITY y "\(String(repeating: "x", count: entityBytes))"> ]>
        <gpx version="1.1" creator="hostile" xmlns="http://www.topografix.com/GPX/1/1">
          <wpt lat="60.17" lon="24.94"><name>\(String(repeating: "&y;", count: references))</name></wpt>
        </gpx>

        """
    }

    /// A GPX file whose one waypoint has `count` attributes besides its coordinates.
    static func manyAttributesGPX(_ count: Int) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <gpx version="1.1" creator="hostile" xmlns="http://www.topografix.com/GPX/1/1">
          <wpt lat="60.17" lon="24.94"\((0..<count).map { " a\($0)=\"1\"" }.joined())><name>A</name></wpt>
        </gpx>

        """
    }

    /// A KML file of `depth` folders, one inside the other, before its one placemark.
    static func deepKML(_ depth: Int) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <kml xmlns="http://www.opengis.net/kml/2.2"><Document>
        \(String(repeating: "<Folder>", count: depth))\(String(repeating: "</Folder>", count: depth))
        <Placemark><name>A</name><Point><coordinates>24.94,60.17</coordinates></Point></Placemark>
        </Document></kml>

        """
    }
}
