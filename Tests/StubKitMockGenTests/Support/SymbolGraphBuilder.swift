// Real symbol graphs for snippet tests: each test's Swift source is compiled into a module by the
// toolchain's `swiftc`, and its graph extracted by `swift-symbolgraph-extract` with internal
// declarations, as the plugin does. The generator is tested on what the compiler writes, never on
// hand-made JSON. Graphs are cached by source (in the temporary folder), so a second run of the
// suite compiles nothing.
import Foundation

@testable import StubKitMockGen

/// Where the toolchain's tools are, and the target to extract graphs for.
enum Toolchain {
    /// `swiftc` and `swift-symbolgraph-extract` from `PATH` (or `STUBKIT_TOOLCHAIN_BIN`).
    static func tool(_ name: String) throws -> String {
        let environment = ProcessInfo.processInfo.environment
        let folders =
            (environment["STUBKIT_TOOLCHAIN_BIN"].map { [$0] } ?? [])
            + (environment["PATH"] ?? "/usr/bin").split(separator: ":").map(String.init)
        for folder in folders where FileManager.default.isExecutableFile(atPath: folder + "/" + name) {
            return folder + "/" + name
        }
        throw SnippetError("\(name) is not on PATH")
    }

    /// `x86_64-unknown-linux-gnu`, `arm64-apple-macosx13.0`: the target `swiftc` compiles for by
    /// default, deployment version included (the extractor refuses a module built for a later one).
    static var target: String { info.target }

    /// The compiler's version and target: part of every cache key, so graphs of another
    /// toolchain are never reused.
    static var fingerprint: String { info.version + " " + info.target }

    private static let info: (target: String, version: String) = {
        guard let output = try? run(tool("swiftc"), ["-print-target-info"]),
            let json = try? JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any],
            let target = json["target"] as? [String: Any], let triple = target["triple"] as? String
        else { return ("", "") }
        return (triple, json["compilerVersion"] as? String ?? "")
    }()

    /// Runs a tool; throws with its output when it fails.
    @discardableResult
    static func run(_ executable: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        guard process.terminationStatus == 0 else {
            throw SnippetError("\(URL(fileURLWithPath: executable).lastPathComponent) failed:\n\(text)")
        }
        return text
    }
}

struct SnippetError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// The graphs the toolchain writes for `source` compiled as `module`, and for its dependencies.
///
/// - Parameters:
///   - module: The module's name.
///   - source: The module's one source file.
///   - dependencies: Modules `source` imports, by name and source, compiled first in their order
///     (a dependency may import those before it).
/// - Returns: Each graph file (main and extension files, the dependencies' too) by name.
/// - Throws: ``SnippetError`` with the compiler's output when a source does not compile.
func symbolGraphs(module: String = "App", _ source: String, dependencies: [(String, String)] = []) throws
    -> [(name: String, data: Data)]
{
    let key = stableHash(
        ([graphRecipe, module, source, Toolchain.fingerprint] + dependencies.flatMap { [$0.0, $0.1] })
            .joined(separator: "\u{0}"))
    let folder = snippetCache.appendingPathComponent(key)
    if !FileManager.default.fileExists(atPath: folder.path) {
        let work = snippetCache.appendingPathComponent(key + "-" + UUID().uuidString)
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        for (name, text) in dependencies + [(module, source)] {
            let file = work.appendingPathComponent("\(name).swift")
            try text.write(to: file, atomically: true, encoding: .utf8)
            try emitModule(name, from: file, into: work)
        }
        let graphs = work.appendingPathComponent("graphs")
        try FileManager.default.createDirectory(at: graphs, withIntermediateDirectories: true)
        for name in dependencies.map(\.0) + [module] {
            try Toolchain.run(
                Toolchain.tool("swift-symbolgraph-extract"),
                [
                    "-module-name", name, "-I", work.path, "-output-dir", graphs.path, "-minimum-access-level",
                    "internal", "-include-spi-symbols", "-target", Toolchain.target,
                ])
        }
        // Another test may have written the same graphs meanwhile: either copy is the same.
        try? FileManager.default.moveItem(at: graphs, to: folder)
    }
    return try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted().map { name in
        (name, try Data(contentsOf: folder.appendingPathComponent(name)))
    }
}

