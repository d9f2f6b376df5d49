// `swift package --allow-writing-to-package-directory generate-mocks --target MyApp [--output DIR]
// [--protocol Name ...] [--class Name ...] [--default-providable Type ...] [--default-isolation MainActor] [--skip-typecheck]
// [--keep-default Selector ...] [--intercept-default Selector ...] [--strict Selector ...] [--check]`: asks SwiftPM for the
// target's symbol graph (internal declarations included; public only for a target of a dependency),
// runs `stubkit-mockgen` on it with, as context, the standard library's graphs and those of the
// dependencies its protocols' parents and types come from, type-checks the file against the modules
// just built (members the compiler rejects become placeholders), and writes `MyAppMocks.swift`.
// By default the file goes to `Mocks/` in the first test target (by name) that depends on `MyApp`.
// The generating and the type-check loop are in the tool; the plugin finds the graphs and modules,
// and caches the context graphs (the standard library's per toolchain, a dependency's per build of
// its module), so that a regeneration reads only what changed.
import Foundation
import PackagePlugin

@main
struct GenerateMocks: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let outputOption = extractor.extractOption(named: "output").last
        let protocols = extractor.extractOption(named: "protocol")
        // Classes to mock with a subclass: none unless named.
        let classes = extractor.extractOption(named: "class")
        let defaultProvidable = extractor.extractOption(named: "default-providable")
        // The test target's default isolation (`.defaultIsolation(MainActor.self)`), which a plugin
        // cannot read from the manifest: the tool writes `nonisolated` mocks of nonisolated protocols.
        let defaultIsolation = extractor.extractOption(named: "default-isolation").last
        let skipTypeCheck = extractor.extractFlag(named: "skip-typecheck") > 0
        // Requirements a protocol extension implements: left to it, or implemented by the mock.
        let keptDefaults = extractor.extractOption(named: "keep-default")
        let interceptedDefaults = extractor.extractOption(named: "intercept-default")
        let strictSelectors = extractor.extractOption(named: "strict")
        // Write nothing; fail with a unified diff when the file is not what the protocols give (CI).
        let check = extractor.extractFlag(named: "check") > 0
        guard extractor.remainingArguments.isEmpty else {
            throw PluginError(
                "unexpected arguments \(extractor.remainingArguments.joined(separator: " ")); "
                    + "usage: generate-mocks --target <name> [--output <dir>] [--protocol <name>]... [--class <name>]... "
                    + "[--default-providable <type>]... [--default-isolation MainActor] [--skip-typecheck] "
                    + "[--keep-default <selector>]... [--intercept-default <selector>]... [--strict <selector>]... [--check]"
            )
        }
        guard !targetNames.isEmpty else {
            throw PluginError("name the target whose protocols to mock: generate-mocks --target <name>")
        }
        let tool = try context.tool(named: "stubkit-mockgen").url
        let cache = context.pluginWorkDirectoryURL
        let standardLibraryGraphs = toolchainGraphs(
            of: "Swift", files: ["Swift.symbols.json", "_Concurrency@Swift.symbols.json"], in: context, tool: tool)
        for name in targetNames {
            // A target of this package, or of a package it depends on (mocks of a library's protocols).
            guard
                let target = context.package.targets.first(where: { $0.name == name })
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
            // Extracting the graph builds the target (debug, with testability), and so its dependencies.
            let (graphs, graphFolder) = try symbolGraphs(of: target)
            let build = BuildFolder(symbolGraphFolder: graphFolder)
            // The graphs of the dependencies the protocols' parents (`LogHandler`) and types come
            // from: parents declared there are implemented in the mock instead of leaving it out.
            let dependencyGraphs = try dependencyContext(
                of: target, graphs: graphs, tool: tool, build: build, cache: cache, context: context)
            var command = "swift package --allow-writing-to-package-directory generate-mocks --target \(name)"
            if let outputOption { command += " --output \(outputOption)" }
            for name in protocols { command += " --protocol \(name)" }
            for name in classes { command += " --class \(name)" }
            for type in defaultProvidable { command += " --default-providable \(type)" }
            if let defaultIsolation { command += " --default-isolation \(defaultIsolation)" }
            // `Delegate.didFinish(with:)` is quoted: a shell reads parentheses.
            func quoted(_ selector: String) -> String { selector.contains("(") ? "'\(selector)'" : selector }
            for selector in keptDefaults { command += " --keep-default \(quoted(selector))" }
            for selector in interceptedDefaults { command += " --intercept-default \(quoted(selector))" }
            for selector in strictSelectors { command += " --strict \(quoted(selector))" }
            // The file says how it was made: unchecked, when it was written so.
            if skipTypeCheck { command += " --skip-typecheck" }
            let output = outputDirectory.appendingPathComponent("\(target.name)Mocks.swift")
            var toolArguments = graphs + ["--output", output.path, "--regenerate-command", command]
            if !isOwn { toolArguments.append("--only-public") }
            if check { toolArguments.append("--check") }
            for graph in standardLibraryGraphs + dependencyGraphs { toolArguments += ["--context", graph] }
            for name in protocols { toolArguments += ["--protocol", name] }
            for name in classes { toolArguments += ["--class", name] }
            if let defaultIsolation { toolArguments += ["--default-isolation", defaultIsolation] }
            for selector in keptDefaults { toolArguments += ["--keep-default", selector] }
            for selector in interceptedDefaults { toolArguments += ["--intercept-default", selector] }
            for selector in strictSelectors { toolArguments += ["--strict", selector] }
            // The types the tests conform to DefaultProvidable, which no graph of the module shows.
            let conformances = testConformances(in: context.package, writingTo: outputDirectory, module: target.name)
            for type in Set(defaultProvidable + conformances).sorted() {
                toolArguments += ["--default-providable", type]
            }
            if !skipTypeCheck {
                toolArguments += try typeCheckArguments(for: target, build: build, context: context)
            }
            let result = try run(tool, toolArguments)
            guard result.status == 0 else {
                // `--check`'s diff, then the tool's one line, without its "error: " (SwiftPM adds its own).
                if !result.output.isEmpty { print(result.output, terminator: "") }
                let line = result.error.trimmingCharacters(in: .whitespacesAndNewlines)
                throw PluginError(line.hasPrefix("error: ") ? String(line.dropFirst(7)) : line)
            }
            // One line: the file, its mocks, its placeholders and why.
            print(result.output.trimmingCharacters(in: .whitespacesAndNewlines))
        }
    }

    // MARK: - Symbol graphs

    /// The `.symbols.json` files SwiftPM extracts for `target` (its extensions of other modules'
    /// types included), and the folder they are in.
    private func symbolGraphs(of target: Target) throws -> (files: [String], folder: URL) {
        let result = try packageManager.getSymbolGraph(
            for: target, options: .init(minimumAccessLevel: .internal, includeSynthesized: false, includeSPI: true))
        let files = try FileManager.default.contentsOfDirectory(at: result.folderURL, includingPropertiesForKeys: nil)
            .filter { file in
                let fileName = file.lastPathComponent
                return fileName.hasSuffix(".symbols.json")
                    && (fileName == "\(target.name).symbols.json" || fileName.hasPrefix("\(target.name)@")
                        || fileName == "\(moduleName(of: target)).symbols.json"
                        || fileName.hasPrefix("\(moduleName(of: target))@"))
            }
            .map(\.path)
            .sorted()
        return (files, result.folderURL)
    }

    /// The context graphs of the dependencies of `target` that its protocols need: the tool names
    /// the modules (those of the parents and types the protocols name, then of the parents' parents),
    /// and each comes from the cache while its module file is unchanged.
    ///
    /// The standard library, which the tool names too, is not among them: its graphs are passed
    /// to every generation.
    private func dependencyContext(
        of target: Target, graphs: [String], tool: URL, build: BuildFolder, cache: URL, context: PluginContext
    ) throws -> [String] {
        var candidates: [String: Target] = [:]
        for dependency in target.recursiveTargetDependencies where dependency is SwiftSourceModuleTarget {
            candidates[moduleName(of: dependency)] = dependency
        }
        var fetched: [String: [String]] = [:]
        // Each round adds a module, or stops: at most one round per dependency (and a few for the
        // toolchain's modules).
        for _ in 0...(candidates.count + 4) {
            var arguments = graphs + ["--context-modules"]
            for file in fetched.values.joined() { arguments += ["--context", file] }
            let result = try run(tool, arguments)
            guard result.status == 0 else {
                throw PluginError(result.error.trimmingCharacters(in: .whitespacesAndNewlines))
            }
            // `Swift`: the standard library's graphs go to generation already (`standardLibraryGraphs`);
            // passing them here too would cost each round the reading of 5 MB.
            let needed = result.output.split(separator: "\n").map(String.init).filter {
                fetched[$0] == nil && $0 != "Swift"
            }
            if needed.isEmpty { break }
            for module in needed {
                if let candidate = candidates[module] {
                    fetched[module] = try cachedGraphs(
                        of: candidate, module: module, tool: tool, build: build, cache: cache)
                } else {
                    // A toolchain module (Observation, Distributed, Synchronization,
                    // FoundationEssentials), extracted like the standard library; none for a module
                    // the toolchain does not have.
                    fetched[module] = toolchainGraphs(
                        of: module, files: ["\(module).symbols.json"], in: context, tool: tool)
                }
            }
        }
        return fetched.keys.sorted().flatMap { fetched[$0]! }
    }

    /// A dependency's graphs, trimmed by the tool to what generation reads, from the cache while
    /// its module file (`Modules/<Module>.swiftmodule`) has the same size and modification date.
    private func cachedGraphs(of target: Target, module: String, tool: URL, build: BuildFolder, cache: URL)
        throws -> [String]
    {
        let folder = cache.appendingPathComponent("context").appendingPathComponent(module)
        let keyFile = folder.appendingPathComponent("key")
        let key = build.moduleFile(module).flatMap(fileKey)
        if let key, (try? String(contentsOf: keyFile, encoding: .utf8)) == key,
            let files = try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
        {
            return files.filter { $0.lastPathComponent.hasSuffix(".symbols.json") }.map(\.path).sorted()
        }
        let extracted = try symbolGraphs(of: target).files
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var files: [String] = []
        for file in extracted {
            let trimmed = folder.appendingPathComponent(URL(fileURLWithPath: file).lastPathComponent)
            guard (try? run(tool, ["--prune-context", file, "--output", trimmed.path]))?.status == 0 else {
                return extracted
            }
            files.append(trimmed.path)
        }
        if let key { try? key.write(to: keyFile, atomically: true, encoding: .utf8) }
        return files
    }

    /// A toolchain module's graphs, extracted from the toolchain: the standard library's for
    /// parents such as `Sequence`, `RawRepresentable` or `AsyncSequence` (`_Concurrency`'s
    /// protocols come in `_Concurrency@Swift`), Observation's for `Observable`, and so on; trimmed
    /// and cached per toolchain; none where the toolchain cannot extract them (the mocks of such
    /// protocols are then left out, with a comment).
    private func toolchainGraphs(of module: String, files names: [String], in context: PluginContext, tool: URL)
        -> [String]
    {
        guard let extract = try? context.tool(named: "swift-symbolgraph-extract") else { return [] }
        let folder = context.pluginWorkDirectoryURL.appendingPathComponent(
            module == "Swift" ? "standard-library" : "toolchain-\(module)")
        let keyFile = folder.appendingPathComponent("key")
        var arguments = ["-module-name", module]
        #if os(macOS)
            guard let sdk = output(of: URL(fileURLWithPath: "/usr/bin/xcrun"), ["--sdk", "macosx", "--show-sdk-path"])
            else {
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
        // The toolchain (its extractor's path, size and date) and the arguments name the graphs.
        let key = fileKey(extract.url).map { "\(extract.url.path) \($0) \(arguments.joined(separator: " "))" }
        let cached = names.map { folder.appendingPathComponent($0).path }
        if let key, (try? String(contentsOf: keyFile, encoding: .utf8)) == key,
            cached.allSatisfy({ FileManager.default.fileExists(atPath: $0) })
        {
            return cached
        }
        let extracted = folder.appendingPathComponent("extracted")
        try? FileManager.default.removeItem(at: folder)
        try? FileManager.default.createDirectory(at: extracted, withIntermediateDirectories: true)
        guard output(of: extract.url, arguments + ["-output-dir", extracted.path]) != nil else { return [] }
        var files: [String] = []
        for name in names {
            let source = extracted.appendingPathComponent(name)
            guard FileManager.default.fileExists(atPath: source.path) else { continue }
            let trimmed = folder.appendingPathComponent(name)
            if (try? run(tool, ["--prune-context", source.path, "--output", trimmed.path]))?.status == 0 {
                files.append(trimmed.path)
            } else {
                files.append(source.path)
            }
        }
        if let key, files == cached {
            try? key.write(to: keyFile, atomically: true, encoding: .utf8)
            try? FileManager.default.removeItem(at: extracted)
        }
        return files
    }

    // MARK: - Type-check

    /// The tool's `--typecheck` arguments: the built modules' folder, the C modules' maps, StubKit
    /// (built here: the file imports it), SwiftPM's module cache and the language mode.
    private func typeCheckArguments(for target: Target, build: BuildFolder, context: PluginContext) throws
        -> [String]
    {
        guard let modules = build.modulesFolder(containing: moduleName(of: target)) else {
            throw PluginError(
                "cannot find the built module \(moduleName(of: target)) under \(build.binFolder.path) to type-check "
                    + "the mocks; pass --skip-typecheck to write them unchecked")
        }
        // StubKit, not the test target: that would compile the mocks file being replaced. Only
        // when its module is older than its sources: even a build with nothing to do costs
        // seconds in a package with many dependencies.
        if !isUpToDate("StubKit", build: build, context: context) {
            let built = try packageManager.build(.target("StubKit"), parameters: .init(configuration: .debug))
            guard built.succeeded else {
                let log = built.logText.split(separator: "\n").suffix(5).joined(separator: "\n")
                throw PluginError("StubKit did not build, so the mocks cannot be type-checked:\n\(log)")
            }
        }
        let compiler = try context.tool(named: "swiftc").url
        var arguments = ["--typecheck", "--swiftc", compiler.path, "-I", modules.path]
        arguments += ["--swift-version", context.package.toolsVersion.major >= 6 ? "6" : "5"]
        arguments += ["--Xswiftc", "-module-cache-path", "--Xswiftc", build.moduleCache.path]
        for map in moduleMaps(of: target, build: build) { arguments += ["--Xcc", "-fmodule-map-file=" + map] }
        #if os(macOS)
            if let sdk = output(of: URL(fileURLWithPath: "/usr/bin/xcrun"), ["--sdk", "macosx", "--show-sdk-path"]) {
                arguments += ["--Xswiftc", "-sdk", "--Xswiftc", sdk]
            }
        #endif
        return arguments
    }

    /// Whether the built module of the target `name` is newer than each of its source files.
    private func isUpToDate(_ name: String, build: BuildFolder, context: PluginContext) -> Bool {
        let targets = context.package.targets + dependencyTargets(of: context.package)
        guard let target = targets.first(where: { $0.name == name }) as? SourceModuleTarget,
            let module = build.moduleFile(target.moduleName),
            let built = modificationDate(module)
        else { return false }
        return target.sourceFiles(withSuffix: "swift").allSatisfy { file in
            modificationDate(file.url).map { $0 < built } ?? false
        }
    }

    private func modificationDate(_ url: URL) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date
    }

    /// The module maps of the C modules `target` depends on: a target's own in its public headers,
    /// or the one SwiftPM writes in the build folder, and system libraries'.
    private func moduleMaps(of target: Target, build: BuildFolder) -> [String] {
        var maps: [String] = []
        for dependency in target.recursiveTargetDependencies {
            var candidates: [URL] = []
            if let clang = dependency as? ClangSourceModuleTarget {
                if let headers = clang.publicHeadersDirectoryURL {
                    candidates.append(headers.appendingPathComponent("module.modulemap"))
                }
                candidates.append(
                    build.binFolder.appendingPathComponent("\(clang.moduleName).build/module.modulemap"))
            } else if let system = dependency as? SystemLibraryTarget {
                candidates.append(system.directoryURL.appendingPathComponent("module.modulemap"))
            }
            if let map = candidates.first(where: { FileManager.default.fileExists(atPath: $0.path) }) {
                maps.append(map.path)
            }
        }
        return maps.sorted()
    }

    // MARK: - Helpers

    private func moduleName(of target: Target) -> String {
        (target as? SourceModuleTarget)?.moduleName ?? target.name
    }

    /// A file's size and modification date, which change when it is rebuilt.
    private func fileKey(_ url: URL) -> String? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path),
            let size = attributes[.size] as? NSNumber, let date = attributes[.modificationDate] as? Date
        else { return nil }
        return "\(size) \(date.timeIntervalSince1970)"
    }

    /// Runs `executable`; its status, standard output and standard error.
    private func run(_ executable: URL, _ arguments: [String]) throws -> (status: Int32, output: String, error: String)
    {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // The tool prints one line at most to standard error: reading the output first cannot block it.
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text, message)
    }

    /// Runs `executable`, returning its output without surrounding space, or `nil` when it fails.
    private func output(of executable: URL, _ arguments: [String]) -> String? {
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

/// Where SwiftPM builds: found from the symbol-graph folder it extracts into,
/// `<scratch>/<triple>/extracted-symbols/<package>/<target>`, beside `<scratch>/<triple>/debug`.
struct BuildFolder {
    /// `<scratch>/<triple>/debug`: the debug build, which has testability (`@testable import`).
    var binFolder: URL

    init(symbolGraphFolder: URL) {
        let triple = symbolGraphFolder.deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        binFolder = triple.appendingPathComponent("debug")
    }

    /// SwiftPM's clang module cache, which the type-check shares.
    var moduleCache: URL { binFolder.appendingPathComponent("ModuleCache") }

    /// The folder of the built `.swiftmodule`s: `Modules` (SwiftPM 6), else the build folder itself.
    func modulesFolder(containing module: String) -> URL? {
        [binFolder.appendingPathComponent("Modules"), binFolder].first {
            FileManager.default.fileExists(atPath: $0.appendingPathComponent("\(module).swiftmodule").path)
        }
    }

    /// `Modules/<module>.swiftmodule`, when it exists.
    func moduleFile(_ module: String) -> URL? {
        modulesFolder(containing: module)?.appendingPathComponent("\(module).swiftmodule")
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
