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

    /// `x86_64-unknown-linux-gnu`, `arm64-apple-macosx13.0`.
    static let target: String = {
        guard let output = try? run(tool("swiftc"), ["-print-target-info"]),
            let json = try? JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any],
            let target = json["target"] as? [String: Any], let triple = target["unversionedTriple"] as? String
        else { return "" }
        return triple
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

/// The graphs (main and extension files) the toolchain writes for `source` compiled as `module`.
///
/// - Parameter dependencies: Sources of modules `source` imports, compiled first, by module name.
func symbolGraphs(module: String = "App", _ source: String, dependencies: [(String, String)] = []) throws
    -> [(name: String, data: Data)]
{
    let key = stableHash(([module, source, Toolchain.target] + dependencies.flatMap { [$0.0, $0.1] }).joined(separator: "\u{0}"))
    let cache = FileManager.default.temporaryDirectory.appendingPathComponent("stubkit-snippet-graphs")
    let folder = cache.appendingPathComponent(key)
    if !FileManager.default.fileExists(atPath: folder.path) {
        let work = cache.appendingPathComponent(key + "-" + UUID().uuidString)
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        for (name, text) in dependencies + [(module, source)] {
            let file = work.appendingPathComponent("\(name).swift")
            try text.write(to: file, atomically: true, encoding: .utf8)
            try Toolchain.run(
                Toolchain.tool("swiftc"),
                [
                    "-emit-module", "-module-name", name, "-parse-as-library", "-swift-version", "6", "-I", work.path,
                    "-emit-module-path", work.appendingPathComponent("\(name).swiftmodule").path, file.path,
                ])
        }
        let graphs = work.appendingPathComponent("graphs")
        try FileManager.default.createDirectory(at: graphs, withIntermediateDirectories: true)
        for name in dependencies.map(\.0) + [module] {
            try Toolchain.run(
                Toolchain.tool("swift-symbolgraph-extract"),
                [
                    "-module-name", name, "-I", work.path, "-output-dir", graphs.path, "-minimum-access-level",
                    "internal", "-target", Toolchain.target,
                ])
        }
        // Another test may have written the same graphs meanwhile: either copy is the same.
        try? FileManager.default.moveItem(at: graphs, to: folder)
    }
    return try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted().map { name in
        (name, try Data(contentsOf: folder.appendingPathComponent(name)))
    }
}

/// The standard library's graphs (`Swift` and `_Concurrency@Swift`), extracted once, for
/// protocols refining `Sequence` or `AsyncSequence`.
let standardLibraryGraphs: [(name: String, data: Data)] = {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "stubkit-snippet-graphs/Swift-" + stableHash(Toolchain.target))
    if !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Swift.symbols.json").path) {
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        _ = try? Toolchain.run(
            Toolchain.tool("swift-symbolgraph-extract"),
            ["-module-name", "Swift", "-output-dir", folder.path, "-target", Toolchain.target])
    }
    return ["Swift.symbols.json", "_Concurrency@Swift.symbols.json"].compactMap { name in
        (try? Data(contentsOf: folder.appendingPathComponent(name))).map { (name, $0) }
    }
}()

/// The generated text for the protocols of `source` (all, or those named), without the file header.
///
/// With `STUBKIT_SNIPPET_DUMP=<folder>`, also writes the text to `<folder>/<test>.txt`, so that a
/// change of pattern can be reviewed as a whole and pasted into the expectations.
func mockText(
    _ source: String, module: String = "App", protocols: [String] = [], standardLibrary: Bool = false,
    dependencies: [(String, String)] = [], test: String = #function
) throws -> String {
    var context = standardLibrary ? standardLibraryGraphs : []
    let graphs = try symbolGraphs(module: module, source, dependencies: dependencies)
    let own = graphs.filter { $0.name.hasPrefix(module + ".") || $0.name.hasPrefix(module + "@") }
    if !dependencies.isEmpty {
        context += try dependencies.flatMap { dependency in
            try symbolGraphs(module: module, source, dependencies: dependencies).filter {
                $0.name == dependency.0 + ".symbols.json"
            }
        }
    }
    let text = try MockGenerator(protocols: protocols, regenerateCommand: "regenerate").generate(
        symbolGraphs: own, context: context)
    let mocks = text.components(separatedBy: "import StubKit\n\n").last!
    if let folder = ProcessInfo.processInfo.environment["STUBKIT_SNIPPET_DUMP"] {
        let name = test.prefix { $0 != "(" }
        try? mocks.write(toFile: "\(folder)/\(name).txt", atomically: true, encoding: .utf8)
    }
    return mocks
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
