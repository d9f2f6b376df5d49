// The type-check before writing (`stubkit-mockgen --typecheck`): a file the compiler accepts is
// written with one summary line; a member it rejects becomes a placeholder carrying its error; a
// mock it rejects beyond its members is left out; a file that cannot compile at all is not
// written. Each test compiles a small module `App` with the toolchain's swiftc and checks against
// it and the StubKit module `swift test` has built.
import Foundation
import Testing

@testable import StubKitMockGen

@Suite final class TypeCheckTests {
    private let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("StubKitTypeCheckTests-\(UUID().uuidString)")

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    /// The folder of the `.swiftmodule`s `swift test` built (StubKit's among them), beside the tests.
    private static let builtModules: String? = {
        var url = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        for _ in 0..<6 {
            url.deleteLastPathComponent()
            for candidate in [url.appendingPathComponent("Modules"), url] {
                if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("StubKit.swiftmodule").path)
                {
                    return candidate.path
                }
            }
        }
        return nil
    }()

    private var outputPath: String { folder.appendingPathComponent("Mocks/AppMocks.swift").path }

    /// Builds module `App` from `source` into the test's folder, for the check; returns the path
    /// of the graph the toolchain writes for `graphSource` (by default the same source).
    private func app(_ source: String, graphSource: String? = nil) throws -> String {
        let module = folder.appendingPathComponent("App")
        try FileManager.default.createDirectory(at: module, withIntermediateDirectories: true)
        let file = module.appendingPathComponent("App.swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        _ = try Toolchain.run(
            Toolchain.tool("swiftc"),
            [
                "-emit-module", "-module-name", "App", "-parse-as-library", "-swift-version", "6",
                "-emit-module-path", module.appendingPathComponent("App.swiftmodule").path, file.path,
            ])
        let graph = try #require(
            try symbolGraphs(graphSource ?? source).first { $0.name == "App.symbols.json" })
        let path = folder.appendingPathComponent("App.symbols.json")
        try graph.data.write(to: path)
        return path.path
    }

    private func run(_ arguments: [String], inject mock: String? = nil) throws -> (
        status: Int32, output: String, error: String
    ) {
        let modules = try #require(Self.builtModules, "StubKit.swiftmodule is not beside the test binary")
        var output = ""
        var error = ""
        let environment = mock.map { ["STUBKIT_MOCKGEN_INJECT_ERROR": $0] } ?? [:]
        let checkArguments = [
            "--typecheck", "-I", folder.appendingPathComponent("App").path, "-I", modules,
            "--regenerate-command", "make mocks",
        ]
        let status = MockGenCommand.run(
            arguments + checkArguments, standardOutput: { output += $0 }, standardError: { error += $0 },
            environment: environment)
        return (status, output, error)
    }

    private let repositorySource = """
        public protocol Repository {
            func isEmailTaken(_ email: String) -> Bool
            func count() -> Int
        }
        """

    @Test func aFileTheCompilerAcceptsIsWrittenWithItsSummary() throws {
        let graph = try app(repositorySource)
        let result = try run([graph, "--output", outputPath])
        #expect(result.error == "")
        #expect(result.status == 0)
        #expect(result.output == "Wrote \(outputPath): 1 mock, 0 placeholders; the compiler accepted it.\n")
        let text = try String(contentsOfFile: outputPath, encoding: .utf8)
        #expect(text.contains("func isEmailTaken(_ email: String) -> Bool { isEmailTakenAction(email) }"))
        let again = try run([graph, "--output", outputPath])
        #expect(again.output == "\(outputPath) is up to date: 1 mock, 0 placeholders; the compiler accepted it.\n")
    }

    /// Under default `MainActor` isolation, the test target's own `DefaultProvidable` conformance
    /// is written `nonisolated extension` (SwiftSettings.md): the check declares it so too, and the
    /// nonisolated mock's default compiles rather than becoming a placeholder ("main
    /// actor-isolated default value in a nonisolated context"; trial 41c).
    @Test func aTestTargetsConformanceServesANonisolatedMockUnderMainActorIsolation() throws {
        let graph = try app(
            """
            public struct Receipt { public init() {} }
            public protocol Printer: Sendable {
                func print() -> Receipt
            }
            """)
        let result = try run([
            graph, "--output", outputPath, "--default-isolation", "MainActor", "--default-providable", "Receipt",
        ])
        #expect(result.error == "")
        #expect(result.output == "Wrote \(outputPath): 1 mock, 0 placeholders; the compiler accepted it.\n")
        let text = try String(contentsOfFile: outputPath, encoding: .utf8)
        #expect(text.contains("var printAction: (()) -> Receipt = { _ in .defaultValue }"), "\(text)")
    }

    /// The safety net on a shape the generator gets wrong (injected): the member becomes a
    /// placeholder giving the compiler's error, the rest of the mock stays, and the file compiles.
    @Test func aMemberTheCompilerRejectsBecomesAPlaceholder() throws {
        let graph = try app(repositorySource)
        let result = try run([graph, "--output", outputPath], inject: "RepositoryMock")
        #expect(result.error == "")
        #expect(result.status == 0)
        let error = "the compiler rejected the generated code: cannot find 'stubKitInjectedError' in scope"
        #expect(
            result.output
                == "Wrote \(outputPath): 1 mock, 1 placeholder (Repository.isEmailTaken(_:): \(error)); "
                + "the compiler accepted it.\n")
        let text = try String(contentsOfFile: outputPath, encoding: .utf8)
        #expect(
            text.hasSuffix(
                """
                final class RepositoryMock: Repository {
                    // Not mockable: Repository.isEmailTaken(_:): \(error)
                    func isEmailTaken(_ email: String) -> Bool {
                        unmockedRequirement(
                            "RepositoryMock.isEmailTaken(_:)",
                            reason: "\(error)")
                    }

                    var countAction: (()) -> Int = { _ in .defaultValue }
                    func count() -> Int { countAction(()) }
                }

                """))
        // What was written compiles as it is.
        let check = try TypeCheck.errors(
            in: text, imports: [], fileName: "AppMocks.swift", defaultProvidable: [],
            options: {
                var options = TypeCheckOptions()
                options.searchPaths = [folder.appendingPathComponent("App").path, try #require(Self.builtModules)]
                return options
            }())
        #expect(check.inFile.isEmpty && check.elsewhere.isEmpty)
    }

    /// Three and four opaque types of one constraint in one method, in an initializer, and beside
    /// generic parameters named as the generator names them: each a generic parameter of its own
    /// name, and the compiler accepts every member as it is.
    @Test func manyOpaqueTypesOfOneConstraintCompileWithoutPlaceholders() throws {
        let graph = try app(
            """
            public protocol Message {}
            public struct Request<Payload> {}
            public struct Pair<First, Second> {}

            public protocol Client {
                init(_ first: Request<some Message>, _ second: Request<some Message>, _ third: Request<some Message>)
                func send(_ a: Request<some Message>, _ b: Request<some Message>, _ c: Request<some Message>)
                func sendAll(
                    _ a: Request<some Message>, _ b: Request<some Message>, _ c: Request<some Message>,
                    _ d: Request<some Message>
                ) async throws
                func pair(_ both: Pair<Request<some Message>, Request<some Message>>, _ third: Request<some Message>)
                func relay<SomeMessage2: Message>(
                    _ first: Request<some Message>, _ named: Request<SomeMessage2>, _ second: Request<some Message>,
                    _ third: Request<some Message>
                )
                func forward<SomeMessage, SomeMessage3>(
                    _ first: Request<some Message>, _ a: SomeMessage, _ second: Request<some Message>,
                    _ b: SomeMessage3, _ third: Request<some Message>
                )
            }
            """)
        let result = try run([graph, "--output", outputPath])
        #expect(result.error == "")
        #expect(result.status == 0)
        #expect(result.output == "Wrote \(outputPath): 2 mocks, 0 placeholders; the compiler accepted it.\n")
    }

    /// Span parameters reach their actions as arrays: the compiler accepts the copies.
    @Test func spanParametersCompileAsArrays() throws {
        let graph = try app(
            """
            public protocol Sink {
                func output(_ bytes: RawSpan) throws -> Int
                func write(_ values: Span<Int>, flush: Bool)
            }
            """)
        let result = try run([graph, "--output", outputPath])
        #expect(result.error == "")
        #expect(result.output == "Wrote \(outputPath): 1 mock, 0 placeholders; the compiler accepted it.\n")
    }

    /// `--strict` makes every action a strict stub, of every kind of requirement: the compiler
    /// accepts them all.
    @Test func strictActionsOfEveryKindCompile() throws {
        let graph = try app(
            """
            public struct TransportError: Error {}
            public protocol Transport {
                init(host: String)
                var isOpen: Bool { get }
                var timeout: Int { get set }
                subscript(channel: Int) -> String { get set }
                func connect() async throws
                func send(_ text: String, to peer: Int) -> Bool
                func parse(_ text: String) throws(TransportError) -> Int
                func decode<T: Decodable>(_ data: [UInt8]) throws -> T
                func receive(_ bytes: RawSpan) -> Int
                static func version() -> Int
            }
            """)
        let result = try run([graph, "--output", outputPath, "--strict", "Transport"])
        #expect(result.error == "")
        #expect(result.output.hasPrefix("Wrote \(outputPath): 1 mock, 0 placeholders"))
        #expect(result.output.hasSuffix("; the compiler accepted it.\n"))
        let text = try String(contentsOfFile: outputPath, encoding: .utf8)
        // Seven `strictStub(name:)` (the getters, methods and the static) and a `strictStubGeneric()`;
        // the property is a `PropertyStub(strict:)`, the initializer and the subscript's setter loose.
        #expect(text.components(separatedBy: "strictStub(").count - 1 == 7)
        #expect(text.components(separatedBy: "strictStubGeneric()").count - 1 == 1)
        #expect(text.contains(#"PropertyStub<Int>(strict: "timeoutStub")"#))
    }

    /// A graph that does not match the module (the requirement's result differs): the members
    /// compile, the conformance does not; the mock is left out with a comment saying why.
    @Test func aMockTheCompilerRejectsIsLeftOut() throws {
        let graph = try app(
            repositorySource,
            graphSource: repositorySource + "\npublic protocol Ledger {\n    func total() -> Int\n}\n")
        // `Ledger` is not in the module checked against: its mock's declaration names nothing.
        let result = try run([graph, "--output", outputPath])
        #expect(result.status == 0)
        #expect(
            result.output
                == "Wrote \(outputPath): 1 mock, 0 placeholders, 1 mock left out (LedgerMock: the compiler rejected the "
                + "generated mock: cannot find type 'Ledger' in scope); the compiler accepted it.\n")
        let text = try String(contentsOfFile: outputPath, encoding: .utf8)
        #expect(
            text.contains(
                "// Ledger has no mock: the compiler rejected the generated mock: cannot find type 'Ledger' in scope.\n"
            ))
        #expect(text.contains("final class RepositoryMock: Repository {"))
    }

    /// Without the module's search path, not even the import compiles: nothing is written.
    @Test func aFileThatCannotCompileIsNotWritten() throws {
        let graph = try app(repositorySource)
        let modules = try #require(Self.builtModules)
        var error = ""
        let status = MockGenCommand.run(
            [graph, "--output", outputPath, "--typecheck", "-I", modules], standardOutput: { _ in },
            standardError: { error += $0 }, environment: [:])
        #expect(status == 1)
        #expect(
            error
                == "error: the generated file does not compile: AppMocks.swift:6: no such module 'App'; nothing was written\n"
        )
        #expect(!FileManager.default.fileExists(atPath: outputPath))
    }

    @Test func checkOptionsNeedTypecheck() {
        var error = ""
        let status = MockGenCommand.run(
            ["App.symbols.json", "-I", "/tmp"], standardOutput: { _ in }, standardError: { error += $0 })
        #expect(status == 1)
        #expect(
            error == "error: -I, --Xcc, --Xswiftc, --swiftc and --swift-version serve --typecheck; add --typecheck\n")
    }

    /// The source map gives an action kept in `Actions` or `Statics` to its member, and the
    /// mock's own lines to the mock.
    @Test func theSourceMapNamesEachLinesMember() throws {
        let source = """
            public protocol Store: Actor {
                func load(id: Int) -> String
                static func reset()
            }
            """
        let graphs = try symbolGraphs(source).filter { $0.name.hasPrefix("App") }
        let file = try MockGenerator(regenerateCommand: "regenerate").generateFile(symbolGraphs: graphs)
        let lines = file.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        func owner(of text: String) -> String? {
            guard let index = lines.firstIndex(where: { $0.contains(text) }),
                let owner = file.sourceMap.owner(ofLine: index + 1)
            else { return nil }
            return owner.member.map { "\($0.member)" } ?? "mock \(owner.mock)"
        }
        // Each member by its requirement's symbol, whatever the member's text.
        let symbols = try symbols(source)
        let load = "\(MemberIdentity.requirement(usr: try #require(symbols["Store.load(id:)"]).identifier.precise))"
        let reset = "\(MemberIdentity.requirement(usr: try #require(symbols["Store.reset()"]).identifier.precise))"
        #expect(owner(of: "var loadAction") == load)
        #expect(owner(of: "actions.loadAction(id)") == load)
        #expect(owner(of: "var resetAction") == reset)
        #expect(owner(of: "actor StoreMock") == "mock StoreMock")
        #expect(owner(of: "final class Actions") == "mock StoreMock")
        #expect(owner(of: "import StubKit") == nil)
    }

    @Test func compilerErrorLinesAreRead() {
        #expect(
            TypeCheck.parse("/tmp/a b/AppMocks.swift:12:5: error: cannot find 'x' in scope")
                == CompilerError(file: "/tmp/a b/AppMocks.swift", line: 12, message: "cannot find 'x' in scope"))
        #expect(
            TypeCheck.parse("<unknown>:0: error: missing required module 'CNIOAtomics'")
                == CompilerError(file: "<unknown>", line: 0, message: "missing required module 'CNIOAtomics'"))
        #expect(TypeCheck.parse("/tmp/AppMocks.swift:3:1: warning: unused") == nil)
        #expect(MockGenCommand.plain(#"cannot convert "a\b""#) == "cannot convert 'a/b'")
    }

    /// The compiler's errors are sorted by file: those in the checked file (by its path or its
    /// name), those elsewhere, and none of the shim's (a type the test target conforms already).
    ///
    /// The compiler here is a script printing one error of each, in the files it was given.
    @Test func errorsAreSortedIntoTheFileElsewhereAndNoneOfTheShims() throws {
        let compiler = try scriptCompiler(
            """
            for argument; do
                case "$argument" in
                    *AppMocks.swift) echo "$argument:3:1: error: in the file";;
                    *StubKitTestConformances.swift) echo "$argument:2:1: error: in the shim";;
                esac
            done
            echo "<unknown>:0: error: elsewhere"
            echo "other/AppMocks.swift:7:1: error: by name"
            exit 1
            """)
        var options = TypeCheckOptions()
        options.compiler = compiler.path
        options.folder = folder.appendingPathComponent("check").path
        let errors = try TypeCheck.errors(
            in: "", imports: [], fileName: "AppMocks.swift", defaultProvidable: [], options: options)
        let file = folder.appendingPathComponent("check/AppMocks.swift").path
        #expect(
            errors.inFile == [
                CompilerError(file: file, line: 3, message: "in the file"),
                CompilerError(file: "other/AppMocks.swift", line: 7, message: "by name"),
            ])
        #expect(errors.elsewhere == [CompilerError(file: "<unknown>", line: 0, message: "elsewhere")])
    }

    /// The files checked stay in a folder the options name and go with a temporary one.
    ///
    /// A named folder is for a person to read; the temporary folder made when none is named is
    /// removed (whole-code run seed 20261207, survivor #1941: the named folder was deleted and the
    /// temporary one kept). The compiler here is a script that writes down the files it was given
    /// and accepts them.
    @Test func aNamedFolderKeepsTheFilesCheckedAndATemporaryOneIsRemoved() throws {
        let given = folder.appendingPathComponent("given.txt")
        let compiler = try scriptCompiler(
            """
            for argument; do
                case "$argument" in
                    *.swift) echo "$argument" >> "\(given.path)";;
                esac
            done
            exit 0
            """)
        var options = TypeCheckOptions()
        options.compiler = compiler.path

        options.folder = folder.appendingPathComponent("check").path
        _ = try TypeCheck.errors(
            in: "", imports: [], fileName: "AppMocks.swift", defaultProvidable: [], options: options)
        let named = try String(contentsOf: given, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(named.count == 2)
        #expect(named.allSatisfy { $0.hasPrefix(folder.appendingPathComponent("check").path + "/") })
        #expect(named.allSatisfy { FileManager.default.fileExists(atPath: $0) })

        try FileManager.default.removeItem(at: given)
        options.folder = nil
        _ = try TypeCheck.errors(
            in: "", imports: [], fileName: "AppMocks.swift", defaultProvidable: [], options: options)
        let temporary = try String(contentsOf: given, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(temporary.count == 2)
        #expect(temporary.allSatisfy { $0.contains("stubkit-mockgen-") })
        #expect(temporary.allSatisfy { !FileManager.default.fileExists(atPath: $0) })
        let temporaryFolder = try #require(temporary.first.map { URL(fileURLWithPath: $0).deletingLastPathComponent() })
        #expect(!FileManager.default.fileExists(atPath: temporaryFolder.path))
    }

    /// A compiler that is a shell script with `body`, in the test's folder, for tests of what the
    /// check does with the compiler's arguments and output.
    private func scriptCompiler(_ body: String) throws -> URL {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let compiler = folder.appendingPathComponent("swiftc")
        try Data("#!/bin/sh\n\(body)\n".utf8).write(to: compiler)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: compiler.path)
        return compiler
    }
}
