// The compiler's verdict on a generated file, before anything is written: `swiftc -typecheck`
// against the modules the mocks import, its errors read back as `file:line:column: error: message`.
// MockGenCommand turns each rejected member into a placeholder (a rejected mock is left out) and
// checks again, a bounded number of times, so that only a file the compiler accepted is written.
internal import Foundation

/// How to type-check a generated file: the compiler, and where the modules it imports are.
package struct TypeCheckOptions: Equatable, Sendable {
    /// `swiftc`, found on `PATH`, or a path.
    package var compiler = "swiftc"
    /// Module search paths (`-I`): the folder of the mocked module's and StubKit's `.swiftmodule`.
    package var searchPaths: [String] = []
    /// Flags for the C modules, each passed after `-Xcc` (`-fmodule-map-file=...`).
    package var clangFlags: [String] = []
    /// Other compiler flags, passed as they are (`-sdk`, `-target`, `-F`, `-module-cache-path`).
    package var compilerFlags: [String] = []
    /// The test target's language mode.
    package var swiftVersion = "6"
    /// A folder for the files checked; a new temporary folder when `nil`.
    package var folder: String?

    package init() {}
}

/// One error the compiler reported.
struct CompilerError: Equatable {
    /// The file the error is in, as the compiler printed it; empty when it named none.
    var file: String
    /// The line, from 1; 0 when the compiler gave none.
    var line: Int
    /// `cannot find 'x' in scope`.
    var message: String
}

enum TypeCheck {
    /// The errors the compiler reports for `text` (a generated file, which declares `imports`),
    /// checked beside a file declaring the test target's own `DefaultProvidable` conformances of
    /// `defaultProvidable`, which the mocks may rely on.
    ///
    /// - Returns: The errors in the generated file, sorted by line, and the others (in no file, or
    ///   in a module the check could not load); none when the compiler accepts the file.
    /// - Throws: ``GeneratorError/typeCheck(_:)`` when the compiler cannot be run, or fails
    ///   without saying where.
    static func errors(
        in text: String, imports: [String], fileName: String, defaultProvidable: [String], options: TypeCheckOptions
    ) throws(GeneratorError) -> (inFile: [CompilerError], elsewhere: [CompilerError]) {
        let fileManager = FileManager.default
        let folder: URL
        if let path = options.folder {
            folder = URL(fileURLWithPath: path)
        } else {
            folder = fileManager.temporaryDirectory.appendingPathComponent("stubkit-mockgen-\(UUID().uuidString)")
        }
        defer { if options.folder == nil { try? fileManager.removeItem(at: folder) } }
        let file = folder.appendingPathComponent(fileName)
        let shim = folder.appendingPathComponent("StubKitTestConformances.swift")
        do {
            try fileManager.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
            try Data(shimText(imports: imports, types: defaultProvidable).utf8).write(to: shim)
        } catch {
            throw .typeCheck("cannot write the files to type-check in \(folder.path): \(error.localizedDescription)")
        }
        var arguments = ["-typecheck", "-parse-as-library", "-module-name", "StubKitMockCheck"]
        arguments += ["-swift-version", options.swiftVersion, "-diagnostic-style", "llvm", "-suppress-warnings"]
        for path in options.searchPaths { arguments += ["-I", path] }
        for flag in options.clangFlags { arguments += ["-Xcc", flag] }
        arguments += options.compilerFlags + [file.path, shim.path]
        let (status, output) = try run(options.compiler, arguments)
        guard status != 0 else { return ([], []) }
        var inFile: [CompilerError] = []
        var elsewhere: [CompilerError] = []
        for line in output.split(separator: "\n") {
            guard let error = parse(String(line)) else { continue }
            if error.file == file.path || error.file.hasSuffix("/" + fileName) {
                inFile.append(error)
            } else if !error.file.hasSuffix("/" + shim.lastPathComponent) {
                // The shim's own errors (a type that conforms already) change nothing for the mocks.
                elsewhere.append(error)
            }
        }
        if inFile.isEmpty, elsewhere.isEmpty, !output.contains(shim.lastPathComponent + ":") {
            let first = output.split(separator: "\n").first.map(String.init) ?? "no message"
            throw .typeCheck("\(options.compiler) failed with status \(status): \(first)")
        }
        return (inFile.sorted { $0.line < $1.line }, elsewhere)
    }

    /// `/tmp/x/AppMocks.swift:12:5: error: cannot find 'x' in scope`, or `<unknown>:0: error: ...`.
    static func parse(_ line: String) -> CompilerError? {
        guard let marker = line.range(of: ": error: ") else { return nil }
        let location = line[..<marker.lowerBound]
        let message = String(line[marker.upperBound...])
        // `path:line:column`, or `path:line`; a path may itself contain colons.
        let parts = location.split(separator: ":", omittingEmptySubsequences: false)
        if parts.count >= 3, let lineNumber = Int(parts[parts.count - 2]), Int(parts[parts.count - 1]) != nil {
            return CompilerError(
                file: parts.dropLast(2).joined(separator: ":"), line: lineNumber, message: message)
        }
        if parts.count >= 2, let lineNumber = Int(parts[parts.count - 1]) {
            return CompilerError(file: parts.dropLast().joined(separator: ":"), line: lineNumber, message: message)
        }
        return CompilerError(file: String(location), line: 0, message: message)
    }

    /// A file declaring, for the check only, the conformances the test target has of its own
    /// (`extension User: DefaultProvidable`), which the mocks' loose stubs rely on.
    ///
    /// Each is `nonisolated`, as a target with default `MainActor` isolation writes it for its
    /// nonisolated mocks (SwiftSettings.md); elsewhere the word changes nothing.
    static func shimText(imports: [String], types: [String]) -> String {
        var lines = ["// The test target's own conformances, for the type-check of the generated mocks only."]
        lines += imports
        for type in types.sorted() {
            lines.append(
                "nonisolated extension \(type): @retroactive DefaultProvidable {"
                    + " public static var defaultValue: Self { fatalError() } }")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Runs `executable` (a path, or a name looked up on `PATH`), returning its status and its
    /// standard output and error, interleaved.
    private static func run(_ executable: String, _ arguments: [String]) throws(GeneratorError) -> (Int32, String) {
        let process = Process()
        if executable.contains("/") {
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = arguments
        } else {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = [executable] + arguments
        }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do {
            try process.run()
        } catch {
            throw .typeCheck("cannot run \(executable): \(error.localizedDescription)")
        }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
