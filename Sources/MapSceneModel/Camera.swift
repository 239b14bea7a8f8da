import MapSceneBase
import MapSceneGeometry

/// Where the map looks: exactly one camera form, plus pitch and heading.
package struct Camera: Sendable, Equatable {
    /// The form the scene used to aim the map.
    package var form: CameraForm
    /// Degrees the view tilts from looking straight down (`MKMapCamera.pitch`).
    package var pitch: Double
    /// Compass degrees the top of the view faces (`MKMapCamera.heading`).
    package var heading: Double
    /// Where the camera is written.
    package var range: SourceRange?
    /// Where the pitch is written, for the warning when it is clamped.
    package var pitchRange: SourceRange?

    /// The zoom levels a camera's `zoom` may take: those of web maps' 256-point tiles, from the
    /// world in one tile to the deepest zoom web maps and static-map APIs draw.
    package static let zoomLevels = Double(TileSettings.zooms.lowerBound)...Double(TileSettings.zooms.upperBound)
    /// The width of the world in canvas points at zoom 0: one 256-point tile.
    package static let tileSize = 256.0

    /// Creates a camera.
    package init(
        form: CameraForm, pitch: Double = 0, heading: Double = 0, range: SourceRange? = nil, pitchRange: SourceRange? = nil
    ) {
        self.form = form
        self.pitch = pitch
        self.heading = heading
        self.range = range
        self.pitchRange = pitchRange
    }
}

/// The ways MapKit aims a map.
package enum CameraForm: Sendable, Equatable {
    /// `MKCoordinateRegion(center:span:)`.
    case centerSpan(center: Coordinate, span: CoordinateSpan)
    /// `MKCoordinateRegionMakeWithDistance`: meters north–south and east–west.
    case centerDistance(center: Coordinate, northSouth: Double, eastWest: Double)
    /// `visibleMapRect`, in map points.
    case mapRect(MapRect)
    /// `MKMapCamera(lookingAtCenter:fromDistance:pitch:heading:)`: altitude in meters.
    case centerAltitude(center: Coordinate, altitude: Double)
    /// A web map's zoom level: the world is 256 · 2^zoom canvas points across at the center,
    /// whatever the pitch, as 256-point tiles at zoom `zoom` would draw it.
    case centerZoom(center: Coordinate, zoom: Double)
    /// `cameraLookingAtCenterCoordinate:fromEyeCoordinate:eyeAltitude:`.
    case lookAt(target: Coordinate, eye: Coordinate, altitude: Double)
    /// `mapRectThatFits:edgePadding:` around all elements or the listed ids.
    case fit(FitTarget, padding: EdgePadding)
}

/// What a fitting camera fits.
package enum FitTarget: Sendable, Equatable {
    /// Every annotation and overlay.
    case all
    /// The elements with these ids.
    case ids([String])
}

/// Padding in points inside the canvas edges (`UIEdgeInsets`).
package struct EdgePadding: Sendable, Equatable {
    /// Points inside the top edge.
    package var top: Double
    /// Points inside the right edge.
    package var right: Double
    /// Points inside the bottom edge.
    package var bottom: Double
    /// Points inside the left edge.
    package var left: Double

    /// Creates padding per side.
    package init(top: Double, right: Double, bottom: Double, left: Double) {
        self.top = top
        self.right = right
        self.bottom = bottom
        self.left = left
    }

    /// The same padding on every side.
    package init(all value: Double) {
        self.init(top: value, right: value, bottom: value, left: value)
    }

    /// No padding.
    package static let zero = EdgePadding(all: 0)
}
