import MapSceneBase
import MapSceneModel

/// Reads a GeoJSON file into data features by `GeoJSONReader`'s rules. A geometry cut at the
/// antimeridian (RFC 7946 §3.1.9) is kept as the file gives it, in parts that meet at ±180
/// (`AntimeridianCuts` joins them).
///
/// Properties become text (`GeoJSONPropertyText`). Parts too degenerate to draw are left out with
/// one warning. The first thing that makes the file unreadable ends the reading, with an error at
/// its place: JSON syntax, a member of the wrong type, a position out of range.
package enum GeoJSONDataReader {
    /// The features of the GeoJSON in `text`.
    package static func read(_ text: DataText) -> (features: [DataFeature], problems: DataProblems) {
        var problems = DataProblems()
        var features: [DataFeature] = []
        do {
            let document = try LocatedJSON.parse(text.bytes).get()
            let (read, leftOut) = try GeoJSONReader.features(of: document, bytes: text.bytes)
            features.reserveCapacity(read.count)
            for feature in read {
                features.append(
                    DataFeature(
                        parts: feature.parts, properties: GeoJSONPropertyText.properties(feature.properties, bytes: text.bytes),
                        location: text.location(of: feature.offset)))
            }
            let nothingDrawn = features.allSatisfy(\.parts.isEmpty)
            leftOut.report(into: &problems, isAll: nothingDrawn)
            if leftOut.count == 0, nothingDrawn {
                problems.warning("the file holds no geometry", at: document.offset)
            }
        } catch let failure as LocatedJSON.Failure {
            problems.error(failure.message, at: failure.offset)
        } catch {
            problems.error("\(error)", at: text.textStart)
        }
        return (features, problems)
    }
}
