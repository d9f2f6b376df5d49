// Every way generation can fail, each with the one-line message the command-line tool and the
// plugin print before exiting with a non-zero status.

/// Why no mocks were written.
package enum GeneratorError: Error, Equatable, CustomStringConvertible {
    /// The file is not JSON at all.
    case notJSON(file: String)
    /// The file is JSON, but not a symbol graph.
    case notASymbolGraph(file: String)
    /// A symbol or relationship of a graph cannot be read: `entry` names it (`symbol
    /// Repository.find(id:)`, `relationship 3`), `problem` says what is wrong with it.
    case unreadableEntry(file: String, entry: String, problem: String)
    /// The symbol graphs declare no protocol (or none of those asked for).
    case noProtocols(module: String)
    /// `--protocol` named a protocol the symbol graphs do not declare.
    case unknownProtocols([String], module: String)
    /// `--class` named no type of the symbol graphs.
    case unknownClasses([String], module: String)
    /// `--class` named a type no mock can serve: `what` says what it is and why (`is final, so no
    /// mock can subclass it`).
    case unmockableClass(String, what: String)
    /// No symbol-graph files were given.
    case noInput
    /// The command line could not be understood.
    case usage(String)
    /// A file could not be read or written.
    case fileSystem(String)
    /// `--check`: the file at `path` is not what generation gives (or does not exist); `command`
    /// regenerates it.
    case outOfDate(path: String, exists: Bool, command: String)
    /// A protocol to mock is `@_spi`, and the name of its SPI, which the file must import it with,
    /// is not in its source file (`sourceFile`, where the graph says it is) and `--spi` gives none.
    case unknownSPI(protocol: String, sourceFile: String)
    /// The type-check could not run, or the generated file does not compile even without the
    /// mocks the compiler rejected.
    case typeCheck(String)

    package var description: String {
        switch self {
        case .notJSON(let file):
            return "error: \(file) is not JSON; pass the .symbols.json files the compiler writes"
        case .notASymbolGraph(let file):
            return "error: \(file) is JSON but not a symbol graph (no metadata, module, symbols and relationships)"
        case .unreadableEntry(let file, let entry, let problem):
            return "error: \(file): \(entry) \(problem); nothing was written"
        case .noProtocols(let module):
            return "error: module \(module) declares no protocol to mock; nothing was written"
        case .unknownProtocols(let names, let module):
            return
                "error: module \(module) declares no protocol named \(names.joined(separator: ", ")); nothing was written"
        case .unknownClasses(let names, let module):
            return
                "error: module \(module) declares no class named \(names.joined(separator: ", ")); nothing was written"
        case .unmockableClass(let name, let what):
            return "error: --class \(name): \(name) \(what); nothing was written"
        case .noInput:
            return "error: no symbol-graph file given; usage: stubkit-mockgen <Module>.symbols.json... [--output FILE]"
        case .usage(let message):
            return "error: \(message)"
        case .fileSystem(let message):
            return "error: \(message)"
        case .outOfDate(let path, let exists, let command):
            let state =
                exists
                ? "is out of date (the unified diff printed with this line is what regenerating changes)"
                : "does not exist"
            return "error: \(path) \(state); regenerate it with `\(command)`"
        case .unknownSPI(let name, let file):
            return "error: \(name) is an @_spi protocol whose SPI name is not in \(file), where its symbol graph "
                + "declares it; pass --spi <Name>, or --only-public to leave @_spi protocols out; nothing was written"
        case .typeCheck(let message):
            return "error: \(message); nothing was written"
        }
    }
}
