// The command line shared by the `stubkit-mockgen` executable and the `generate-mocks` plugin
// (which runs the executable): read symbol-graph files, generate, write one file. On any error
// it prints one line and writes nothing.
internal import Foundation

/// `stubkit-mockgen <file.symbols.json>... [--output FILE] [--protocol NAME]... [--typecheck -I DIR...]`.
package enum MockGenCommand {
    package static let usage = """
        usage: stubkit-mockgen <Module.symbols.json>... [--output <file>] [--protocol <name>]... [--class <name>]...
                               [--context <Other.symbols.json>]... [--default-providable <Type>]...
                               [--only-public] [--noncopyable <Type>]... [--spi <name>]... [--check]
                               [--default-isolation MainActor] [--keep-default <selector>]...
                               [--intercept-default <selector>]... [--strict <selector>]...
          Writes a StubKit mock for every protocol of the symbol graphs to <file> (standard output
          without --output). Produce the graphs with `swift package dump-symbol-graph
          --minimum-access-level internal`, swift-symbolgraph-extract, or -emit-symbol-graph.
          --class: a class to mock too, with a final subclass whose overrides forward to actions (none
          unless named; repeat it for several): every member a subclass can override (not final,
          static or a let; open, or any with @testable import), an action's default answering the
          result type's default value, or as the class does (super) where there is none; a
          `super<Name>` helper per member lets a test fall back to the class. The mock inherits
          the class's initializers. --keep-default, --intercept-default and --strict take
          <Class>.<name> selectors: leave a member to the class, answer as the class does, be strict.
          --context: a graph of another module whose protocols the mocked ones refine (their
          requirements are mocked too; its own protocols are not).
          --default-providable: a type the tests conform to DefaultProvidable (in the test target,
          where no graph of the module shows it): results of that type get loose stubs.
          --only-public: mock only public protocols (of graphs extracted with internal declarations,
          which keep a library's underscored public requirements).
          --typecheck: before writing, type-check the file against the built modules (with -I, --Xcc
          and --Xswiftc naming where they are); members the compiler rejects become placeholders
          giving its error, mocks it still rejects are left out, and nothing is written when the
          file cannot compile at all.
            -I <dir>                 a module search path: the module's and StubKit's .swiftmodule
            --Xcc <flag>             a flag for the C modules (-fmodule-map-file=<module.modulemap>)
            --Xswiftc <flag>         another compiler flag (-sdk <path>, -target <triple>, -F <dir>)
            --swiftc <path>          the compiler (default: swiftc on PATH)
            --swift-version <n>      the test target's language mode (default: 6)
          --context-modules: print the modules whose graphs the protocols need as --context (those
          their parents and types come from; Swift for a standard-library parent or typealias the
          generator does not know without its graph), one a line, instead of generating.
          --prune-context: write the one graph given to --output without what generation never
          reads of a context graph (members of concrete types), a tenth of the standard library's.
          --spi: the SPI the module's `@_spi` protocols are imported with (`@_spi(<name>) import`); by
          default each protocol's, read from its declaration in the source file the graph names.
          --check: write nothing; exit 0 when the file --output names is what generation gives, else
          print a unified diff of what regenerating would change and exit 1 (a CI step).
          --noncopyable: a type whose values may not be copied (`struct Job: ~Copyable`, which no
          graph says): its `consuming` and `borrowing` arguments keep their ownership.
          --default-isolation MainActor: the test target's default isolation (-default-isolation,
          `.defaultIsolation(MainActor.self)`): mocks of nonisolated protocols are written
          `nonisolated final class`, their methods for `@concurrent` requirements `@concurrent`;
          --typecheck checks the file so. `nonisolated` (the default) writes plain classes.
          --keep-default, --intercept-default: what the mocks do with requirements a protocol
          extension implements. By default a mock implements them with actions (answering the
          result type's default value) but for a deprecated one and one whose result has no default
          value (which could only be a strict stub), left to the protocol's default. --keep-default
          leaves the requirements it names to the protocol's default; --intercept-default
          implements them, their actions answering as the protocol's default does (through a
          helper type written after the mock; where it cannot be, the result type's default value
          or a strict stub). The selector is
          <Protocol> (all of its defaulted requirements), <Protocol>.<name> (those of that name) or
          <Protocol>.<name>(<labels>:) (one); the most specific one naming a requirement decides.
          --strict: the requirements it names (the same selectors; initializers excepted) get
          strict stubs as actions, which fail the test on any call it did not answer, instead of
          loose defaults; a property's or subscript's setter still stores.
        """

    /// Runs the command; returns the process's exit status.
    ///
    /// - Parameters:
    ///   - arguments: The arguments, without the executable's name.
    ///   - standardOutput: Where the file goes without `--output`.
    ///   - standardError: Where the error line goes.
    ///   - environment: The process's environment; `STUBKIT_MOCKGEN_INJECT_ERROR=<Mock>` (tests
    ///     only) breaks one method of that mock, to prove the type-check's fallback.
    /// - Returns: 0 on success, 1 after printing an error.
    package static func run(
        _ arguments: [String], standardOutput: (String) -> Void, standardError: (String) -> Void,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> Int32 {
        do {
            if arguments.contains("--help") || arguments.contains("-h") {
                standardOutput(usage + "\n")
                return 0
            }
            let parsed = try parse(arguments)
            if parsed.pruneContext {
                guard parsed.inputs.count == 1, let output = parsed.output else {
                    throw GeneratorError.usage("--prune-context takes one graph and --output")
                }
                guard let data = FileManager.default.contents(atPath: parsed.inputs[0]) else {
                    throw GeneratorError.fileSystem("cannot read \(parsed.inputs[0])")
                }
                let name = URL(fileURLWithPath: parsed.inputs[0]).lastPathComponent
                do {
                    try ContextGraphs.pruned(data, name: name).write(to: URL(fileURLWithPath: output), options: .atomic)
                } catch let error as GeneratorError {
                    throw error
                } catch {
                    throw GeneratorError.fileSystem("cannot write \(output): \(error.localizedDescription)")
                }
                return 0
            }
            var files: [(name: String, data: Data)] = []
            var context: [(name: String, data: Data)] = []
            for (path, isContext) in parsed.inputs.map({ ($0, false) }) + parsed.context.map({ ($0, true) }) {
                guard let data = FileManager.default.contents(atPath: path) else {
                    throw GeneratorError.fileSystem("cannot read \(path)")
                }
                let file = (URL(fileURLWithPath: path).lastPathComponent, data)
                if isContext { context.append(file) } else { files.append(file) }
            }
            if parsed.contextModules {
                var graphs: [SymbolGraph] = []
                var contextGraphs: [SymbolGraph] = []
                for file in files { graphs.append(try SymbolGraph.decode(file.data, name: file.name)) }
                for file in context { contextGraphs.append(try SymbolGraph.decode(file.data, name: file.name)) }
                let modules = ContextGraphs.neededModules(symbolGraphs: graphs, context: contextGraphs)
                standardOutput(modules.map { $0 + "\n" }.joined())
                return 0
            }
            var generator = MockGenerator(protocols: parsed.protocols, regenerateCommand: parsed.regenerateCommand)
            generator.classes = parsed.classes
            generator.defaultProvidableTypes = Set(parsed.defaultProvidable)
            generator.onlyPublicProtocols = parsed.onlyPublic
            generator.noncopyableTypes = Set(parsed.noncopyable)
            generator.spiNames = parsed.spi
            generator.mainActorByDefault = parsed.mainActorByDefault
            generator.keptDefaults = parsed.keptDefaults
            generator.interceptedDefaults = parsed.interceptedDefaults
            generator.strictSelectors = parsed.strict
            // Test-only: a member that does not compile, to prove the type-check's fallback.
            generator.injectedErrorMock = environment["STUBKIT_MOCKGEN_INJECT_ERROR"]
            var file = try generator.generateFile(symbolGraphs: files, context: context)
            if let options = parsed.typeCheck {
                let name = parsed.output.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "Mocks.swift"
                file = try typeChecked(
                    file, generator: generator, fileName: name, defaultProvidable: parsed.defaultProvidable,
                    options: options
                ) { generator throws(GeneratorError) in
                    try generator.generateFile(symbolGraphs: files, context: context)
                }
            }
            let checked = parsed.typeCheck != nil
            guard let output = parsed.output else {
                standardOutput(file.text)
                standardError(summary(of: file, written: nil, checked: checked) + "\n")
                return 0
            }
            let url = URL(fileURLWithPath: output)
            if parsed.check {
                return try check(
                    file, against: output, command: parsed.regenerateCommand, checked: checked,
                    standardOutput: standardOutput)
            }
            if (try? String(contentsOf: url, encoding: .utf8)) == file.text {
                standardOutput(summary(of: file, written: (output, false), checked: checked) + "\n")
                return 0
            }
            do {
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.text.utf8).write(to: url, options: .atomic)
            } catch {
                throw GeneratorError.fileSystem("cannot write \(output): \(error.localizedDescription)")
            }
            standardOutput(summary(of: file, written: (output, true), checked: checked) + "\n")
            return 0
        } catch let error as GeneratorError {
            standardError(error.description + "\n")
            return 1
        } catch {
            standardError("error: \(error)\n")
            return 1
        }
    }

    /// Compares the file at `path` with what generation gives (`--check`), writing nothing.
    ///
    /// - Returns: 0 when they are the same.
    /// - Throws: ``GeneratorError/outOfDate(path:exists:command:)`` when they differ, after printing
    ///   the unified diff to standard output.
    private static func check(
        _ file: GeneratedFile, against path: String, command: String, checked: Bool,
        standardOutput: (String) -> Void
    ) throws(GeneratorError) -> Int32 {
        let committed = FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
        guard
            let diff = UnifiedDiff.diff(
                from: committed ?? "", to: file.text, oldName: path + "\t(committed)",
                newName: path + "\t(generated)")
        else {
            standardOutput(summary(of: file, written: (path, false), checked: checked) + "\n")
            return 0
        }
        standardOutput(diff)
        throw .outOfDate(path: path, exists: committed != nil, command: command)
    }

    /// Rounds of placeholders before every mock the compiler still rejects is left out.
    static let placeholderRounds = 3

    /// `file`, or the file regenerated until the compiler accepts it.
    ///
    /// Each member the compiler rejects becomes a placeholder carrying its first error; a mock
    /// rejected beyond its members (its declaration, or a placeholder) is left out with a comment.
    /// Deterministic: the compiler's errors are the same for the same text, and each round adds to
    /// what it replaces.
    ///
    /// - Throws: ``GeneratorError/typeCheck(_:)`` when the check cannot run, or when the file does
    ///   not compile even with every rejected mock left out (an import, a module the check cannot load).
    static func typeChecked(
        _ file: GeneratedFile, generator: MockGenerator, fileName: String, defaultProvidable: [String],
        options: TypeCheckOptions, regenerate: (MockGenerator) throws(GeneratorError) -> GeneratedFile
    ) throws(GeneratorError) -> GeneratedFile {
        var file = file
        var generator = generator
        for round in 0...(placeholderRounds + 1) {
            let errors = try TypeCheck.errors(
                in: file.text, imports: file.imports, fileName: fileName, defaultProvidable: defaultProvidable,
                options: options)
            if errors.inFile.isEmpty, errors.elsewhere.isEmpty { return file }
            if let error = errors.elsewhere.first, errors.inFile.isEmpty {
                throw .typeCheck(
                    "the generated mocks could not be type-checked: \(error.file): error: \(error.message)")
            }
            // A graph does not say which types may not be copied; the compiler does. Learn them and
            // generate again before anything becomes a placeholder.
            let learned = Set(errors.inFile.compactMap { noncopyableType(in: $0.message) })
                .subtracting(generator.noncopyableTypes)
            if !learned.isEmpty {
                generator.noncopyableTypes.formUnion(learned)
                file = try regenerate(generator)
                continue
            }
            var placeholders: [MemberKey: String] = [:]
            var leftOut: [String: String] = [:]
            for error in errors.inFile {
                guard let owner = file.sourceMap.owner(ofLine: error.line) else {
                    throw .typeCheck("the generated file does not compile: \(fileName):\(error.line): \(error.message)")
                }
                guard leftOut[owner.mock] == nil else { continue }
                // A member once: its first error. Again in a later round (the placeholder itself,
                // or a mock the members do not explain): the whole mock.
                if let member = owner.member, round < placeholderRounds, generator.forcedPlaceholders[member] == nil {
                    if placeholders[member] == nil {
                        placeholders[member] = "the compiler rejected the generated code: " + plain(error.message)
                    }
                } else if round <= placeholderRounds {
                    leftOut[owner.mock] = "the compiler rejected the generated mock: " + plain(error.message)
                } else {
                    throw .typeCheck(
                        "the generated file does not compile even without the mocks the compiler rejected: "
                            + "\(fileName):\(error.line): \(error.message)")
                }
            }
            generator.forcedPlaceholders.merge(placeholders) { old, _ in old }
            generator.leftOutMocks.merge(leftOut) { old, _ in old }
            file = try regenerate(generator)
        }
        throw .typeCheck("the generated file still does not compile after \(placeholderRounds + 2) rounds")
    }

    /// `Job` in "parameter of noncopyable type 'Job?' must specify ownership" or "tuple with
    /// noncopyable element type 'Job' is not supported": a type whose values may not be copied.
    static func noncopyableType(in message: String) -> String? {
        for marker in ["noncopyable type '", "noncopyable element type '"] {
            guard let range = message.range(of: marker) else { continue }
            let name = message[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
            guard let last = name.split(separator: ".").last, !name.isEmpty else { continue }
            return String(last)
        }
        return nil
    }

    /// The compiler's message as a placeholder's reason, which the file writes in a string literal.
    static func plain(_ message: String) -> String {
        message.replacingOccurrences(of: "\\", with: "/").replacingOccurrences(of: "\"", with: "'")
    }

    /// The one line the command prints: where the file went, its mocks, its placeholders and why,
    /// the requirements left to their protocol's default and why, and the actions made strict because
    /// their result has no default value (those two only when there are some).
    ///
    ///     Wrote Tests/AppTests/Mocks/AppMocks.swift: 4 mocks, 1 placeholder (Store.all(_:): a parameter
    ///     pack has no type to erase its values to), 1 requirement left to its default (Identified.identifier
    ///     (Identifier has no default value)), 1 strict action (no default value: IdentifiedMock.loadAction);
    ///     the compiler accepted it.
    static func summary(of file: GeneratedFile, written: (path: String, changed: Bool)?, checked: Bool) -> String {
        var text: String
        switch written {
        case let (path, true)?: text = "Wrote \(path): "
        case let (path, false)?: text = "\(path) is up to date: "
        case nil: text = "Generated "
        }
        text += count(file.mockCount, "mock") + ", " + count(file.placeholders.count, "placeholder")
        if !file.placeholders.isEmpty { text += " (\(file.placeholders.joined(separator: "; ")))" }
        if !file.leftToDefaults.isEmpty {
            let one = file.leftToDefaults.count == 1
            text +=
                ", \(count(file.leftToDefaults.count, "requirement")) left to \(one ? "its default" : "their defaults")"
            text += " (\(file.leftToDefaults.joined(separator: ", ")))"
        }
        if !file.leftToClasses.isEmpty {
            let one = file.leftToClasses.count == 1
            text += ", \(count(file.leftToClasses.count, "member")) left to \(one ? "its class" : "their classes")"
            text += " (\(file.leftToClasses.joined(separator: ", ")))"
        }
        if !file.strictActions.isEmpty {
            text += ", \(count(file.strictActions.count, "strict action")) (no default value: "
            text += file.strictActions.joined(separator: ", ") + ")"
        }
        if !file.leftOut.isEmpty {
            text += ", \(count(file.leftOut.count, "mock")) left out (\(file.leftOut.joined(separator: "; ")))"
        }
        return text + (checked ? "; the compiler accepted it." : "; not type-checked.")
    }

    private static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }

    private struct Arguments {
        var inputs: [String] = []
        var output: String?
        var protocols: [String] = []
        /// `--class`: classes to mock with a subclass.
        var classes: [String] = []
        var context: [String] = []
        var defaultProvidable: [String] = []
        var noncopyable: [String] = []
        /// `--spi`: the SPI names to import the module's `@_spi` protocols with.
        var spi: [String] = []
        var onlyPublic = false
        var mainActorByDefault = false
        /// `--keep-default`, `--intercept-default`: selectors of requirements a protocol extension implements.
        var keptDefaults: [String] = []
        var interceptedDefaults: [String] = []
        /// `--strict`: selectors of requirements whose actions are strict stubs.
        var strict: [String] = []
        var regenerateCommand = "stubkit-mockgen <Module>.symbols.json --output <this file>"
        var contextModules = false
        var pruneContext = false
        /// `--check`: compare with the file at `output` instead of writing it.
        var check = false
        /// With `--typecheck`: how to check the file before writing it.
        var typeCheck: TypeCheckOptions?
    }

    private static func parse(_ arguments: [String]) throws(GeneratorError) -> Arguments {
        var parsed = Arguments()
        var check = TypeCheckOptions()
        var checks = false
        var iterator = arguments.makeIterator()
        while let argument = iterator.next() {
            switch argument {
            case "--typecheck":
                checks = true
            case "-I", "--Xcc", "--Xswiftc", "--swiftc", "--swift-version":
                guard let value = iterator.next() else { throw .usage("\(argument) needs a value") }
                switch argument {
                case "-I": check.searchPaths.append(value)
                case "--Xcc": check.clangFlags.append(value)
                case "--Xswiftc": check.compilerFlags.append(value)
                case "--swiftc": check.compiler = value
                default: check.swiftVersion = value
                }
            case _ where argument.hasPrefix("-I"):
                check.searchPaths.append(String(argument.dropFirst(2)))
            case "--output", "--protocol", "--class", "--regenerate-command", "--context", "--default-providable",
                "--noncopyable", "--spi", "--keep-default", "--intercept-default", "--strict":
                guard let value = iterator.next() else { throw .usage("\(argument) needs a value") }
                switch argument {
                case "--output": parsed.output = value
                case "--protocol": parsed.protocols.append(value)
                case "--class": parsed.classes.append(value)
                case "--context": parsed.context.append(value)
                case "--default-providable": parsed.defaultProvidable.append(value)
                case "--noncopyable": parsed.noncopyable.append(value)
                case "--spi": parsed.spi.append(value)
                case "--keep-default": parsed.keptDefaults.append(value)
                case "--intercept-default": parsed.interceptedDefaults.append(value)
                case "--strict": parsed.strict.append(value)
                default: parsed.regenerateCommand = value
                }
            case "--only-public":
                parsed.onlyPublic = true
            case "--default-isolation":
                switch iterator.next() {
                case "MainActor": parsed.mainActorByDefault = true
                case "nonisolated": parsed.mainActorByDefault = false
                default: throw .usage("--default-isolation needs MainActor or nonisolated")
                }
            case "--check":
                parsed.check = true
            case "--context-modules":
                parsed.contextModules = true
            case "--prune-context":
                parsed.pruneContext = true
            case _ where argument.hasPrefix("-"):
                throw .usage("unknown option \(argument); run stubkit-mockgen --help")
            default:
                parsed.inputs.append(argument)
            }
        }
        if parsed.inputs.isEmpty { throw .noInput }
        if parsed.check, parsed.output == nil {
            throw .usage("--check compares with the file --output names; add --output")
        }
        if checks {
            // The file is judged as the test target compiles it.
            if parsed.mainActorByDefault { check.compilerFlags += ["-default-isolation", "MainActor"] }
            parsed.typeCheck = check
        } else if check != TypeCheckOptions() {
            throw .usage("-I, --Xcc, --Xswiftc, --swiftc and --swift-version serve --typecheck; add --typecheck")
        }
        if parsed.output == nil, parsed.regenerateCommand.contains("<this file>") {
            parsed.regenerateCommand = "stubkit-mockgen <Module>.symbols.json > <this file>"
        }
        return parsed
    }
}
