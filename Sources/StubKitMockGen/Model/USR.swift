// Reading precise identifiers (USRs) of Swift symbols, as far as the generator needs: the module, the
// kind, whether the symbol is declared at the top level. The compiler writes them with the mangler's
// rules (docs/ABI/Mangling.rst in the Swift repository), word substitutions included:
// `s:18OrderedCollections0A10DictionaryV` is `OrderedCollections.OrderedDictionary`, `0A` repeating
// the first word seen so far, "Ordered".

internal import Foundation

/// Reading precise identifiers (USRs) of Swift symbols: `s:9HTTPTypes11HTTPRequestV`.
enum USR {
    /// What a symbol is.
    enum Kind: Equatable {
        case `struct`, `class`, `enum`, `protocol`, `typealias`, associatedType, unknown
    }

    /// What the symbol of `usr` is, from its last letters; `unknown` for the standard library's
    /// short forms (`s:SS` for `String`, `s:SQ` for `Equatable`), which do not say.
    static func kind(of usr: String?) -> Kind {
        guard let usr, usr.hasPrefix("s:") else { return .unknown }
        if usr.hasSuffix("Qa") { return .associatedType }
        if isStandardShortForm(usr) { return .unknown }
        switch usr.last {
        case "V": return .struct
        case "C": return .class
        case "O": return .enum
        case "P": return .protocol
        case "a": return .typealias
        default: return .unknown
        }
    }

    /// `s:SS`, `s:Si`, `s:SQ` (Equatable), `s:Sc…` (_Concurrency's short forms).
    static func isStandardShortForm(_ usr: String) -> Bool {
        guard usr.hasPrefix("s:S") || usr.hasPrefix("s:s") else { return false }
        let rest = usr.dropFirst(2)
        // `s:s5UInt8V` is a long form in module `s` (the standard library's own mangling).
        if rest.hasPrefix("s"), rest.dropFirst().first?.isNumber == true { return false }
        return rest.hasPrefix("S")
    }

    /// The module of a Swift symbol: `HTTPTypes` for `s:9HTTPTypes11HTTPRequestV`, `Swift` for the
    /// standard library (`s:SS`, `s:s5UInt8V`), `_Concurrency` for its short forms (`s:ScA`).
    static func module(of usr: String?) -> String? {
        guard let usr, usr.hasPrefix("s:") else { return nil }
        let mangled = usr.dropFirst(2)
        if mangled.hasPrefix("Sc") { return "_Concurrency" }
        if mangled.hasPrefix("S") { return "Swift" }
        if mangled.hasPrefix("s"), mangled.dropFirst().first?.isNumber == true { return "Swift" }
        var identifiers = MangledIdentifiers(mangled)
        return identifiers.next()
    }

    /// Whether the symbol is declared at the top level of its module (`s:4Yams4NodeO`,
    /// `s:18OrderedCollections0A10DictionaryV`), rather than inside a type
    /// (`s:4Yams29AliasDereferencingStrategyP5Valuea`, a protocol's typealias).
    static func isTopLevel(_ usr: String?) -> Bool {
        guard let usr, usr.hasPrefix("s:") else { return false }
        if isStandardShortForm(usr) { return true }
        var mangled = usr.dropFirst(2)
        if mangled.hasPrefix("s"), mangled.dropFirst().first?.isNumber == true {
            mangled = mangled.dropFirst()  // The standard library's module, `s`.
            var identifiers = MangledIdentifiers(mangled)
            guard identifiers.next() != nil else { return false }
            return identifiers.remaining.count == 1
        }
        var identifiers = MangledIdentifiers(mangled)
        guard identifiers.next() != nil, identifiers.next() != nil else { return false }
        return identifiers.remaining.count == 1
    }

    /// Whether `usr` can be read: a C symbol's (`c:@S@Point`), or a Swift symbol's whose module
    /// and what follows it read (`s:SS`, `s:s5UInt8V`, `s:9HTTPTypes11HTTPRequestV`, an extension
    /// block's `s:e:` and the symbol it extends).
    static func isReadable(_ usr: String) -> Bool {
        if usr.hasPrefix("c:") { return usr.count > 2 }
        guard usr.hasPrefix("s:") else { return false }
        let mangled = usr.dropFirst(2)
        if mangled.hasPrefix("e:") { return isReadable(String(mangled.dropFirst(2))) }
        if isStandardShortForm(usr) { return mangled.count > 1 }
        if mangled.hasPrefix("s"), mangled.dropFirst().first?.isNumber == true {
            var identifiers = MangledIdentifiers(mangled.dropFirst())
            return identifiers.next() != nil
        }
        var identifiers = MangledIdentifiers(mangled)
        guard identifiers.next() != nil, let next = identifiers.remaining.first else { return false }
        // The module's first declaration, or the context it is in: an identifier, which must read too.
        return !(next.isASCII && next.isNumber) || identifiers.next() != nil
    }

