/// The examples the tests that run outside renderers on whole pictures (rsvg-convert, qpdf,
/// pdftotext) or compare whole PNGs and PDFs draw: between them every kind of thing a picture
/// holds — labels in every script and callouts (`scripts`), a style's sprite icons drawn many
/// times (`helsinki-bright`, `helsinki-protomaps`), raster tiles (`helsinki-raster`), images and a
/// dark canvas (`bikeshare`), a legend over large areas (`europe`), a pitched camera (`pitched`),
/// a track with pins (`track`).
public let examplesDrawnByRenderers = [
    "bikeshare", "europe", "helsinki-bright", "helsinki-protomaps", "helsinki-raster", "pitched", "scripts", "track",
]