/// The graphs of a module `App` that only re-exports a module `Core`, and `Core`'s own.
///
/// `App`'s is the one the compiler writes when it builds `App` (`-emit-symbol-graph`, as a SwiftPM
/// build with `-Xswiftc -emit-symbol-graph` does): `Core`'s public symbols under `App`'s name, the
/// underscored ones left out. `Core`'s is extracted with its internal declarations.
func reexportingGraphs(core: String) throws -> (app: [(name: String, data: Data)], core: [(name: String, data: Data)]) {
    let work = FileManager.default.temporaryDirectory.appendingPathComponent("stubkit-reexport-" + UUID().uuidString)
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: work) }
    let swiftc = try Toolchain.tool("swiftc")
    let graphs = work.appendingPathComponent("graphs")
    try FileManager.default.createDirectory(at: graphs, withIntermediateDirectories: true)
    for (name, source) in [("Core", core), ("App", "@_exported import Core\n")] {
        let file = work.appendingPathComponent("\(name).swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        var arguments = [
            "-emit-module", "-module-name", name, "-parse-as-library", "-swift-version", "6", "-I", work.path,
            "-emit-module-path", work.appendingPathComponent("\(name).swiftmodule").path, file.path,
        ]
        if name == "App" { arguments += ["-emit-symbol-graph", "-emit-symbol-graph-dir", graphs.path] }
        try Toolchain.run(swiftc, arguments)
    }
    let coreGraphs = work.appendingPathComponent("core")
    try FileManager.default.createDirectory(at: coreGraphs, withIntermediateDirectories: true)
    try Toolchain.run(
        Toolchain.tool("swift-symbolgraph-extract"),
        [
            "-module-name", "Core", "-I", work.path, "-output-dir", coreGraphs.path, "-minimum-access-level",
            "internal", "-target", Toolchain.target,
        ])
    func read(_ folder: URL, _ name: String) throws -> [(name: String, data: Data)] {
        [(name, try Data(contentsOf: folder.appendingPathComponent(name)))]
    }
    return (try read(graphs, "App.symbols.json"), try read(coreGraphs, "Core.symbols.json"))
}

/// Compiles `file` into `<folder>/<name>.swiftmodule`, with its source info.
///
/// `-enable-testing`, as SwiftPM's debug builds: without it (or without the source info) the graph
/// of internal declarations has no source locations, and the mocks' members come in name order.
/// The frontend alone starts in a third of the driver's time, which makes a cold run of the suite
/// about twice as fast; its flags are not a stable interface, so where it fails (a platform that
/// wants its SDK named, a source with an error) the driver compiles, and reports any error.
private func emitModule(_ name: String, from file: URL, into folder: URL) throws {
    let arguments = [
        "-module-name", name, "-parse-as-library", "-swift-version", "6", "-enable-testing", "-I", folder.path,
        "-emit-module-path", folder.appendingPathComponent("\(name).swiftmodule").path,
        "-emit-module-source-info-path", folder.appendingPathComponent("\(name).swiftsourceinfo").path, file.path,
    ]
    let swiftc = try Toolchain.tool("swiftc")
    if (try? Toolchain.run(swiftc, ["-frontend", "-emit-module", "-target", Toolchain.target] + arguments)) != nil {
        return
    }
    try Toolchain.run(swiftc, ["-emit-module"] + arguments)
}

/// Where compiled graphs are kept between runs: `$TMPDIR/stubkit-snippet-graphs`.
let snippetCache = FileManager.default.temporaryDirectory.appendingPathComponent("stubkit-snippet-graphs")

/// How the graphs are made, part of every cache key: change it with `emitModule` or the
/// extractor's arguments, so that graphs cached by an older recipe are made again.
private let graphRecipe = "swift 6, -enable-testing, source info; internal declarations; no synthesized members"

/// The standard library's graphs (`Swift` and `_Concurrency@Swift`), extracted once, for protocols
/// refining `Sequence` or `AsyncSequence`.
///
/// Without the members that protocol extensions give the standard library's types (synthesized
/// members, which change no mock): 20 MB instead of 48, extracted in 3 s instead of 6, and decoded
/// by the generator (in a debug build) in 2 s instead of 4.5 in each test that uses them.
let standardLibraryGraphs: [(name: String, data: Data)] = {
    let folder = snippetCache.appendingPathComponent("Swift-" + stableHash(graphRecipe + Toolchain.fingerprint))
    if !FileManager.default.fileExists(atPath: folder.path) {
        // Written aside and moved in whole: another run never reads half the files.
        let work = snippetCache.appendingPathComponent("Swift-" + UUID().uuidString)
        try? FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        if (try? Toolchain.run(
            Toolchain.tool("swift-symbolgraph-extract"),
            [
                "-module-name", "Swift", "-output-dir", work.path, "-target", Toolchain.target,
                "-skip-synthesized-members",
            ])) != nil
        {
            try? FileManager.default.moveItem(at: work, to: folder)
        }
        try? FileManager.default.removeItem(at: work)
    }
    return ["Swift.symbols.json", "_Concurrency@Swift.symbols.json"].compactMap { name in
        (try? Data(contentsOf: folder.appendingPathComponent(name))).map { (name, $0) }
    }
}()

