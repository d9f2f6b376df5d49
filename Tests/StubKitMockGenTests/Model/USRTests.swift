// Reading symbols' identifiers as the mangler writes them, word substitutions included, and the
// import a file given a module's graphs alone needs for a type whose name repeats a word of its
// module's name.
import Foundation
import Testing

@testable import StubKitMockGen

@Suite struct USRTests {
    @Test func aWordSubstitutionRepeatsAWordOfAnEarlierIdentifier() {
        // `0A` is the first word seen, "Ordered" of "OrderedCollections".
        let usr = "s:18OrderedCollections0A10DictionaryV"
        #expect(USR.module(of: usr) == "OrderedCollections")
        #expect(USR.isTopLevel(usr))
        #expect(USR.isReadable(usr))
        var identifiers = MangledIdentifiers(usr.dropFirst(2))
        #expect(identifiers.next() == "OrderedCollections")
        #expect(identifiers.next() == "OrderedDictionary")
        #expect(identifiers.remaining == "V")
        // A type inside it is not at the top level.
        #expect(!USR.isTopLevel("s:18OrderedCollections0A10DictionaryV6ValuesV"))
    }

    @Test func wordsFollowTheManglersRules() {
        // Words: "Abc1", "Def", "G2", "HI" (letters and digits; an uppercase letter after another
        // character than an uppercase one starts a word). Lowercase letters are words followed by
        // more, an uppercase one the last; `0` ends an identifier whose last piece is a word.
        var identifiers = MangledIdentifiers("11Abc1DefG2HI02Myad1_B0")
        #expect(identifiers.next() == "Abc1DefG2HI")
        #expect(identifiers.next() == "MyAbc1HI_Def")
        #expect(identifiers.remaining.isEmpty)
        // "My" of the second identifier is a word too, the fifth.
        var again = MangledIdentifiers("11Abc1DefG2HI02Myad1_B00E3Foo")
        _ = again.next()
        _ = again.next()
        #expect(again.next() == "MyFoo")
        // `_` and digits start no word, and a single letter is none: "_x_" gives nothing to repeat.
        var none = MangledIdentifiers("3_x_0A3Foo")
        #expect(none.next() == "_x_")
        #expect(none.next() == nil)
    }

    @Test func identifiersThatDoNotParse() {
        for usr in ["", "s:", "s:x", "s:3App", "s:99App4UserV", "s:3App0B4UserV", "x:3App4UserV", "s:0012vergenza_JFa"]
        {
            #expect(!USR.isReadable(usr), "\(usr)")
        }
        // Nimble's `≈` operator: its name is Punycode (`00`, length 3, `dch`), then `oi` (infix).
        var operatorName = MangledIdentifiers("003dchoiyy")
        #expect(operatorName.next() == "dch")
        #expect(operatorName.remaining == "oiyy")
        // An encoded name starting with a digit gets a `_` after its length; a name may end the text.
        var digitFirst = MangledIdentifiers("003_1abV")
        #expect(digitFirst.next() == "1ab")
        #expect(digitFirst.remaining == "V")
        var last = MangledIdentifiers("003abc")
        #expect(last.next() == "abc")
        #expect(last.remaining.isEmpty)
        for usr in [
            "s:SS", "s:s5UInt8V", "s:ScA", "s:3App4UserV", "c:@S@Point", "s:e:s:Sa3AppE5countSivp",
            "s:6Nimble003dchoiyyAA15SyncExpectationVyxG_xtSlRzSF7ElementRzlF",
        ] {
            #expect(USR.isReadable(usr), "\(usr)")
        }
    }

    @Test func aFileFromTheModulesGraphsAloneImportsTheModuleOfATypeWhoseNameRepeatsAWordOfIt() throws {
        // As the Xcode section of Generating Mocks runs it: the module's graphs, no context graph.
        let graphs = try symbolGraphs(
            module: "Queries",
            """
            import OrderedCollections

            public protocol Cache {
                func entries() -> OrderedDictionary<String, Int>
            }
            """,
            dependencies: [
                ("OrderedCollections", "public struct OrderedDictionary<Key: Hashable, Value> { public init() {} }")
            ])
        let own = graphs.filter { $0.name == "Queries.symbols.json" }
        let graph = try SymbolGraph.decode(try #require(own.first).data, name: "Queries.symbols.json")
        let usrs = graph.symbols.flatMap { $0.declarationFragments ?? [] }.compactMap(\.preciseIdentifier)
        #expect(usrs.contains("s:18OrderedCollections0A10DictionaryV"))
        let text = try MockGenerator(regenerateCommand: "regenerate").generate(symbolGraphs: own)
        #expect(text.contains("\nimport Foundation\nimport OrderedCollections\nimport Queries\nimport StubKit\n"))
    }
}
