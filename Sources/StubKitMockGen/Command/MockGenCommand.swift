// The command line shared by the `stubkit-mockgen` executable and the `generate-mocks` plugin
// (which runs the executable): read symbol-graph files, generate, write one file. On any error
// it prints one line and writes nothing.
import Foundation

/// `stubkit-mockgen <file.symbols.json>... [--output FILE] [--protocol NAME]... [--regenerate-command TEXT]`.
package enum MockGenCommand {
    package static let usage = """
        usage: stubkit-mockgen <Module.symbols.json>... [--output <file>] [--protocol <name>]...
                               [--context <Other.symbols.json>]... [--default-providable <Type>]...
                               [--only-public] [--noncopyable <Type>]...
          Writes a StubKit mock for every protocol of the symbol graphs to <file> (standard output
          without --output). Produce the graphs with `swift package dump-symbol-graph
          --minimum-access-level internal`, swift-symbolgraph-extract, or -emit-symbol-graph.
          --context: a graph of another module whose protocols the mocked ones refine (their
          requirements are mocked too; its own protocols are not).
          --default-providable: a type the tests conform to DefaultProvidable (in the test target,
          where no graph of the module shows it): results of that type get loose stubs.
          --only-public: mock only public protocols (of graphs extracted with internal declarations,
          which keep a library's underscored public requirements).
          --noncopyable: a type whose values may not be copied (`struct Job: ~Copyable`, which no
          graph says): its `consuming` and `borrowing` arguments keep their ownership.
        """

    /// Runs the command; returns the process's exit status.
    ///
    /// - Parameters:
    ///   - arguments: The arguments, without the executable's name.
    ///   - standardOutput: Where the file goes without `--output`.
    ///   - standardError: Where the error line goes.
    /// - Returns: 0 on success, 1 after printing an error.
    package static func run(
        _ arguments: [String], standardOutput: (String) -> Void, standardError: (String) -> Void
    ) -> Int32 {
        do {
            if arguments.contains("--help") || arguments.contains("-h") {
                standardOutput(usage + "\n")
                return 0
            }
            let parsed = try parse(arguments)
            var files: [(name: String, data: Data)] = []
            var context: [(name: String, data: Data)] = []
            for (path, isContext) in parsed.inputs.map({ ($0, false) }) + parsed.context.map({ ($0, true) }) {
                guard let data = FileManager.default.contents(atPath: path) else {
                    throw GeneratorError.fileSystem("cannot read \(path)")
                }
                let file = (URL(fileURLWithPath: path).lastPathComponent, data)
                if isContext { context.append(file) } else { files.append(file) }
            }
            var generator = MockGenerator(protocols: parsed.protocols, regenerateCommand: parsed.regenerateCommand)
            generator.features = parsed.features
            generator.defaultProvidableTypes = Set(parsed.defaultProvidable)
            generator.onlyPublicProtocols = parsed.onlyPublic
            generator.noncopyableTypes = Set(parsed.noncopyable)
            let text = try generator.generate(symbolGraphs: files, context: context)
            guard let output = parsed.output else {
                standardOutput(text)
                return 0
            }
            let url = URL(fileURLWithPath: output)
            if (try? String(contentsOf: url, encoding: .utf8)) == text { return 0 }
            do {
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url, options: .atomic)
            } catch {
                throw GeneratorError.fileSystem("cannot write \(output): \(error.localizedDescription)")
            }
            return 0
        } catch let error as GeneratorError {
            standardError(error.description + "\n")
            return 1
        } catch {
            standardError("error: \(error)\n")
            return 1
        }
    }

    private struct Arguments {
        var inputs: [String] = []
        var output: String?
        var protocols: [String] = []
        var context: [String] = []
        var defaultProvidable: [String] = []
        var noncopyable: [String] = []
        var onlyPublic = false
        var regenerateCommand = "stubkit-mockgen <Module>.symbols.json --output <this file>"
        var features = StubKitFeatures.default
    }

    private static func parse(_ arguments: [String]) throws(GeneratorError) -> Arguments {
        var parsed = Arguments()
        var iterator = arguments.makeIterator()
        while let argument = iterator.next() {
            switch argument {
            case "--output", "--protocol", "--regenerate-command", "--context", "--default-providable",
                "--noncopyable":
                guard let value = iterator.next() else { throw .usage("\(argument) needs a value") }
                switch argument {
                case "--output": parsed.output = value
                case "--protocol": parsed.protocols.append(value)
                case "--context": parsed.context.append(value)
                case "--default-providable": parsed.defaultProvidable.append(value)
                case "--noncopyable": parsed.noncopyable.append(value)
                default: parsed.regenerateCommand = value
                }
            case "--only-public":
                parsed.onlyPublic = true
            case "--stubkit-property-stubs":
                // For a StubKit with PropertyStub, SubscriptStub and stub() (see StubKitFeatures).
                parsed.features.insert(.propertyStubs)
            case "--stubkit-async-generics":
                // For a StubKit with async stubGeneric and callGenericAsync (see StubKitFeatures).
                parsed.features.insert(.asyncGenerics)
            case _ where argument.hasPrefix("-"):
                throw .usage("unknown option \(argument); run stubkit-mockgen --help")
            default:
                parsed.inputs.append(argument)
            }
        }
        if parsed.inputs.isEmpty { throw .noInput }
        if parsed.output == nil, parsed.regenerateCommand.contains("<this file>") {
            parsed.regenerateCommand = "stubkit-mockgen <Module>.symbols.json > <this file>"
        }
        return parsed
    }
}