/// The whole generated file for the protocols of `source` (all, or those named), as the plugin
/// would write it: the module's graphs are mocked, its dependencies' main graphs (and the standard
/// library's, with `standardLibrary`) are the context.
func generatedFile(
    _ source: String, module: String = "App", protocols: [String] = [], standardLibrary: Bool = false,
    dependencies: [(String, String)] = [], mainActorByDefault: Bool = false, onlyPublic: Bool = false,
    keptDefaults: [String] = [], interceptedDefaults: [String] = [], strict: [String] = [], classes: [String] = [],
    noncopyable: Set<String> = []
) throws -> String {
    let graphs = try symbolGraphs(module: module, source, dependencies: dependencies)
    let own = graphs.filter { $0.name == module + ".symbols.json" || $0.name.hasPrefix(module + "@") }
    let context =
        (standardLibrary ? standardLibraryGraphs : [])
        + graphs.filter { graph in dependencies.contains { graph.name == $0.0 + ".symbols.json" } }
    var generator = MockGenerator(protocols: protocols, regenerateCommand: "regenerate")
    generator.mainActorByDefault = mainActorByDefault
    generator.onlyPublicProtocols = onlyPublic
    generator.keptDefaults = keptDefaults
    generator.interceptedDefaults = interceptedDefaults
    generator.strictSelectors = strict
    generator.classes = classes
    generator.noncopyableTypes = noncopyable
    return try generator.generate(symbolGraphs: own, context: context)
}

/// The generated text for the protocols of `source` (all, or those named), without the file's
/// header: what follows its last `import` line and the blank line after it.
///
/// With `STUBKIT_SNIPPET_DUMP=<folder>`, also writes `<folder>/<test>.txt` (this text), and
/// `<test>.source.swift` and `<test>.generated.swift` (the whole file), so that a change of
/// pattern can be reviewed as a whole, pasted into the expectations, and type-checked.
func mockText(
    _ source: String, module: String = "App", protocols: [String] = [], standardLibrary: Bool = false,
    dependencies: [(String, String)] = [], mainActorByDefault: Bool = false, onlyPublic: Bool = false,
    keptDefaults: [String] = [], interceptedDefaults: [String] = [], strict: [String] = [], classes: [String] = [],
    noncopyable: Set<String> = [], test: String = #function
) throws -> String {
    let file = try generatedFile(
        source, module: module, protocols: protocols, standardLibrary: standardLibrary, dependencies: dependencies,
        mainActorByDefault: mainActorByDefault, onlyPublic: onlyPublic, keptDefaults: keptDefaults,
        interceptedDefaults: interceptedDefaults, strict: strict, classes: classes, noncopyable: noncopyable)
    let mocks = withoutHeader(file)
    if let folder = ProcessInfo.processInfo.environment["STUBKIT_SNIPPET_DUMP"] {
        let name = test.prefix { $0 != "(" }
        try? mocks.write(toFile: "\(folder)/\(name).txt", atomically: true, encoding: .utf8)
        try? source.write(toFile: "\(folder)/\(name).source.swift", atomically: true, encoding: .utf8)
        try? file.write(toFile: "\(folder)/\(name).generated.swift", atomically: true, encoding: .utf8)
    }
    return mocks
}

/// A generated file's text after its header: after the last `import` (or `@testable import`)
/// line of the header, and the blank line after it.
func withoutHeader(_ file: String) -> String {
    let lines = file.split(separator: "\n", omittingEmptySubsequences: false)
    var lastImport: Int?
    for (index, line) in lines.enumerated() {
        if line.hasPrefix("import ") || line.hasPrefix("@testable import ") {
            lastImport = index
        } else if !line.isEmpty, !line.hasPrefix("//") {
            break
        }
    }
    guard var start = lastImport.map({ $0 + 1 }) else { return file }
    if start < lines.count, lines[start].isEmpty { start += 1 }
    return lines[start...].joined(separator: "\n")
}

/// FNV-1a, 64 bits, in hex: the same on every run and platform (unlike `hashValue`).
func stableHash(_ text: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
        hash ^= UInt64(byte)
        hash = hash &* 0x100_0000_01b3
    }
    return String(hash, radix: 16)
}

/// The symbols of `module`'s main graph for `source`, by path (`Parser.parse(_:into:)`), as the
/// compiler writes them: for tests of the model on real declarations.
func symbols(module: String = "App", _ source: String, dependencies: [(String, String)] = []) throws
    -> [String: SymbolGraph.Symbol]
{
    var symbols: [String: SymbolGraph.Symbol] = [:]
    for graph in try symbolGraphs(module: module, source, dependencies: dependencies)
    where graph.name == module + ".symbols.json" {
        for symbol in try SymbolGraph.decode(graph.data, name: graph.name).symbols {
            symbols[symbol.pathComponents.joined(separator: ".")] = symbol
        }
    }
    return symbols
}
