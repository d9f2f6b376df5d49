import Foundation
import XCTest

@testable import StubKit

/// The wording of every failure StubKit reports, pinned word for word.
///
/// These are the only literal copies of the sentences in StubKit's own tests: every other test
/// builds the message it expects through ``Messages``, so a change of wording is made in
/// `Messages.swift` and shows up here, once.
final class MessagesTests: XCTestCase {
    func testNoDefaultValue() {
        XCTAssertEqual(
            Messages.noDefaultValue,
            "the result type does not conform to DefaultProvidable: use stub(of:alwaysReturn:) or conform it")
    }

    func testNoDefaultValueForGeneric() {
        XCTAssertEqual(
            Messages.noDefaultValueForGeneric,
            "the result type does not conform to DefaultProvidable: use .strictStub and register it, or conform it")
    }

    func testUnregisteredStrictStub() {
        XCTAssertEqual(
            Messages.unregisteredStrictStub(name: "addUserAction", arguments: "\"vip\""),
            "Unregistered strict stub 'addUserAction' was called with \"vip\". Register it (registerStub(alwaysReturn:) "
                + "or a closure) or set it up with setupStub(of:return:) before the code under test calls it.")
    }

    func testStrictPropertyReadBeforeSet() {
        XCTAssertEqual(
            Messages.strictPropertyReadBeforeSet(name: "managerStub"),
            "Strict property 'managerStub' was read before it was set. Set it, or set up its get action "
                + "(setupStub(of: &mock.nameStub.get, return:)), before the code under test reads it.")
    }

    func testWeakPropertyOfValue() {
        XCTAssertEqual(
            Messages.weakPropertyOfValue(type: "Account"),
            "A weak PropertyStub was set to a value of type Account, which cannot be held weakly: only class "
                + "instances can. It holds this value strongly; declare the property with PropertyStub(_:) instead.")
    }

    func testNoGenericStub() {
        XCTAssertEqual(
            Messages.noGenericStub(
                name: "add(user:)", arguments: "(Double)", output: "Bool", offered: "(String) -> Bool, (Int) -> Bool"),
            "No stub for add(user:) with arguments of type (Double) returning Bool; "
                + "potentials offered: (String) -> Bool, (Int) -> Bool")
    }

    func testUnmockedRequirement() {
        XCTAssertEqual(
            Messages.unmockedRequirement("StoreMock.shared", reason: "static requirements need a StubKit pattern"),
            "'StoreMock.shared' was called, but the generated mock does not implement it: "
                + "static requirements need a StubKit pattern. Write it by hand.")
    }

    func testNoValueToReturn() {
        XCTAssertEqual(
            Messages.noValueToReturn("No stub for f", type: "Account"),
            "StubKit: No stub for f (no default value of Account to return)")
    }

    func testUnverifiedSequence() {
        XCTAssertEqual(
            Messages.unverifiedSequence(expectations: "expect(.once)"),
            "A setup sequence with expectations (expect(.once)) was never verified: call SKTVerify(sequence) or "
                + "sequence.verify() before it is released.")
    }

    func testBrokenAfterFulfilment() {
        XCTAssertEqual(
            Messages.brokenAfterFulfilment("expected once, called 2 times"),
            "The expectations of a setup sequence were met when its attached XCTestExpectation was fulfilled, "
                + "but later calls broke them: expected once, called 2 times")
    }

    func testStepAfterEndless() {
        XCTAssertEqual(
            Messages.stepAfterEndless(step: "returnsOnce(5)", endless: "returns(1)"),
            "returnsOnce(5) is never used: returns(1) before it already answers every later call of this setup "
                + "sequence. Only the last step may be returns, throws or answers.")
    }

    func testCompletionNotCalled() {
        XCTAssertEqual(
            Messages.completionNotCalled(Messages.unmetExpectations("exactly 2 times", count: 1, calls: "4")),
            "Completion handler not called as expected: expected exactly 2 times, called 1 time; calls received: 4")
    }

    func testUnmetExpectations() {
        // The count reads `1 time` in the singular and `N times` otherwise.
        XCTAssertEqual(
            Messages.unmetExpectations("once", count: 0, calls: "none"),
            "expected once, called 0 times; calls received: none")
        XCTAssertEqual(
            Messages.unmetExpectations("never", count: 1, calls: "\"a\""),
            "expected never, called 1 time; calls received: \"a\"")
    }

    func testExpectationNotMet() {
        XCTAssertEqual(
            Messages.expectationNotMet(
                sequenceSite: "Client/LoginTests.swift:12", conditions: "whenFirst(\"Tom\")", failure: "boom"),
            "Stub expectation not met for the setup sequence from Client/LoginTests.swift:12 "
                + "matching whenFirst(\"Tom\"): boom")
        // Without argument conditions the `matching` clause is left out.
        XCTAssertEqual(
            Messages.expectationNotMet(sequenceSite: "Client/LoginTests.swift:12", conditions: "", failure: "boom"),
            "Stub expectation not met for the setup sequence from Client/LoginTests.swift:12: boom")
    }

