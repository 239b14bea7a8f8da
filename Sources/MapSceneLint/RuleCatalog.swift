import MapSceneBase
import MapSceneCamera
import MapSceneCompile
import MapSceneDecode
import MapSceneResolve
import MapSceneSyntax
import MapSceneTerminal

/// The catalog of rules: every diagnostic names one of these, declared once beside the stage
/// that reports it (the `…Rules.swift` files of the stages' targets) and never written as a
/// loose string. The ids are what users see, filter on and configure, so they do not change.
/// `explanation`, `bad` and `good` are what `mapc explain` and `Docs/rules.md` show; a test lints
/// every `bad` (finding the rule) and `good` (not finding it).
extension Rule {
    /// Every rule mapc has, sorted by id: what `mapc rules` lists and SARIF's `tool.driver.rules`
    /// declares. A rule declared anywhere must be listed here; a test holds every declaration to it.
    package static let catalog: [Rule] = [
        .yamlSyntax,
        .yamlUndefinedAlias,
        .yamlEncoding,
        .yamlSize,
        .yamlEmpty,
        .yamlMultipleDocuments,
        .yamlDuplicateKey,
        .yamlKey,
        .yamlDepth,
        .yamlAlias,
        .dslSyntax,
        .dslErrorLimit,
        .dslEncoding,
        .dslSize,
        .dslEmpty,
        .dslDepth,
        .dslDuplicateKey,
        .wrongType,
        .unknownKey,
        .missingKey,
        .exclusiveKeys,
        .misplacedKey,
        .unknownValue,
        .invalidID,
        .valueRange,
        .zoomRange,
        .opacityRange,
        .canvasScale,
        .emptyValue,
        .tooFewPoints,
        .imageSize,
        .dashPattern,
        .gradientColors,
        .templateSyntax,
        .unknownUnit,
        .quantitySyntax,
        .unknownColor,
        .colorAlpha,
        .colorForm,
        .latitudeRange,
        .longitudeRange,
        .coordinatePair,
        .cameraForm,
        .formatVersion,
        .unusedSetting,
        .duplicateID,
        .unknownReference,
        .referenceKind,
        .tileTemplate,
        .tileSubdomain,
        .sourceFile,
        .dataFile,
        .dataFileSkipped,
        .imageFile,
        .tileFeatureDropped,
        .tileBudget,
        .tileSchemaUnknown,
        .styleFile,
        .styleUnsupported,
        .styleSource,
        .tileMissing,
        .tileZoomShallow,
        .tileCache,
        .dataProperty,
        .noFeatures,
        .dataStyle,
        .cameraPitch,
        .beyondMapEdge,
        .overlayOrder,
        .crossLevelOrder,
        .notDrawn,
        .noImagery,
        .scaleBar,
        .titleHidden,
        .legendEmpty,
        .legendTruncated,
        .legendHidden,
        .calloutHidden,
        .termCalloutHidden,
        .termTilePixels,
        .outOfView,
        .calloutMisplaced,
        .pinsOverlap,
        .textContrast,
        .overlayTooThin,
        .overlayTooSmall,
        .polygonSelfIntersection,
        .polylineOversampled,
        .cameraZoom,
        .missingTitle,
        .basemapDetail,
        .legendSameColor,
        .configUnknownRule,
        .configSeverity,
        .badSuppression,
        .unusedSuppression,
    ].sorted { $0.id < $1.id }

    /// The rule with this id, if there is one.
    package static func named(_ id: String) -> Rule? { byID[id] }

    private static let byID: [String: Rule] = Dictionary(uniqueKeysWithValues: catalog.map { ($0.id, $0) })
}
