// What a Swift program that imports MapScene uses: the types of `SceneCompilation`'s inputs and
// results — diagnostics, options, the render list and its items, the backends' options — live in
// the layers below, and come with this module.
@_exported import MapSceneBase
@_exported import MapSceneGeometry
@_exported import MapSceneImage
@_exported import MapSceneModel
@_exported import MapSceneRenderList
@_exported import MapSceneSVG
@_exported import MapSceneTerminal
