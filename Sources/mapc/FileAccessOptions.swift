import ArgumentParser

/// How the files a scene names are read; shared by the commands that compile scenes.
struct FileAccessOptions: ParsableArguments {
    @Flag(help: "Let scenes read files outside their own folder (absolute paths, '..', symbolic links).")
    var allowOutsidePaths = false
}
