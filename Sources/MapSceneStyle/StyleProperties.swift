/// What the style spec (v8) says of the layout and paint properties mapc reads.
package enum StyleProperties {
    /// The properties whose legacy functions interpolate (`"interpolated": true` in the spec);
    /// the others step from stop to stop.
    package static let interpolated: Set<String> = [
        "background-color", "background-opacity", "circle-blur", "circle-color", "circle-opacity", "circle-radius",
        "circle-stroke-color", "circle-stroke-opacity", "circle-stroke-width", "circle-translate", "fill-color",
        "fill-extrusion-base", "fill-extrusion-color", "fill-extrusion-height", "fill-extrusion-opacity",
        "fill-extrusion-translate", "fill-opacity", "fill-outline-color", "fill-translate", "heatmap-color",
        "heatmap-intensity", "heatmap-opacity", "heatmap-radius", "heatmap-weight", "hillshade-accent-color",
        "hillshade-exaggeration", "hillshade-highlight-color", "hillshade-shadow-color", "icon-color", "icon-halo-blur",
        "icon-halo-color", "icon-halo-width", "icon-offset", "icon-opacity", "icon-padding", "icon-rotate", "icon-size",
        "icon-text-fit-padding", "icon-translate", "line-blur", "line-color", "line-gap-width", "line-gradient",
        "line-miter-limit", "line-offset", "line-opacity", "line-round-limit", "line-translate", "line-width",
        "raster-brightness-max", "raster-brightness-min", "raster-contrast", "raster-fade-duration", "raster-hue-rotate",
        "raster-opacity", "raster-saturation", "symbol-spacing", "text-color", "text-halo-blur", "text-halo-color",
        "text-halo-width", "text-letter-spacing", "text-line-height", "text-max-angle", "text-max-width", "text-offset",
        "text-opacity", "text-padding", "text-radial-offset", "text-rotate", "text-size", "text-translate",
    ]

    /// The properties whose constant value is a list of strings (`"text-font": ["Noto Sans
    /// Regular"]`); for any other property an array that starts with a string is an expression.
    package static let stringLists: Set<String> = [
        "text-font", "text-variable-anchor", "text-variable-anchor-offset", "text-writing-mode",
    ]

    /// The properties whose constant strings hold `{property}` tokens.
    package static let tokens: Set<String> = ["text-field", "icon-image"]

    /// The properties mapc draws (issue 44's list); a layer's other properties are reported as
    /// unsupported. Properties that only tune a renderer's placement or transitions and change
    /// nothing in a still picture are counted as drawn.
    package static let drawn: Set<String> = [
        "background-color", "background-opacity",
        "fill-color", "fill-opacity", "fill-outline-color", "fill-antialias",
        "fill-extrusion-color", "fill-extrusion-opacity", "fill-extrusion-height", "fill-extrusion-base",
        "line-color", "line-width", "line-opacity", "line-dasharray", "line-cap", "line-join", "line-offset",
        "line-gap-width", "line-miter-limit", "line-round-limit", "line-blur",
        "circle-color", "circle-radius", "circle-opacity", "circle-stroke-color", "circle-stroke-width",
        "circle-stroke-opacity", "circle-blur",
        "text-field", "text-size", "text-color", "text-opacity", "text-halo-color", "text-halo-width", "text-halo-blur",
        "text-transform", "symbol-placement", "text-max-width", "text-font", "text-anchor", "text-offset",
        "text-justify", "text-line-height", "text-padding", "symbol-spacing",
        "symbol-avoid-edges", "text-allow-overlap", "text-ignore-placement", "text-optional", "text-max-angle",
        "text-keep-upright", "text-rotation-alignment", "text-pitch-alignment", "symbol-sort-key", "symbol-z-order",
        "icon-image", "icon-size", "icon-opacity", "icon-anchor", "icon-offset", "icon-allow-overlap",
        "icon-ignore-placement", "icon-optional", "icon-rotation-alignment", "icon-pitch-alignment", "icon-padding",
        "raster-opacity", "raster-resampling", "raster-fade-duration",
        "fill-sort-key", "line-sort-key", "circle-sort-key", "fill-extrusion-vertical-gradient",
        "fill-translate", "fill-extrusion-translate", "line-translate", "circle-translate", "text-translate",
    ]
}