    func testExpectationNotMetAtTestEnd() {
        XCTAssertEqual(
            Messages.expectationNotMetAtTestEnd(
                sequenceSite: "Client/LoginTests.swift:12", conditions: "when(\"vip\")", failure: "boom"),
            "Stub expectation not met when the test ended, for the setup sequence from Client/LoginTests.swift:12 "
                + "matching when(\"vip\"): boom")
        XCTAssertEqual(
            Messages.expectationNotMetAtTestEnd(
                sequenceSite: "Client/LoginTests.swift:12", conditions: "", failure: "boom"),
            "Stub expectation not met when the test ended, for the setup sequence from Client/LoginTests.swift:12: boom"
        )
    }

    func testUnmatchedSetup() {
        XCTAssertEqual(
            Messages.unmatchedSetup("when(\"vip\").returns(true)", calls: "\"bob\", \"ann\""),
            "Unused setup: no call matched when(\"vip\").returns(true) during the test; calls its stub received: "
                + "\"bob\", \"ann\". Fix the conditions, remove the setup, or mark it .lenient().")
    }

    func testUnusedSteps() {
        XCTAssertEqual(
            Messages.unusedSteps("returns(0)", of: "returnsOnce(1).returns(0)", matched: 1, calls: "\"a\""),
            "Unused setup: returns(0) of returnsOnce(1).returns(0) answered no call during the test (it matched 1 time); "
                + "calls its stub received: \"a\". Remove what the test does not need, or mark the sequence .lenient()."
        )
    }

    func testUnusedSetup() {
        // The whole setup unused is named once, whatever its steps and conditions.
        XCTAssertEqual(
            Messages.unusedSetup("when(\"vip\").returnsOnce(1).returns(0)", calls: "none"),
            "Unused setup: when(\"vip\").returnsOnce(1).returns(0) answered no call during the test; calls its stub "
                + "received: none. Remove what the test does not need, or mark the sequence .lenient().")
    }
}

