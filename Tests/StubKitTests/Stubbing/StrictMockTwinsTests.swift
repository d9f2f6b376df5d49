import Foundation
import Testing

// In a `StrictMock`, a member named `stub` hides every global `stub`, so each global spelling
// needs a member, in its instance and its static form, or a strict mock using it stops compiling.
// A mock in a test only compiles the spellings it uses: this test reads the sources, so a global
// spelling added without its members fails here, whoever uses it.

/// One `stub` declaration, reduced to what tells spellings apart: its generic parameters' names,
/// its parameters without defaults (labels and types), and its result.
private struct Spelling: Hashable, CustomStringConvertible {
    var generics: [String]
    var parameters: [String]
    var result: String

    var description: String {
        "stub<\(generics.joined(separator: ", "))>(\(parameters.joined(separator: ", "))) -> \(result)"
    }

    /// The member a global spelling stands for: the strict member has no constraint on its result,
    /// which may be `Void` or have no default value, so `Void` results read as `O`.
    var member: Spelling {
        var member = self
        let voidResult = { (type: String) in type.replacingOccurrences(of: "-> Void", with: "-> O") }
        member.parameters = parameters.map(voidResult)
        member.result = voidResult(result)
        if member != self && !generics.contains("O") { member.generics.append("O") }
        member.generics.sort()
        return member
    }
}

/// The `stub` declarations of the files under `Sources/StubKit`: the global ones (at the start of a
/// line) or the members (`public func` or `public static func`, indented).
private struct Declarations {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    var globals: [Spelling] = []
    var instanceMembers: [Spelling] = []
    var staticMembers: [Spelling] = []

    init() throws {
        let sources = Self.root.appendingPathComponent("Sources/StubKit")
        let files =
            FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            for (prefix, keyPath) in [
                ("\npublic func stub", \Declarations.globals),
                ("\n    public func stub", \Declarations.instanceMembers),
                ("\n    public static func stub", \Declarations.staticMembers),
            ] as [(String, WritableKeyPath<Declarations, [Spelling]>)] {
                self[keyPath: keyPath] += Self.spellings(after: prefix, in: text)
            }
        }
    }

    /// Every declaration whose line starts with `prefix` (its base name must end there: `stub<` or `stub(`).
    static func spellings(after prefix: String, in text: String) -> [Spelling] {
        var spellings: [Spelling] = []
        var rest = text[...]
        while let start = rest.range(of: prefix) {
            rest = rest[start.upperBound...]
            guard let next = rest.first, next == "<" || next == "(" else { continue }
            guard let brace = rest.firstIndex(of: "{") else { break }
            spellings.append(spelling(String(rest[..<brace])))
        }
        return spellings
    }

    /// Reads `<generics>(parameters) -> result`, with any whitespace.
    static func spelling(_ signature: String) -> Spelling {
        let flat = signature.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            .replacingOccurrences(of: "( ", with: "(").replacingOccurrences(of: " )", with: ")")
        var generics: [String] = []
        var rest = Substring(flat)
        if rest.first == "<", let close = matching(">", from: rest) {
            generics = split(rest[rest.index(after: rest.startIndex)..<close]).map {
                String($0.prefix { $0 != ":" }).trimmingCharacters(in: .whitespaces)
            }
            rest = rest[rest.index(after: close)...]
        }
        let close = matching(")", from: rest) ?? rest.endIndex
        let parameters = split(rest[rest.index(after: rest.startIndex)..<close]).filter { !$0.contains("=") }.map {
            // `of function: (I) -> O` reads `of: (I) -> O`: the internal name does not tell spellings apart.
            let colon = $0.firstIndex(of: ":") ?? $0.endIndex
            let label = $0[..<colon].split(separator: " ").first.map(String.init) ?? ""
            return label + $0[colon...]
        }
        let result = rest[close...].dropFirst().trimmingCharacters(in: .whitespaces)
        return Spelling(
            generics: generics.sorted(), parameters: parameters,
            result: result.hasPrefix("-> ") ? String(result.dropFirst(3)) : result)
    }

    /// The index of the bracket closing the one `text` starts with (a `>` of `->` closes nothing).
    static func matching(_ closer: Character, from text: Substring) -> Substring.Index? {
        guard let opener = text.first else { return nil }
        var depth = 0
        var previous: Character = " "
        for index in text.indices {
            let character = text[index]
            if character == opener {
                depth += 1
            } else if character == closer && !(closer == ">" && previous == "-") {
                depth -= 1
            }
            if depth == 0 { return index }
            previous = character
        }
        return nil
    }

    /// Splits `list` at its top-level commas.
    static func split(_ list: Substring) -> [String] {
        var parts: [String] = []
        var depth = 0
        var current = ""
        var previous: Character = " "
        for character in list {
            switch character {
            case "(", "[", "<": depth += 1
            case ")", "]": depth -= 1
            case ">" where previous != "-": depth -= 1
            case "," where depth == 0:
                parts.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
                previous = character
                continue
            default: break
            }
            current.append(character)
            previous = character
        }
        let last = current.trimmingCharacters(in: .whitespaces)
        return last.isEmpty ? parts : parts + [last]
    }
}

@Suite struct StrictMockTwinsTests {
    @Test func everyGlobalSpellingHasItsInstanceAndStaticMember() throws {
        let declarations = try Declarations()
        // Stub.swift, DeclaredStub.swift, AutoclosureStub.swift, StubByDefault.swift and VariadicStub.swift.
        #expect(declarations.globals.count == 67, "\(declarations.globals.count) global stub spellings")
        let instanceMembers = Set(declarations.instanceMembers)
        let staticMembers = Set(declarations.staticMembers)
        for global in declarations.globals {
            let member = global.member
            #expect(instanceMembers.contains(member) == true, "no instance member for \(global)")
            #expect(staticMembers.contains(member) == true, "no static member for \(global)")
        }
    }

    @Test func everyMemberHasBothFormsAndStandsForAGlobalSpelling() throws {
        let declarations = try Declarations()
        let instanceOnly = Set(declarations.instanceMembers).subtracting(declarations.staticMembers)
        let staticOnly = Set(declarations.staticMembers).subtracting(declarations.instanceMembers)
        #expect(instanceOnly.isEmpty, "instance members without their static form: \(instanceOnly)")
        #expect(staticOnly.isEmpty, "static members without their instance form: \(staticOnly)")
        #expect(
            declarations.instanceMembers.count == Set(declarations.instanceMembers).count, "a member declared twice")
        // The spellings a declared action needs in a strict mock and no loose one has: a throwing
        // action that throws untyped errors, synchronous or not, and typed throws named by their
        // error type (StrictMockDeclaredStub.swift says why).
        let extras: Set = [
            Spelling(generics: ["I", "O"], parameters: [], result: "@Sendable (I) throws -> O"),
            Spelling(
                generics: ["I", "O"], parameters: [], result: "nonisolated(nonsending) @Sendable (I) async throws -> O"),
            Spelling(
                generics: ["Failure", "I", "O"], parameters: ["throwing: Failure.Type"],
                result: "@Sendable (I) throws(Failure) -> O"),
        ]
        let standFor = Set(declarations.globals.map(\.member)).union(extras)
        for member in declarations.instanceMembers {
            let standsForOne = standFor.contains(member)
            #expect(standsForOne, "\(member) stands for no global spelling")
        }
    }
}
