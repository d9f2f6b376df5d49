// What the command writes where, beyond the errors of CommandTests: the summary of a run without
// --output goes to standard error (standard output is the file, which a shell redirects), and
// --prune-context takes exactly one graph.
import Foundation
import Testing

@testable import StubKitMockGen

@Suite final class MockGenCommandTests {
    /// A fresh folder for one test's files, removed after the test.
    private let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("StubKitMockGenCommandTests-\(UUID().uuidString)")

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    private func write(_ name: String, _ contents: Data) throws -> String {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name)
        try contents.write(to: url)
        return url.path
    }

    /// Runs the command and returns its status, standard output and standard error.
    private func run(_ arguments: [String]) -> (status: Int32, output: String, error: String) {
        var output = ""
        var error = ""
        let status = MockGenCommand.run(arguments, standardOutput: { output += $0 }, standardError: { error += $0 })
        return (status, output, error)
    }

    /// The main symbol graph of `source` compiled as `App`.
    private func symbolGraph(_ source: String) throws -> Data {
        try #require(symbolGraphs(module: "App", source).first { $0.name == "App.symbols.json" }).data
    }

    private let protocols = """
        public protocol Repository {
            func isEmailTaken(_ email: String) -> Bool
        }
        public protocol Mailer {
            func send(_ text: String)
        }
        """

    /// Without --output the file goes to standard output and its summary to standard error, so
    /// that `stubkit-mockgen App.symbols.json > Mocks.swift` writes only Swift and still says what
    /// it wrote.
    @Test func withoutOutputTheSummaryGoesToStandardError() throws {
        let input = try write("App.symbols.json", symbolGraph(protocols))
        let result = run([input])
        #expect(result.status == 0)
        #expect(result.error == "Generated 2 mocks, 0 placeholders; not type-checked.\n")
        #expect(result.output.hasSuffix("}\n"))
        #expect(!result.output.contains("Generated 2 mocks"))
    }

    /// An error the type-check reports in no file it checks (a module the compiler cannot load)
    /// stops the command at once: no member is to blame, so no placeholder could help.
    ///
    /// The compiler here is a script that always reports one such error.
    @Test func aTypeCheckErrorOutsideTheCheckedFilesStopsTheCommand() throws {
        let input = try write("App.symbols.json", symbolGraph(protocols))
        let compiler = try write(
            "swiftc", Data("#!/bin/sh\necho \"<unknown>:0: error: missing required module 'Core'\"\nexit 1\n".utf8))
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: compiler)
        let output = folder.appendingPathComponent("Mocks/AppMocks.swift").path
        let result = run([input, "--output", output, "--typecheck", "--swiftc", compiler])
        #expect(result.status == 1)
        #expect(
            result.error
                == "error: the generated mocks could not be type-checked: <unknown>: error: missing required module 'Core';"
                + " nothing was written\n")
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    /// A member the compiler rejects becomes a placeholder in the first rounds only: one rejected
    /// in the last round (`placeholderRounds`) leaves its whole mock out, which the next round
    /// checks.
    ///
    /// The compiler here is a script rejecting `m0`, `m1`, ... one a round, then accepting.
    @Test func aMemberRejectedInTheLastRoundLeavesItsMockOut() throws {
        let rounds = MockGenCommand.placeholderRounds
        let methods = (0...rounds).map { "    func m\($0)()" }.joined(separator: "\n")
        let input = try write("App.symbols.json", symbolGraph("public protocol Steps {\n\(methods)\n}\n"))
        let counter = folder.appendingPathComponent("rounds").path
        let compiler = try write(
            "swiftc",
            Data(
                """
                #!/bin/sh
                round=$(cat '\(counter)' 2>/dev/null || echo 0)
                echo $((round + 1)) > '\(counter)'
                [ "$round" -ge \(rounds + 1) ] && exit 0
                for argument; do case "$argument" in *StepsMocks.swift) file="$argument";; esac; done
                line=$(grep -n "func m$round()" "$file" | head -1 | cut -d: -f1)
                echo "$file:$line:5: error: m$round rejected"
                exit 1

                """.utf8))
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: compiler)
        let output = folder.appendingPathComponent("Mocks/StepsMocks.swift").path
        let result = run([input, "--output", output, "--typecheck", "--swiftc", compiler])
        #expect(result.status == 0, "\(result.error)")
        #expect(
            result.output
                == "Wrote \(output): 0 mocks, 0 placeholders, 1 mock left out (StepsMock: the compiler rejected the "
                + "generated mock: m\(rounds) rejected); the compiler accepted it.\n")
        #expect(try String(contentsOfFile: counter, encoding: .utf8) == "\(rounds + 2)\n")
    }

    /// With one graph and --output, --prune-context writes the pruned graph and nothing else.
    @Test func pruneContextWritesTheOneGraphPruned() throws {
        let data = try symbolGraph(protocols)
        let input = try write("App.symbols.json", data)
        let output = folder.appendingPathComponent("App.pruned.symbols.json").path
        let result = run(["--prune-context", input, "--output", output])
        #expect(result.status == 0)
        #expect(result.error.isEmpty)
        #expect(result.output.isEmpty)
        let pruned = try ContextGraphs.pruned(data, name: "App.symbols.json")
        #expect(FileManager.default.contents(atPath: output) == pruned)
    }

    /// Two graphs, or no --output, are refused with the usage line, and nothing is written.
    @Test func pruneContextRefusesTwoGraphsOrNoOutput() throws {
        let data = try symbolGraph(protocols)
        let first = try write("App.symbols.json", data)
        let second = try write("Other.symbols.json", data)
        let output = folder.appendingPathComponent("App.pruned.symbols.json").path
        for arguments in [["--prune-context", first, second, "--output", output], ["--prune-context", first]] {
            let result = run(arguments)
            #expect(result.status == 1, "\(arguments)")
            #expect(result.error == "error: --prune-context takes one graph and --output\n", "\(arguments)")
            #expect(!FileManager.default.fileExists(atPath: output), "\(arguments)")
        }
    }

    private let delegate = """
        public struct Disposition { let allow: Bool }
        public protocol Delegate {
            func didStart()
            func disposition() -> Disposition
            func load() throws -> Disposition
            func fetch() throws -> Disposition
        }
        extension Delegate {
            public func didStart() {}
            public func disposition() -> Disposition { Disposition(allow: true) }
        }
        """

    /// The summary names each requirement left to its protocol's default and why, then each action
    /// made strict because its result has no default value; `--keep-default` and
    /// `--intercept-default` change both, and say so.
    @Test func theSummaryListsDefaultsLeftAndStrictActions() throws {
        let input = try write("App.symbols.json", symbolGraph(delegate))
        let output = folder.appendingPathComponent("Mocks.swift").path
        let plain = run([input, "--output", output])
        #expect(plain.status == 0)
        #expect(
            plain.output
                == "Wrote \(output): 1 mock, 0 placeholders, 1 requirement left to its default (Delegate.disposition() "
                + "(Disposition has no default value)), 2 strict actions (no default value: DelegateMock.loadAction, "
                + "DelegateMock.fetchAction); "
                + "not type-checked.\n")
        let chosen = run([
            input, "--output", output, "--keep-default", "Delegate.didStart", "--intercept-default",
            "Delegate.disposition()",
        ])
        #expect(chosen.status == 0)
        #expect(
            chosen.output
                == "Wrote \(output): 1 mock, 0 placeholders, 1 requirement left to its default (Delegate.didStart() "
                + "(--keep-default)), 2 strict actions (no default value: DelegateMock.loadAction, "
                + "DelegateMock.fetchAction); not type-checked.\n")
        let both = run([input, "--keep-default", "Delegate"])
        #expect(both.status == 0)
        #expect(
            both.error
                == "Generated 1 mock, 0 placeholders, 2 requirements left to their defaults (Delegate.didStart() "
                + "(--keep-default), Delegate.disposition() (--keep-default)), 2 strict actions (no default value: "
                + "DelegateMock.loadAction, DelegateMock.fetchAction); not type-checked.\n")
    }

    /// A selector needs a value, and one naming nothing is refused before anything is written.
    @Test func aDefaultSelectorNamingNothingWritesNothing() throws {
        let input = try write("App.symbols.json", symbolGraph(delegate))
        let output = folder.appendingPathComponent("Mocks.swift").path
        let missing = run([input, "--keep-default"])
        #expect(missing.status == 1)
        #expect(missing.error == "error: --keep-default needs a value\n")
        let unknown = run([input, "--output", output, "--intercept-default", "Delegate.load"])
        #expect(unknown.status == 1)
        #expect(
            unknown.error
                == "error: --intercept-default Delegate.load: Delegate has no requirement of that name that a protocol "
                + "extension implements; those it has: didStart(), disposition()\n")
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    /// `--spi <Name>` reaches the generator: an `@_spi` protocol whose source file is gone (the
    /// snippet's is) is mocked with that name's import, where without it nothing is written (issue 40,
    /// run 6 survivor #2080: the command dropped the option).
    @Test func theSPIOptionNamesTheImportOfAnSPIProtocol() throws {
        let input = try write(
            "App.symbols.json",
            symbolGraph(
                """
                @_spi(Storage)
                public protocol Reader {
                    func read() -> Int
                }
                """))
        let unnamed = run([input])
        #expect(unnamed.status == 1)
        #expect(unnamed.error.contains("App.Reader is an @_spi protocol whose SPI name is not in "))
        let named = run([input, "--spi", "Storage"])
        #expect(named.status == 0)
        #expect(named.output.contains("\n@_spi(Storage) import App\n"))
        #expect(named.output.contains("final class ReaderMock: Reader {"))
    }

    /// `--class` mocks a class beside the protocols; the summary names the members left to it and why,
    /// and a selector of a member the mock cannot override is refused, listing those it can.
    @Test func aClassIsMockedWhenNamedAndTheSummaryListsWhatIsLeftToIt() throws {
        let input = try write(
            "App.symbols.json",
            symbolGraph(
                """
                public protocol Mailer {
                    func send(_ text: String)
                }
                open class Printer {
                    public let header = ""
                    public final func cut() {}
                    open func format() -> String { "" }
                    open func feed() {}
                }
                """))
        let plain = run([input])
        #expect(plain.status == 0)
        #expect(!plain.output.contains("PrinterMock"))
        let mocked = run([input, "--class", "Printer", "--keep-default", "Printer.feed"])
        #expect(mocked.status == 0)
        #expect(mocked.output.contains("final class PrinterMock: Printer {"))
        #expect(
            mocked.error
                == "Generated 2 mocks, 0 placeholders, 3 members left to their classes (Printer.header (a let), "
                + "Printer.cut() (final), Printer.feed() (--keep-default)); not type-checked.\n")
        let final = run([input, "--class", "Printer", "--keep-default", "Printer.cut"])
        #expect(final.status == 1)
        #expect(
            final.error
                == "error: --keep-default Printer.cut: Printer has no member of that name its mock can override; "
                + "those it can: format(), feed()\n")
        let missing = run([input, "--class"])
        #expect(missing.error == "error: --class needs a value\n")
        // With a class to mock, a selector naming neither says a class may be named too.
        let misspelt = run([input, "--class", "Printer", "--strict", "Printr.feed"])
        #expect(misspelt.status == 1)
        #expect(
            misspelt.error
                == "error: --strict Printr.feed: no protocol or class to mock is named Printr; write <Type>, "
                + "<Type>.<name> or <Type>.<name>(<labels>:)\n")
    }
}
