// `swift package --allow-writing-to-package-directory generate-mocks --target MyApp [--output DIR]
// [--protocol Name ...]`: asks SwiftPM for the target's symbol graph (internal declarations
// included; public only for a target of a dependency), runs `stubkit-mockgen` on it with the graphs
// of the standard library and of the target's dependencies as context, and writes `MyAppMocks.swift`.
// By default the file goes to `Mocks/` in the first test target (by name) that depends on `MyApp`.
// All the generating is in the tool.
import Foundation
import PackagePlugin

@main
struct GenerateMocks: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let outputOption = extractor.extractOption(named: "output").last
        let protocols = extractor.extractOption(named: "protocol")
        let defaultProvidable = extractor.extractOption(named: "default-providable")
        guard extractor.remainingArguments.isEmpty else {
            throw PluginError("unexpected arguments \(extractor.remainingArguments.joined(separator: " ")); "
                + "usage: generate-mocks --target <name> [--output <dir>] [--protocol <name>]... "
                + "[--default-providable <type>]...")
        }
        guard !targetNames.isEmpty else {
            throw PluginError("name the target whose protocols to mock: generate-mocks --target <name>")
        }
        let tool = try context.tool(named: "stubkit-mockgen")
        let standardLibraryGraphs = standardLibraryGraphs(in: context)
        for name in targetNames {
            // A target of this package, or of a package it depends on (mocks of a library's protocols).
            guard let target = context.package.targets.first(where: { $0.name == name })
                ?? dependencyTargets(of: context.package).first(where: { $0.name == name })
            else {
                let names = context.package.targets.compactMap { $0 as? SwiftSourceModuleTarget }
                    .filter { $0.kind != .test }.map(\.name).sorted()
                throw PluginError(
                    "no target named \(name) in this package or its dependencies; this package's targets: "
                        + names.joined(separator: ", "))
            }
            let outputDirectory = try outputDirectory(for: target, option: outputOption, in: context.package)
            // A dependency's public protocols only: its internal ones are not the code under test's
            // API. Its graph has internal declarations all the same: a graph of public ones leaves
            // out underscored public requirements (GRDB's `_sqlAssociation`), which a mock needs.
            let isOwn = context.package.targets.contains { $0.id == target.id }
            let graphs = try symbolGraphs(of: target)
            // The graphs of the modules it depends on: parents declared there (`LogHandler`) are
            // implemented in the mock instead of leaving it out.
            var contextGraphs = standardLibraryGraphs
            for dependency in target.recursiveTargetDependencies where dependency is SwiftSourceModuleTarget {
                contextGraphs += try symbolGraphs(of: dependency)
            }
            var command = "swift package --allow-writing-to-package-directory generate-mocks --target \(name)"
            if let outputOption { command += " --output \(outputOption)" }
            for name in protocols { command += " --protocol \(name)" }
            for type in defaultProvidable { command += " --default-providable \(type)" }
            let output = outputDirectory.appendingPathComponent("\(target.name)Mocks.swift")
            var toolArguments = graphs + ["--output", output.path, "--regenerate-command", command]
            if !isOwn { toolArguments.append("--only-public") }
            for graph in contextGraphs { toolArguments += ["--context", graph] }
            for name in protocols { toolArguments += ["--protocol", name] }
            // The types the tests conform to DefaultProvidable, which no graph of the module shows.
            let conformances = testConformances(in: context.package, writingTo: outputDirectory, module: target.name)
            for type in Set(defaultProvidable + conformances).sorted() {
                toolArguments += ["--default-providable", type]
            }
            let process = Process()
            process.executableURL = tool.url
            process.arguments = toolArguments
            let errors = Pipe()
            process.standardError = errors
            try process.run()
            let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            guard process.terminationStatus == 0 else {
                // The tool's one line, without its "error: " (SwiftPM adds its own).
                let line = message.trimmingCharacters(in: .whitespacesAndNewlines)
                throw PluginError(line.hasPrefix("error: ") ? String(line.dropFirst(7)) : line)
            }
            print("Wrote \(output.path)")
        }
    }

    /// The `.symbols.json` files SwiftPM extracts for `target` (its extensions of other modules' types included).
    private func symbolGraphs(of target: Target) throws -> [String] {
        let result = try packageManager.getSymbolGraph(
            for: target, options: .init(minimumAccessLevel: .internal, includeSynthesized: false, includeSPI: true))
        return try FileManager.default.contentsOfDirectory(at: result.folderURL, includingPropertiesForKeys: nil)
            .filter { file in
                let fileName = file.lastPathComponent
                return fileName == "\(target.name).symbols.json" || fileName.hasPrefix("\(target.name)@")
            }
            .map(\.path)
            .sorted()
    }

    /// The standard library's graphs, extracted from the toolchain, for parents such as `Sequence`,
    /// `RawRepresentable` or `AsyncSequence` (`_Concurrency`'s protocols come in `_Concurrency@Swift`);
    /// none where the toolchain cannot extract them (the mocks of such protocols are then left out,
    /// with a comment).
    private func standardLibraryGraphs(in context: PluginContext) -> [String] {
        guard let extract = try? context.tool(named: "swift-symbolgraph-extract") else { return [] }
        let folder = context.pluginWorkDirectoryURL.appendingPathComponent("standard-library")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var arguments = ["-module-name", "Swift", "-output-dir", folder.path]
        #if os(macOS)
            guard let sdk = run(URL(fileURLWithPath: "/usr/bin/xcrun"), ["--sdk", "macosx", "--show-sdk-path"]) else {
                return []
            }
            #if arch(arm64)
                arguments += ["-target", "arm64-apple-macosx13.0", "-sdk", sdk]
            #else
                arguments += ["-target", "x86_64-apple-macosx13.0", "-sdk", sdk]
            #endif
        #elseif arch(arm64)
            arguments += ["-target", "aarch64-unknown-linux-gnu"]
        #else
            arguments += ["-target", "x86_64-unknown-linux-gnu"]
        #endif
        guard run(extract.url, arguments) != nil else { return [] }
        return ["Swift.symbols.json", "_Concurrency@Swift.symbols.json"]
            .map { folder.appendingPathComponent($0).path }
            .filter { FileManager.default.fileExists(atPath: $0) }
    }

    /// Runs `executable`, returning its output without surrounding space, or `nil` when it fails.
    private func run(_ executable: URL, _ arguments: [String]) -> String? {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return process.terminationStatus == 0 ? text.trimmingCharacters(in: .whitespacesAndNewlines) : nil
    }

    /// The types the test target receiving the mocks conforms to `DefaultProvidable`
    /// (`extension User: DefaultProvidable`), named as the mocks write them: without `module.`.
    private func testConformances(in package: Package, writingTo output: URL, module: String) -> [String] {
        guard
            let pattern = try? NSRegularExpression(
                pattern: #"extension\s+([A-Za-z_][A-Za-z0-9_.]*)\s*:[^{]*\bDefaultProvidable\b"#)
        else { return [] }
        var types: [String] = []
        let outputPath = output.standardizedFileURL.path + "/"
        let testTargets = package.targets.compactMap { $0 as? SwiftSourceModuleTarget }.filter {
            $0.kind == .test && outputPath.hasPrefix($0.directoryURL.standardizedFileURL.path + "/")
        }
        for target in testTargets {
            for file in target.sourceFiles(withSuffix: "swift") {
                guard let text = try? String(contentsOf: file.url, encoding: .utf8) else { continue }
                let range = NSRange(text.startIndex..., in: text)
                for match in pattern.matches(in: text, range: range) {
                    guard let name = Range(match.range(at: 1), in: text).map({ String(text[$0]) }) else { continue }
                    types.append(name.hasPrefix(module + ".") ? String(name.dropFirst(module.count + 1)) : name)
                }
            }
        }
        return types
    }

    /// Every target of the packages `package` depends on, directly or not.
    private func dependencyTargets(of package: Package) -> [Target] {
        var seen: Set<String> = []
        var targets: [Target] = []
        var pending = package.dependencies.map(\.package)
        while let next = pending.popLast() {
            guard seen.insert(next.id).inserted else { continue }
            targets += next.targets
            pending += next.dependencies.map(\.package)
        }
        return targets
    }

    /// `--output DIR` (relative to the package), or `Mocks/` in the first test target, by name, that
    /// depends on `target` (directly, else through other targets and products).
    private func outputDirectory(for target: Target, option: String?, in package: Package) throws -> URL {
        if let option {
            return option.hasPrefix("/")
                ? URL(fileURLWithPath: option)
                : package.directoryURL.appendingPathComponent(option)
        }
        let testTargets = package.targets.compactMap { $0 as? SwiftSourceModuleTarget }.filter { $0.kind == .test }
        let sorted = testTargets.sorted { $0.name < $1.name }
        let direct = sorted.first { module in
            module.dependencies.contains { dependency in
                if case .target(let dependedOn) = dependency { return dependedOn.name == target.name }
                return false
            }
        }
        let testTarget =
            direct ?? sorted.first { module in module.recursiveTargetDependencies.contains { $0.id == target.id } }
        guard let testTarget else {
            throw PluginError("no test target depends on \(target.name); pass --output <dir>")
        }
        return testTarget.directoryURL.appendingPathComponent("Mocks")
    }
}

/// A one-line error; SwiftPM prints it after "error: " and exits with a non-zero status.
struct PluginError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}

// Tools version 6.0 has only the `Path` spelling of the symbol-graph folder (`directoryURL` came
// in 6.1), and newer SwiftPM marks `Path` deprecated. Reading it through a protocol keeps the
// 6.0 API without a deprecation warning on every build.
private protocol SymbolGraphFolder {
    var directoryPath: Path { get }
}

private protocol PathText {
    var string: String { get }
}

extension PackageManager.SymbolGraphResult: SymbolGraphFolder {}
extension Path: PathText {}

extension PackageManager.SymbolGraphResult {
    /// The folder holding the target's `.symbols.json` files.
    fileprivate var folderURL: URL {
        let folder: any SymbolGraphFolder = self
        let text: any PathText = folder.directoryPath
        return URL(fileURLWithPath: text.string)
    }
}
