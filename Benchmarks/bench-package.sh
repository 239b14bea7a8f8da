# Sourced by the bench-*.sh scripts that time MapScene's own functions: builds a benchmark's
# main.swift in release mode as a scratch package outside the repository that depends on this
# one by path (so it always has the same targets and system libraries), compiled with testing
# enabled so the benchmark can `@testable import` the stage it times (MapSceneGeometry,
# MapSceneResolve, …) and reach its functions.

# bench_build SCRATCH MAIN_SWIFT: builds MAIN_SWIFT as SCRATCH's `Bench` executable (progress on
# standard error) and prints the executable's path.
bench_build() {
  local scratch="$1" main="$2"
  local root
  root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
  # An older layout linked this repository's targets into Sources/.
  find "$scratch/Sources" -mindepth 1 -maxdepth 1 -type l -delete 2>/dev/null || true
  mkdir -p "$scratch/Sources/Bench"
  cp "$main" "$scratch/Sources/Bench/main.swift"
  cat > "$scratch/Package.swift" <<SWIFT
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "bench",
    dependencies: [.package(name: "mapc", path: "$root")],
    targets: [
        .executableTarget(name: "Bench", dependencies: [.product(name: "MapScene", package: "mapc")]),
    ]
)
SWIFT
  swift build -c release -Xswiftc -enable-testing --package-path "$scratch" >&2 || return
  echo "$scratch/.build/release/Bench"
}
