import MapSceneBase

/// A data file a scene names — `polyline: {source: FILE}`, `data: FILE`, `from: FILE` — with
/// the format it is read as and the features it keeps.
package struct DataSource: Sendable, Equatable {
    /// The path as written, relative to the scene file's folder.
    package var path: String
    /// The format `format:` names; nil reads the format the file's extension names.
    package var format: DataFormat?
    /// `where:`: which features are kept.
    package var filter: FeatureFilter
    /// Where the path is written.
    package var range: SourceRange

    /// Creates a data source.
    package init(path: String, format: DataFormat? = nil, filter: FeatureFilter = FeatureFilter(), range: SourceRange) {
        self.path = path
        self.format = format
        self.filter = filter
        self.range = range
    }
}

/// `where: {PROPERTY: VALUE, ...}`: keeps the features whose every named property has the value
/// (or one of the values of a list). Values compare as text, as the file spells them.
package struct FeatureFilter: Sendable, Equatable {
    /// One `PROPERTY: VALUE` (or `PROPERTY: [VALUE, ...]`) of the filter.
    package struct Condition: Sendable, Equatable {
        /// The property's name.
        package var property: String
        /// The values it may have; a feature with any of them matches.
        package var values: [String]
        /// Where the condition is written.
        package var range: SourceRange

        /// Creates a condition.
        package init(property: String, values: [String], range: SourceRange) {
            self.property = property
            self.values = values
            self.range = range
        }
    }

    /// Every condition; a feature is kept when all hold.
    package var conditions: [Condition]

    /// Creates a filter; without conditions it keeps every feature.
    package init(_ conditions: [Condition] = []) {
        self.conditions = conditions
    }

    /// Whether a feature with `properties` is kept.
    package func keeps(_ properties: [String: String]) -> Bool {
        conditions.allSatisfy { condition in
            properties[condition.property].map { condition.values.contains($0) } ?? false
        }
    }
}
