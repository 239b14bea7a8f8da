extension Rule {
    /// Every rule mapc has, sorted by id: what `mapc rules` lists and SARIF's `tool.driver.rules`
    /// declares. A rule declared anywhere must be listed here; a test holds every declaration to it.
    public static let catalog: [Rule] = [
        .yamlSyntax,
        .yamlEncoding,
        .yamlSize,
        .yamlEmpty,
        .yamlMultipleDocuments,
        .yamlDuplicateKey,
        .yamlKey,
        .yamlDepth,
        .yamlAlias,
        .dslSyntax,
        .dslEncoding,
        .dslSize,
        .dslEmpty,
        .dslDepth,
        .dslDuplicateKey,
        .wrongType,
        .unknownKey,
        .missingKey,
        .badValue,
        .badUnit,
        .badColor,
        .colorForm,
        .latitudeRange,
        .longitudeRange,
        .cameraForm,
        .formatVersion,
        .unusedSetting,
        .duplicateID,
        .unknownReference,
        .sourceFile,
        .dataFile,
        .imageFile,
        .tileFeatureDropped,
        .tileMissing,
        .tileCache,
        .dataProperty,
        .noFeatures,
        .dataStyle,
        .cameraPitch,
        .overlayOrder,
        .notDrawn,
        .noImagery,
        .scaleBar,
        .titleHidden,
        .legend,
        .calloutHidden,
    ].sorted { $0.id < $1.id }

    /// The rule with this id, if there is one.
    public static func named(_ id: String) -> Rule? { byID[id] }

    private static let byID: [String: Rule] = Dictionary(uniqueKeysWithValues: catalog.map { ($0.id, $0) })
}