    /// `prefix` or `postfix` for the symbol of a unary operator (`-` of `s:s13SignedNumericP1sopyxxFZ`):
    /// a graph prints the declaration without it, the identifier says it (`op`, `oP`; `oi` is infix).
    static func operatorFixity(of usr: String, name: String) -> String? {
        let letters: [Character: Character] = [
            "&": "a", "@": "c", "/": "d", "=": "e", ">": "g", "<": "l", "*": "m", "!": "n", "|": "o", "+": "p",
            "%": "r", "-": "s", "~": "t", "^": "x", ".": "z", "?": "q",
        ]
        let mangled = name.compactMap { letters[$0] }
        guard mangled.count == name.count else { return nil }
        guard let range = usr.range(of: "\(name.count)" + String(mangled) + "o") else { return nil }
        switch usr[range.upperBound...].first {
        case "p": return "prefix"
        case "P": return "postfix"
        default: return nil
        }
    }
}

/// The identifiers at the start of a mangled name, read in order as the demangler reads them.
///
/// An identifier is run-length encoded (`10Dictionary`), or starts with `0` and mixes such pieces
/// with references to words of the identifiers read before it: a lowercase letter for a word
/// followed by more, an uppercase one for the last, `0` ending an identifier whose last piece is a
/// word. A word is a run of letters and digits that does not start with a digit, at least two
/// characters long; `_` ends one, and so does an uppercase letter after a character that is not
/// one (`HTTPRequest` is one word, `OrderedCollections` two). The first 26 words count.
struct MangledIdentifiers {
    /// What follows the identifiers read so far.
    private(set) var remaining: Substring
    private var words: [Substring] = []

    init(_ mangled: Substring) {
        remaining = mangled
    }

    /// The next identifier, or `nil` (and nothing read) when what follows is not one this reader knows.
    ///
    /// Not one: not a length, a length beyond the text, or a word that was not seen. A Punycode
    /// identifier (`00`, a length, an optional `_`, the encoded name: Nimble's operator `≈` is
    /// `003dch`) is read whole, as encoded: it names no module this reader must spell, and gives no
    /// words.
    mutating func next() -> String? {
        var rest = remaining
        guard let first = rest.first, first.isASCII, first.isNumber else { return nil }
        var substituting = false
        if first == "0" {
            rest = rest.dropFirst()
            if rest.first == "0" { return punycode(rest.dropFirst()) }
            substituting = true
        }
        var identifier = ""
        var newWords: [Substring] = []
        repeat {
            while substituting, let letter = rest.first, letter.isASCII, letter.isLetter {
                rest = rest.dropFirst()
                let index = Int(letter.asciiValue! - (letter.isUppercase ? 65 : 97))
                let known = words + newWords
                guard index < known.count else { return nil }
                identifier += known[index]
                if letter.isUppercase { substituting = false }
            }
            if rest.first == "0" {
                rest = rest.dropFirst()
                break
            }
            let digits = rest.prefix { $0.isASCII && $0.isNumber }
            guard let length = Int(digits), length > 0, rest.count >= digits.count + length else { return nil }
            let piece = rest.dropFirst(digits.count).prefix(length)
            rest = rest.dropFirst(digits.count + length)
            identifier += piece
            newWords += Self.words(in: piece)
        } while substituting
        remaining = rest
        words = Array((words + newWords).prefix(26))
        return identifier
    }

    /// A Punycode identifier after its `00`, as encoded.
    private mutating func punycode(_ text: Substring) -> String? {
        let digits = text.prefix { $0.isASCII && $0.isNumber }
        guard let length = Int(digits), length > 0 else { return nil }
        var rest = text.dropFirst(digits.count)
        if rest.first == "_" { rest = rest.dropFirst() }
        guard rest.count >= length else { return nil }
        remaining = rest.dropFirst(length)
        return String(rest.prefix(length))
    }

    /// The words of a run-length encoded piece, in order.
    private static func words(in piece: Substring) -> [Substring] {
        var found: [Substring] = []
        var start: Substring.Index?
        var previous: Character?
        for index in piece.indices + [piece.endIndex] {
            let character = index < piece.endIndex ? piece[index] : nil
            if let wordStart = start, let previous,
                character == nil || character == "_" || (!previous.isUppercase && character?.isUppercase == true)
            {
                if piece.distance(from: wordStart, to: index) >= 2 { found.append(piece[wordStart..<index]) }
                start = nil
            }
            if start == nil, let character, character != "_", !(character.isASCII && character.isNumber) {
                start = index
            }
            previous = character
        }
        return found
    }
}
