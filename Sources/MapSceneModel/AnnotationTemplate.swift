import MapSceneBase

/// An annotation entry written once for every point of a data file (`from: FILE`): GPX
/// waypoints, GeoJSON and KML points, CSV rows. The resolve stage turns it into one
/// `Annotation` per point feature the filter keeps, with the entry's look, priority, cluster
/// group and callout, and its title, subtitle and id filled from the feature's properties.
package struct AnnotationTemplate: Sendable, Equatable {
    /// How the annotations' ids are made.
    package enum IDs: Sendable, Equatable {
        /// `NAME.1`, `NAME.2`, ...: the entry's `id` (or `annotation-K` for the K-th entry when
        /// it has none), then the annotation's 1-based place among the entry's.
        case numbered(String)
        /// An id template such as `"stop-{ref}"`, filled from each feature.
        case template(TextTemplate)
    }

    /// The file and the features it keeps.
    package var source: DataSource
    /// How the ids are made.
    package var ids: IDs
    /// Where the ids are written: the entry's `id`, or the entry when it has none.
    package var idRange: SourceRange
    /// The title template; nil takes each feature's simplestyle `title`.
    package var title: TextTemplate?
    /// The subtitle template; nil takes each feature's simplestyle `description`.
    package var subtitle: TextTemplate?
    /// The look every annotation has.
    package var look: AnnotationLook
    /// Whether the entry gives the look's color itself; when not, a feature's `marker-color` colors its pin, marker or dot.
    package var setsColor: Bool
    /// Display priority.
    package var priority: DisplayPriority
    /// Cluster group.
    package var cluster: String?
    /// Callout.
    package var callout: Callout?
    /// Where the entry is written.
    package var range: SourceRange
    /// Where its annotations go among the scene's: after this many annotations written before it.
    package var position: Int

    /// Creates an annotation template.
    package init(
        source: DataSource, ids: IDs, idRange: SourceRange, title: TextTemplate? = nil, subtitle: TextTemplate? = nil,
        look: AnnotationLook = .pin(color: .pinRed), setsColor: Bool = false, priority: DisplayPriority = .required,
        cluster: String? = nil, callout: Callout? = nil, range: SourceRange, position: Int
    ) {
        self.source = source
        self.ids = ids
        self.idRange = idRange
        self.title = title
        self.subtitle = subtitle
        self.look = look
        self.setsColor = setsColor
        self.priority = priority
        self.cluster = cluster
        self.callout = callout
        self.range = range
        self.position = position
    }

    /// The name `fit` may use for all of the entry's annotations: the entry's plain `id`.
    package var name: String? {
        if case .numbered(let name) = ids { return name }
        return nil
    }
}
