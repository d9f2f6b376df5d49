/// A setup sequence or a spy: something whose calls ``SKTVerifyInOrder(_:_:_:fileID:filePath:line:column:)``
/// can put in order.
///
/// ``StubSequence``, ``ArgRecords`` and ``ArgWeakRecords`` conform, whatever their generic types,
/// so one check can mix the sequences and spies of different stubs and mocks:
///
/// ```swift
/// let login = setupStubSequence(of: &auth.loginAction).expect(.once)
/// let fetches = spyCalls(of: &api.fetchAction)
/// let logout = setupStubSequence(of: &auth.logoutAction).expect(.once)
/// subject.run()
/// SKTVerifyInOrder(login, fetches, logout)
/// ```
///
/// Only StubKit's types record the order of their calls; another type that declares the
/// conformance is reported as a failure by `SKTVerifyInOrder`.
public protocol InOrderVerifiable: AnyObject {}

/// What ``SKTVerifyInOrder(_:_:_:fileID:filePath:line:column:)`` asks of each argument.
protocol CallOrderSource: InOrderVerifiable {
    /// The argument in words, for the failure message.
    var orderName: String { get }
    /// Its calls in ``CallOrder`` terms.
    func orderedCalls() -> OrderedCalls
    /// Verifies its expectations as `SKTVerify` does, reporting a failure at `site`.
    ///
    /// - Returns: Whether every expectation is met (`true` when there are none).
    func verifyExpectations(at site: CallSite) -> Bool
}

extension StubSequence: InOrderVerifiable, CallOrderSource {
    var orderName: String {
        Messages.sequenceName(site: "\(site)", conditions: conditionsDescription)
    }

    func orderedCalls() -> OrderedCalls {
        let (first, last, total, stamps, calls) = layer.locked {
            ($0.firstStamp, $0.lastStamp, $0.matchCount, $0.matchedStamps, $0.matchedCalls)
        }
        guard first != 0 else { return OrderedCalls(first: nil, last: nil, total: 0, listed: []) }
        // Calls on several threads may have been described in another order than they matched.
        let listed = zip(stamps, calls).map { (stamp: $0, call: $1) }.sorted { $0.stamp < $1.stamp }
        return OrderedCalls(first: first, last: last, total: total, listed: listed)
    }

    func verifyExpectations(at site: CallSite) -> Bool {
        verifyReporting(at: site)
    }
}

extension ArgRecords: InOrderVerifiable, CallOrderSource {
    var orderName: String { Messages.spyName(recording: "\(T.self)", weakly: false) }

    func orderedCalls() -> OrderedCalls {
        storage.orderedCalls { describeArguments($0) }
    }

    func verifyExpectations(at site: CallSite) -> Bool { true }
}

extension ArgWeakRecords: InOrderVerifiable, CallOrderSource {
    var orderName: String { Messages.spyName(recording: "\(T.self)", weakly: true) }

    func orderedCalls() -> OrderedCalls {
        storage.orderedCalls { describeArguments($0.object) }
    }

    func verifyExpectations(at site: CallSite) -> Bool { true }
}
