import MapSceneGeometry

/// The embedded world: Natural Earth's 1:110m country polygons, the basemap source `world`.
package enum WorldBasemap {
    /// A country's polygon (countries with islands have several).
    package struct Land: Sendable {
        /// The country's name.
        package var name: String
        /// The exterior ring, then any holes.
        package var rings: [[Coordinate]]
        /// The polygon's bounds in map points, for skipping it when it is out of view.
        package var bounds: MapRect
    }

    /// A populated place.
    package struct Place: Sendable {
        /// The place's name.
        package var name: String
        /// Where it is.
        package var coordinate: Coordinate
        /// Natural Earth's scale rank: 0 for the most important places, larger for lesser ones.
        package var rank: Int
        /// The population of the place's metropolitan area.
        package var population: Int

        package init(name: String, coordinate: Coordinate, rank: Int, population: Int) {
            self.name = name
            self.coordinate = coordinate
            self.rank = rank
            self.population = population
        }
    }

    /// Natural Earth's populated places, most important first (by rank, then population), parsed
    /// once on first use: the order they are labelled in.
    package static let places: [Place] = encodedPlaces.split(separator: "\n").compactMap { line in
        let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
        guard fields.count == 4, let comma = fields[1].firstIndex(of: ","),
            let lon = Double(fields[1][..<comma]), let lat = Double(fields[1][fields[1].index(after: comma)...]),
            let rank = Int(fields[2]), let population = Int(fields[3])
        else { return nil }
        return Place(
            name: String(fields[0]), coordinate: Coordinate(latitude: lat, longitude: lon), rank: rank, population: population)
    }

    /// What a map drawn from this source must credit.
    package static let attribution = "Made with Natural Earth"

    /// Every land polygon, parsed once on first use.
    package static let land: [Land] = parse(encoded)

    package static func parse(_ text: String) -> [Land] {
        var result: [Land] = []
        for line in text.split(separator: "\n") {
            guard let tab = line.firstIndex(of: "\t") else { continue }
            let rings = line[line.index(after: tab)...].split(separator: "|").map { ring in
                ring.split(separator: " ").compactMap { pair -> Coordinate? in
                    guard let comma = pair.firstIndex(of: ","),
                        let lon = Double(pair[..<comma]), let lat = Double(pair[pair.index(after: comma)...])
                    else { return nil }
                    return Coordinate(latitude: lat, longitude: lon)
                }
            }
            guard let exterior = rings.first, let bounds = MapRect.bounding(exterior.map(MapPoint.init)) else { continue }
            result.append(Land(name: String(line[..<tab]), rings: rings, bounds: bounds))
        }
        return result
    }
}
