import XCTest

@testable import StubKit

// `inout` parameters: the action receives the value passed in and returns the value written back.
// The generic form is swift-distributed-tracing's `Instrument.inject(_:into:using:)`.
private protocol Injecting: Sendable {
    associatedtype Carrier: Sendable
    func inject(_ value: String, forKey key: String, into carrier: inout Carrier)
}

private struct HeadersInjector: Injecting {
    func inject(_ value: String, forKey key: String, into carrier: inout [String: String]) { carrier[key] = value }
}

private struct TraceContext: Equatable, Sendable {
    var traceID: String
}

private protocol Instrument {
    func inject<Carrier, Inject: Injecting>(
        _ context: TraceContext, into carrier: inout Carrier, using injector: Inject)
    where Inject.Carrier == Carrier
    func advance(_ cursor: inout Int, by step: Int) -> Bool
    func normalize(_ text: inout String)
}

private final class InstrumentMock: Instrument {
    // A generic method with an `inout` parameter: one action per carrier type the tests use.
    var injectHeadersAction: ((TraceContext, [String: String], HeadersInjector)) -> [String: String] = { $0.1 }
    static let injectLine: UInt = #line + 5
    func inject<Carrier, Inject: Injecting>(
        _ context: TraceContext, into carrier: inout Carrier, using injector: Inject
    )
    where Inject.Carrier == Carrier {
        carrier = callGeneric((context, carrier, injector), potentials: [injectHeadersAction])
    }
    var advanceAction: ((Int, Int)) -> (Int, Bool) = { ($0.0, false) }
    func advance(_ cursor: inout Int, by step: Int) -> Bool {
        let (written, result) = advanceAction((cursor, step))
        cursor = written
        return result
    }
    lazy var normalizeAction: (String) -> String = strictStub(of: { $0 }, name: "normalizeAction")
    func normalize(_ text: inout String) { text = normalizeAction(text) }
}

private struct StringInjector: Injecting {
    func inject(_ value: String, forKey key: String, into carrier: inout String) { carrier += value }
}

final class InoutParameterTests: XCTestCase {
    func testTheDefaultWritesBackWhatCameIn() {
        let instrument = InstrumentMock()
        var cursor = 3
        XCTAssertFalse(instrument.advance(&cursor, by: 2))
        XCTAssertEqual(cursor, 3)
        var headers = ["a": "1"]
        instrument.inject(TraceContext(traceID: "t"), into: &headers, using: HeadersInjector())
        XCTAssertEqual(headers, ["a": "1"])
    }

    func testTheTestSeesTheValuePassedInAndDecidesTheValueWrittenBack() {
        let instrument = InstrumentMock()
        let passedIn = spyCalls(of: &instrument.advanceAction, transform: { $0.0 })
        setupStubSequence(of: &instrument.advanceAction).whenSecond(1).answers { cursor, step in (cursor + step, true) }
        var cursor = 3
        XCTAssertTrue(instrument.advance(&cursor, by: 1))
        XCTAssertTrue(instrument.advance(&cursor, by: 1))
        XCTAssertFalse(instrument.advance(&cursor, by: 5))
        XCTAssertEqual(cursor, 5)
        XCTAssertEqual(passedIn, [3, 4, 5])
    }

    func testAGenericInoutMethodWritesBackWhatItsActionReturns() {
        let instrument = InstrumentMock()
        let contexts = spyCalls(of: &instrument.injectHeadersAction, transform: { $0.0 })
        setupStubSequence(of: &instrument.injectHeadersAction).answers { context, carrier, injector in
            var carrier = carrier
            injector.inject(context.traceID, forKey: "trace-id", into: &carrier)
            return carrier
        }
        var headers = ["accept": "json"]
        instrument.inject(TraceContext(traceID: "abc"), into: &headers, using: HeadersInjector())
        XCTAssertEqual(headers, ["accept": "json", "trace-id": "abc"])
        XCTAssertEqual(contexts, [TraceContext(traceID: "abc")])
    }

    func testAGenericInoutCallWithAnotherCarrierTypeNamesTheTypes() {
        let instrument = InstrumentMock()
        var carrier = "unchanged"
        let failures = recordingFailures {
            instrument.inject(TraceContext(traceID: "x"), into: &carrier, using: StringInjector())
        }
        XCTAssertEqual(
            failures.map(\.message),
            [
                "No stub for inject(_:into:using:) with arguments of type (TraceContext, String, StringInjector) "
                    + "returning String; potentials offered: ((TraceContext, Dictionary<String, String>, "
                    + "HeadersInjector)) -> Dictionary<String, String>"
            ])
        XCTAssertEqual(failures.first?.site.line, InstrumentMock.injectLine)
        XCTAssertEqual(carrier, "", "after reporting, a miss writes back the type's default value")
    }

    func testAnUnregisteredStrictInoutStubReportsTheValuePassedIn() {
        let instrument = InstrumentMock()
        var text = "Ada"
        let failures = recordingFailures { instrument.normalize(&text) }
        XCTAssertEqual(
            failures.map(\.message), [Messages.unregisteredStrictStub(name: "normalizeAction", arguments: #""Ada""#)])
        XCTAssertEqual(text, "", "after reporting, the default value is written back")
    }
}