/// Compile-time messages (`@available(*, unavailable, message:)`) must be string literals, so the
/// sources repeat the constants of ``Messages``; this keeps those copies honest.
final class UnavailableMessageCopiesTests: XCTestCase {
    /// The repository root, found from this file's path: `Tests/StubKitTests/Reporting/MessagesTests.swift`.
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The `message:` of every `@available(*, unavailable, message: "...")` in the source file at
    /// `path`, with the line of its attribute.
    private func unavailableMessages(in path: String) throws -> [(line: Int, text: String)] {
        let source = try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
        var messages: [(line: Int, text: String)] = []
        var rest = source[...]
        while let start = rest.range(of: "@available(") {
            let arguments = try XCTUnwrap(
                Self.arguments(from: start.upperBound, in: rest), "an @available in \(path) is never closed")
            rest = rest[arguments.endIndex...]
            // Only the unlabelled arguments before the first string say what kind of attribute it is.
            let kinds = arguments.prefix { $0 != "\"" }.split(separator: ",").map {
                $0.trimmingCharacters(in: .whitespacesAndNewlines)
            }
            guard kinds.contains("unavailable") else { continue }
            // `message:` and its literal, which the formatter puts on the next line when it is long.
            let label = try XCTUnwrap(
                arguments.range(of: #"message:\s*""#, options: .regularExpression),
                "@available(\(arguments)) in \(path) has no message")
            let message = try XCTUnwrap(
                Self.stringLiteral(from: label.upperBound, in: arguments),
                "@available(\(arguments)) in \(path) has an unterminated message")
            let line = source[..<start.lowerBound].filter { $0 == "\n" }.count + 1
            messages.append((line, message))
        }
        return messages
    }

    /// The text from `start` to the parenthesis that closes the one just before it, skipping
    /// string literals.
    private static func arguments(from start: Substring.Index, in text: Substring) -> Substring? {
        var depth = 1
        var index = start
        while index < text.endIndex {
            switch text[index] {
            case "\"":
                guard let literal = stringLiteral(from: text.index(after: index), in: text) else { return nil }
                // Past the literal's closing quote.
                index = text.index(text.index(after: index), offsetBy: literal.count)
            case "(":
                depth += 1
            case ")":
                depth -= 1
                if depth == 0 { return text[start..<index] }
            default:
                break
            }
            index = text.index(after: index)
        }
        return nil
    }

    /// The raw text of the one-line string literal whose opening quote is just before `start`.
    private static func stringLiteral(from start: Substring.Index, in text: Substring) -> String? {
        var index = start
        var escaped = false
        while index < text.endIndex, text[index] != "\n" {
            if text[index] == "\"" && !escaped { return String(text[start..<index]) }
            escaped = text[index] == "\\" && !escaped
            index = text.index(after: index)
        }
        return nil
    }

    func testStubOfFunctionRepeatsNoDefaultValue() throws {
        let messages = try unavailableMessages(in: "Sources/StubKit/Stubbing/Stub.swift")
        XCTAssertFalse(messages.isEmpty, "no unavailable stub(of:) found in Stub.swift")
        for message in messages {
            XCTAssertEqual(message.text, Messages.noDefaultValue, "Stub.swift:\(message.line)")
        }
    }

    func testStubGenericRepeatsNoDefaultValueForGeneric() throws {
        let messages = try unavailableMessages(in: "Sources/StubKit/Generics/Archived/StubGeneric.swift")
        XCTAssertFalse(messages.isEmpty, "no unavailable stub found in StubGeneric.swift")
        for message in messages {
            XCTAssertEqual(message.text, Messages.noDefaultValueForGeneric, "StubGeneric.swift:\(message.line)")
        }
    }

    func testDeclaredStubRepeatsItsMessages() throws {
        let messages = try unavailableMessages(in: "Sources/StubKit/Stubbing/DeclaredStub.swift")
        XCTAssertEqual(
            messages.filter { $0.text == Messages.declaredActionWithoutParameters }.count, 5,
            "stub(), stub(alwaysReturn:) and stub(alwaysThrow:) for () -> Output, and @MainActor stub() and stub(alwaysReturn:)"
        )
        for message in messages where message.text != Messages.declaredActionWithoutParameters {
            XCTAssertEqual(
                message.text, Messages.noDefaultValueForDeclared,
                "DeclaredStub.swift:\(message.line)")
        }
    }

    func testStrictMockDeclaredStubRepeatsItsMessage() throws {
        let messages = try unavailableMessages(in: "Sources/StubKit/Stubbing/StrictMockDeclaredStub.swift")
        XCTAssertEqual(messages.count, 10, "the five () -> Output spellings of DeclaredStub.swift, instance and static")
        for message in messages {
            XCTAssertEqual(
                message.text, Messages.declaredActionWithoutParameters, "StrictMockDeclaredStub.swift:\(message.line)")
        }
    }

    func testSequenceAndSpyNames() {
        XCTAssertEqual(
            Messages.sequenceName(site: "App/LoginTests.swift:12", conditions: "when(\"vip\")"),
            "the setup sequence from App/LoginTests.swift:12 matching when(\"vip\")")
        XCTAssertEqual(
            Messages.sequenceName(site: "App/LoginTests.swift:12", conditions: ""),
            "the setup sequence from App/LoginTests.swift:12")
        XCTAssertEqual(Messages.spyName(recording: "String", weakly: false), "the spy of String")
        XCTAssertEqual(Messages.spyName(recording: "Session", weakly: true), "the weak spy of Session")
    }

    func testCallsOutOfOrder() {
        XCTAssertEqual(
            Messages.callsOutOfOrder(
                early: 2, earlyCall: "\"inbox\"", late: 1, names: ["the spy of ()", "the spy of String"],
                calls: ["#1 ()", "#2 \"inbox\"", "#1 ()"], unlisted: 3),
            "Calls out of order: #2 was called with \"inbox\" before the last call of #1. Expected in this order: "
                + "#1 the spy of (), #2 the spy of String. Calls in the order they happened: "
                + "#1 (), #2 \"inbox\", #1 (), … and 3 more")
    }

    func testFailedCallInTest() {
        XCTAssertEqual(
            Messages.failedCallInTest(
                "Boom.", test: "signUp()", testSite: "AppTests/SignUpTests.swift:8", mockSite: "AppTests/Mocks.swift:30"
            ),
            "Boom.\n(In test signUp() at AppTests/SignUpTests.swift:8; the mock's line: AppTests/Mocks.swift:30.)")
    }

    func testCallsDiffer() {
        XCTAssertEqual(
            Messages.callsDiffer(called: 2, expected: 3, lines: ["  a", "- b", "+ c"]),
            "Calls differ from those expected (2 calls, 3 expected; - expected, not called; + called, not expected):\n"
                + "  a\n- b\n+ c")
        XCTAssertEqual(
            Messages.callsDiffer(called: 1, expected: 0, lines: ["+ a"]),
            "Calls differ from those expected (1 call, 0 expected; - expected, not called; + called, not expected):\n"
                + "+ a")
    }

    func testExpectedCallsMissing() {
        XCTAssertEqual(
            Messages.expectedCallsMissing(missing: 1, expected: 2, lines: ["· x", "  a", "- b"]),
            "Calls expected in this order are missing (1 of 2 not called; - expected, not called; · other calls):\n"
                + "· x\n  a\n- b")
    }

    func testNotOrderable() {
        XCTAssertEqual(
            Messages.notOrderable(type: "Fake"),
            "Fake cannot be verified in order: SKTVerifyInOrder takes setup sequences and spies "
                + "(ArgRecords, ArgWeakRecords).")
    }

    func testNotMetDescription() {
        XCTAssertEqual(Messages.notMetDescription(expected: "never", count: 3), "Called 3 times while expected never")
        XCTAssertEqual(Messages.notMetDescription(expected: "once", count: 0), "Called 0 times while expected once")
    }
}
