// The generator's one entry point: symbol-graph JSON in, Swift source text out. It reads no file
// and writes none; the command-line tool and the plugin do that around it.
//
//   decode (Decoding/) -> model of protocols (Model/) -> mock declarations (Declarations/)
//   -> text (Rendering/)
package import Foundation

/// Generates StubKit mocks from symbol graphs.
package struct MockGenerator {
    /// Only these protocols; every protocol when empty.
    package var protocols: [String]
    /// Classes to mock with a subclass (`--class`), by name: none unless named.
    package var classes: [String] = []
    /// The command the file's header tells users to run to regenerate it.
    package var regenerateCommand: String
    /// Types the tests conform to `DefaultProvidable` (`extension User: DefaultProvidable` in the
    /// test target, which no graph of the module shows): their results get loose stubs.
    package var defaultProvidableTypes: Set<String> = []
    /// Mock only the public protocols, from graphs extracted with internal declarations: a
    /// library's public protocols can have underscored public requirements (GRDB's
    /// `_sqlAssociation`), which a graph of public declarations leaves out, and a mock without
    /// them does not compile.
    package var onlyPublicProtocols = false
    /// Members the compiler rejected, written as placeholders giving the reason (the command's
    /// type-check loop fills it; see ``MockGenCommand``).
    package var forcedPlaceholders: [MemberKey: String] = [:]
    /// Mocks left out of the file, by name, with the reason their comment gives.
    package var leftOutMocks: [String: String] = [:]
    /// Test-only: the name of a mock whose first mocked member gets a statement that does not
    /// compile (`STUBKIT_MOCKGEN_INJECT_ERROR`), to prove the type-check's fallback.
    package var injectedErrorMock: String?
    /// Types of the module whose values may not be copied (`struct Job: ~Copyable`), which no
    /// symbol graph says: a `consuming` or `borrowing` one keeps its ownership on the action.
    package var noncopyableTypes: Set<String> = []
    /// The SPI names to import the mocked modules' `@_spi` protocols with (`--spi Storage`); empty:
    /// each protocol's own, read from its declaration in its source file (the graph's location).
    package var spiNames: [String] = []
    /// The default isolation of the test target the file is for (`--default-isolation MainActor`,
    /// the compiler's `-default-isolation`): `MainActor` writes a nonisolated protocol's mock
    /// `nonisolated final class`, which such a module would otherwise isolate to the main actor.
    package var mainActorByDefault = false
    /// Requirements a protocol extension implements that the mocks leave to it (`--keep-default`):
    /// `Delegate` (all of them), `Delegate.didFinish` (every one of that base name),
    /// `Delegate.didFinish(with:)`.
    package var keptDefaults: [String] = []
    /// Requirements a protocol extension implements that the mocks implement with an action even
    /// where the rule leaves them to their default (`--intercept-default`), written as `keptDefaults`.
    package var interceptedDefaults: [String] = []
    /// Requirements whose actions are strict stubs rather than loose defaults (`--strict`): `Transport`
    /// (every requirement but initializers), `Transport.send`, `Transport.send(_:to:)`.
    package var strictSelectors: [String] = []

    package init(protocols: [String] = [], regenerateCommand: String) {
        self.protocols = protocols
        self.regenerateCommand = regenerateCommand
    }

    /// The mocks of every protocol in `symbolGraphs`, as one Swift file.
    ///
    /// - Parameters:
    ///   - symbolGraphs: Each file's name (for messages) and contents.
    ///   - context: Graphs of other modules whose protocols the mocked ones refine: read for their
    ///     requirements, never mocked themselves.
    /// - Returns: The file's text; the same input always gives the same text.
    /// - Throws: ``GeneratorError`` when a file is not a symbol graph or there is nothing to mock.
    package func generate(
        symbolGraphs: [(name: String, data: Data)], context: [(name: String, data: Data)] = []
    ) throws(GeneratorError) -> String {
        try generateFile(symbolGraphs: symbolGraphs, context: context).text
    }

    /// The mocks of every protocol in `symbolGraphs`, with the file's source map and summary.
    package func generateFile(
        symbolGraphs: [(name: String, data: Data)], context: [(name: String, data: Data)] = []
    ) throws(GeneratorError) -> GeneratedFile {
        guard !symbolGraphs.isEmpty else { throw .noInput }
        var graphs: [SymbolGraph] = []
        for file in symbolGraphs {
            graphs.append(try SymbolGraph.decode(file.data, name: file.name))
        }
        var contextGraphs: [SymbolGraph] = []
        for file in context {
            contextGraphs.append(try SymbolGraph.decode(file.data, name: file.name))
        }
        // Extension graphs (`Module@Other`) come after the main one, so names are stable.
        let moduleName = graphs.map(\.module.name).min() ?? ""
        let mockedModules = Set(graphs.map(\.module.name))
        // A protocol that is not public can only be seen, and mocked, through `@testable import`;
        // an `@_spi` one only through an `@_spi(Name) import` the graph cannot name.
        let hidden = Set(
            graphs.flatMap(\.symbols).filter {
                $0.kind.identifier == "swift.protocol" && (!Self.isVisible($0.accessLevel) || $0.spi == true)
            }
            .map { $0.pathComponents.joined(separator: ".") })
        // With only the public protocols, underscored ones (`_SwiftLogSendableLogHandler`) and SPI
        // ones (swift-syntax's `RawSyntaxNodeProtocol`) are the library's implementation details,
        // as a graph of public declarations treats them, unless `--protocol` names them.
        let table = SymbolTable(
            graphs + contextGraphs, internalsVisible: onlyPublicProtocols ? [] : mockedModules)
        var models = ModelBuilder.protocols(in: table, including: mockedModules.contains).filter {
            protocols.contains($0.name)
                || !(onlyPublicProtocols
                    && (hidden.contains($0.name) || $0.name.split(separator: ".").contains { $0.hasPrefix("_") }))
        }
        if !protocols.isEmpty {
            let unknown = protocols.filter { name in !models.contains { $0.name == name } }
            guard unknown.isEmpty else { throw .unknownProtocols(unknown.sorted(), module: moduleName) }
            models = models.filter { protocols.contains($0.name) }
        }
        let classIDs = try ClassSelection.resolve(
            classes, in: graphs, table: table, module: moduleName, onlyOpen: onlyPublicProtocols)
        let access: ClassModelBuilder.Access = onlyPublicProtocols ? .openOnly : .testable
        models += classIDs.map { ClassModelBuilder.model(of: $0, in: table, access: access) }
        models.sort { $0.name < $1.name }
        guard !models.isEmpty else { throw .noProtocols(module: moduleName) }
        var options = PlanningOptions()
        options.forcedPlaceholders = forcedPlaceholders
        options.defaultProvidableTypes = defaultProvidableTypes
        options.noncopyableTypes = noncopyableTypes
        options.mainActorByDefault = mainActorByDefault
        options.protocolsOfAnotherPackage = onlyPublicProtocols
        for (selectors, choice) in [(keptDefaults, DefaultChoice.keep), (interceptedDefaults, .intercept)] {
            for written in selectors {
                options.defaultSelectors.append(try DefaultSelector.resolve(written, choice: choice, in: models))
            }
        }
        try DefaultSelector.checkConflicts(options.defaultSelectors, in: models)
        options.strictSelectors = try strictSelectors.map { written throws(GeneratorError) in
            try StrictSelector.resolve(written, in: models)
        }
        for graph in graphs {
            for symbol in graph.symbols where symbol.pathComponents.count == 1 {
                options.takenTypeNames.insert(symbol.pathComponents[0])
            }
            for relationship in graph.relationships
            where relationship.kind == "conformsTo" && relationship.targetFallback == "StubKit.DefaultProvidable" {
                if let symbol = graph.symbols.first(where: { $0.identifier.precise == relationship.source }) {
                    options.defaultProvidableTypes.insert(symbol.pathComponents.joined(separator: "."))
                }
            }
        }
        let imports = Set(models.flatMap { [$0.module] + $0.referencedModules } + ["Foundation", "StubKit"])
        options.table = table
        options.importedModules = imports
        var file = MockFile(
            imports: Array(imports),
            regenerateCommand: regenerateCommand,
            mocks: models.map { MockPlanner.mock(for: $0, options: options) })
        // A public `@_spi` protocol whose SPI is known needs `@_spi(Name) import`, not `@testable`.
        let (spi, unnamedSPI) = spiImports(of: graphs)
        if let (name, file) = unnamedSPI.first(where: { entry in models.contains { $0.name == entry.protocol } }) {
            throw .unknownSPI(protocol: moduleName + "." + name, sourceFile: file)
        }
        for model in models {
            if let names = spi[model.name] { file.spiImports[model.module, default: []].formUnion(names) }
        }
        for (module, names) in spiTypeImports(of: models, in: graphs) {
            file.spiImports[module, default: []].formUnion(names)
        }
        file.testableImports = Set(models.filter { hidden.contains($0.name) && spi[$0.name] == nil }.map(\.module))
        // A class another module may subclass only through `@testable import`: not `open`, or a member
        // the mock overrides is not.
        file.testableImports.formUnion(models.filter { $0.mockedClass.map { !$0.isOpen } ?? false }.map(\.module))
        // A protocol another module declares and this one re-exports (NIO's `@_exported import
        // NIOCore`): the re-exporting module's graph leaves out the protocol's underscored
        // requirements (`Channel._channelCore`), so its mock would not conform. It is mocked only
        // where the declaring module's graph is given too.
        let givenModules = Set((graphs + contextGraphs).map(\.module.name))
        for (index, model) in models.enumerated() where file.mocks[index].skipReason == nil {
            if let declaring = USR.module(of: model.usr), !givenModules.contains(declaring),
                !ContextGraphs.standardLibraryModules.union(ContextGraphs.notPrinted).contains(declaring)
            {
                file.mocks[index].skipReason =
                    "it is declared in \(declaring), which \(model.module) re-exports, and a graph of \(model.module) "
                    + "leaves out its underscored requirements (pass \(declaring)'s graph with --context)"
            }
        }
        for index in file.mocks.indices {
            if let reason = leftOutMocks[file.mocks[index].name] { file.mocks[index].skipReason = reason }
            if file.mocks[index].name == injectedErrorMock { Self.injectError(into: &file.mocks[index]) }
        }
        let (text, map) = SwiftRenderer.renderWithMap(file)
        let written = file.mocks.filter { $0.skipReason == nil }
        return GeneratedFile(
            text: text, sourceMap: map, imports: SwiftRenderer.importGroups(file).flatMap { $0 },
            mockCount: written.count,
            placeholders: written.flatMap { mock in mock.members.compactMap(\.warning) },
            leftOut: file.mocks.compactMap { mock in mock.skipReason.map { "\(mock.name): \($0)" } },
            leftToDefaults: written.flatMap { $0.leftToDefaults.map(\.description) },
            leftToClasses: written.flatMap { $0.leftToClass.map(\.description) },
            strictActions: written.flatMap { mock in mock.strictActions.map { mock.name + "." + $0 } })
    }

    /// Breaks the first method of `mock` with a statement naming nothing declared, as a shape the
    /// generator gets wrong would; nothing once that method is a placeholder (the planner's, so the
    /// test covers the real fallback).
    private static func injectError(into mock: inout MockDeclaration) {
        guard mock.skipReason == nil,
            let index = mock.members.firstIndex(where: { $0.kind == .method && !$0.body.isEmpty }),
            mock.members[index].warning == nil
        else { return }
        mock.members[index].body.insert(.expression(.assignment(.atom("_"), .atom("stubKitInjectedError"))), at: 0)
    }

    /// The SPI names of each public `@_spi` protocol of `graphs` whose names are known (`spiNames`,
    /// else its declaration's attributes), by protocol name; and the protocols whose names are not,
    /// with the source file the graph names (a file moved, or a graph made on another machine).
    private func spiImports(of graphs: [SymbolGraph]) -> (
        names: [String: Set<String>], unnamed: [(protocol: String, file: String)]
    ) {
        var names: [String: Set<String>] = [:]
        var unnamed: [(protocol: String, file: String)] = []
        for graph in graphs {
            for symbol in graph.symbols
            where symbol.kind.identifier == "swift.protocol" && symbol.spi == true && Self.isVisible(symbol.accessLevel)
            {
                let found = spiNames.isEmpty ? SPIAttribute.names(at: symbol.location) : spiNames
                let name = symbol.pathComponents.joined(separator: ".")
                if found.isEmpty {
                    unnamed.append((name, symbol.location.map { URL(string: $0.uri)?.path ?? $0.uri } ?? "no file"))
                } else {
                    names[name, default: []].formUnion(found)
                }
            }
        }
        return (names, unnamed)
    }

    /// Whether a declaration of this access level is visible to a plain `import`.
    static func isVisible(_ accessLevel: String?) -> Bool {
        accessLevel == nil || accessLevel == "public" || accessLevel == "open"
    }
}

/// A generated file: its text, where each mock and member is, and what it holds.
package struct GeneratedFile: Equatable, Sendable {
    package var text: String
    package var sourceMap: SourceMap
    /// The file's import declarations (`import StubKit`, `@testable import App`), which a file
    /// compiled beside it needs too.
    package var imports: [String]
    /// The mocks written (not left out).
    package var mockCount: Int
    /// Each placeholder's comment: `Store.nested(_:): a closure taking a closure over a parameter pack has no type to
    /// erase its values to`.
    package var placeholders: [String]
    /// Each mock left out: `ChannelMock: <why>`.
    package var leftOut: [String]
    /// Each requirement a written mock leaves to its protocol's default, and why:
    /// `Identified.identifier (Identifier has no default value)`, `Delegate.didFinish() (--keep-default)`.
    package var leftToDefaults: [String] = []
    /// Each member of a mocked class a written mock does not override, and why:
    /// `Printer.cut() (final)`, `Printer.header (a let)`.
    package var leftToClasses: [String] = []
    /// Each action a written mock makes a strict stub because its result has no default value:
    /// `IdentifiedMock.loadAction`.
    package var strictActions: [String] = []
}
