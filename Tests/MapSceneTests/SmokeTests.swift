import Testing
@testable import MapScene
