// Generated mocks of generic methods whose closures the action receives erased: a closure over a
// parameter pack gets the pack's values as one tuple (a pack of one is its element, an empty one
// `()`), and a closure that throws the method's own concrete error keeps it. A test answers the
// call by calling the closure it received through the action, as for any generic closure.
import MockGenFixtures
import StubKit
import Testing

@Suite struct GeneratedClosureErasureMockTests {
    @Test func aClosureOverAPackIsCalledWithThePacksTuple() {
        let packs = PacksMock()
        let types = spyCalls(of: &packs.visitAction, transform: { $0.genericTypes.map { "\($0)" } })
        setupStubSequence(of: &packs.visitAction).when { $0.uses((Int, String).self) }.answers { call in
            call.arguments((1, "two"))
        }
        var visited: [String] = []
        packs.visit { (number: Int, word: String) in visited.append("\(number) \(word)") }
        #expect(visited == ["1 two"])

        // A pack of one is its element; an empty pack is `()`.
        packs.visitAction = { call in call.arguments(7) }
        packs.visit { (number: Int) in visited.append("\(number)") }
        packs.visitAction = { call in call.arguments(()) }
        packs.visit { () in visited.append("none") }
        #expect(visited == ["1 two", "7", "none"])
        #expect(types[0] == ["(Int, String)"])
    }

    @Test func aPackInsideAGenericArgumentReachesTheClosureAsThatType() async throws {
        let packs = PacksMock()
        setupStubSequence(of: &packs.handleAction).when { $0.uses((Int, String).self) }.answers { call in
            try await call.arguments(Packet(1, "two"))
        }
        var received: [String] = []
        try await packs.handle { (packet: Packet<Int, String>) in
            received.append("\(packet.details.0) \(packet.details.1)")
        }
        #expect(received == ["1 two"])
    }

    @Test func aValueOfAnotherTypeThanThePacksIsReported() async {
        // A call's failure is an issue of the test, at its declaration; the message keeps the mock's line.
        let here = Test.current?.sourceLocation
        let packs = PacksMock()
        packs.handleAction = { call in try await call.arguments(Packet("one")) }
        var ran = false
        var thrown: (any Error)?
        await withKnownIssue {
            do {
                try await packs.handle { (_: Packet<Int>) in ran = true }
            } catch {
                thrown = error
            }
        } matching: { issue in
            // The closure's argument is converted as an answer is: the message says so.
            issue.comments.map(\.rawValue).first?.hasPrefix(
                "handle(next:) expects an answer of type Packet<Pack{Int}>, but its action answered a value of type "
                    + "Packet<Pack{String}>. Answer each call with its own type: match it with "
                    + "when { $0.expects(Packet<Pack{Int}>.self) }."
                    + "\n(In test aValueOfAnotherTypeThanThePacksIsReported() at MockGenConsumerTests/GeneratedClosureErasureMockTests.swift:\(here?.line ?? 0); "
                    + "the mock's line: MockGenConsumerTests/MockGenFixturesMocks.swift:"
            ) == true && issue.sourceLocation == here
        }
        #expect(!ran)
        #expect(thrown is StubKitError)
    }

    @Test func aPackAfterOtherParametersIsTheClosuresLastArguments() throws {
        let packs = PacksMock()
        packs.countAction = { call in try call.arguments.1("counted", (3, true)) }
        let labels = spyCalls(of: &packs.countAction, transform: { $0.arguments.0 })
        let count = packs.count("first") { (label: String, number: Int, flag: Bool) in
            label.count + number + (flag ? 1 : 0)
        }
        #expect(count == 11)
        #expect(labels == ["first"])
    }

    @Test func aClosuresTypedErrorReachesTheCallerTyped() throws {
        let parser = SpanParserMock()
        parser.withParserSpanAction = { call throws(ParseError) in
            var span = ByteSpan(offset: 2)
            return try call.arguments(&span)
        }
        let results = spyCalls(of: &parser.withParserSpanAction, transform: { "\($0.resultType)" })
        let read = try parser.withParserSpan { span throws(ParseError) in
            span.offset += 4
            return span.offset
        }
        #expect(read == 6)
        #expect(results == ["Int"])
        let error = #expect(throws: ParseError.self) {
            _ = try parser.withParserSpan { _ throws(ParseError) -> Int in throw .empty }
        }
        #expect(error == .empty)
    }

    @Test func aTypedThrowingClosureWithoutInoutIsCalledThroughTheAction() throws {
        let parser = SpanParserMock()
        setupStubSequence(of: &parser.withSpanAction).when { $0.expects(String.self) }.answers {
            call throws(ParseError) in try call.arguments(ByteSpan(offset: 5))
        }
        #expect(try parser.withSpan { span throws(ParseError) in "at \(span.offset)" } == "at 5")

        parser.decodeAction = { call throws(ParseError) in try call.arguments(42) }
        var decoded: [Int] = []
        try parser.decode { (value: Int) throws(ParseError) in decoded.append(value) }
        #expect(decoded == [42])
        #expect(throws: ParseError.badFormat("x")) {
            try parser.decode { (_: Int) throws(ParseError) in throw .badFormat("x") }
        }
    }
}
