// swift-format-ignore: AlwaysUseLowerCamelCase
/// Fails the running test unless the given sequences and spies were called in this order, and
/// the sequences' expectations are met.
///
/// Every call each argument matched (a sequence) or recorded (a spy) must have happened after
/// every call of the arguments before it. The order is exact across threads: StubKit stamps each
/// call from one clock. Each sequence's expectations are verified as
/// ``SKTVerify(_:fileID:filePath:line:column:)`` does, and the sequence is marked as verified.
/// An argument without calls puts no constraint on the order.
///
/// ```swift
/// let login = setupStubSequence(of: &auth.loginAction).expect(.once)
/// let fetches = spyCalls(of: &api.fetchAction)
/// let logout = setupStubSequence(of: &auth.logoutAction).expect(.once)
/// subject.run()
/// SKTVerifyInOrder(login, fetches, logout)
/// // ❌ Calls out of order: #3 was called with () before the last call of #2. Expected in this
/// //    order: #1 the setup sequence from AppTests/RunTests.swift:3, #2 the spy of String,
/// //    #3 the setup sequence from AppTests/RunTests.swift:5. Calls in the order they happened:
/// //    #1 "tom", #2 "inbox", #3 (), #2 "outbox"
/// ```
///
/// - Parameters:
///   - first: The sequence or spy whose calls come first.
///   - second: The sequence or spy whose calls come next.
///   - more: Further sequences or spies, in order.
///   - fileID: The file ID of the call, for failure messages.
///   - filePath: The file path of the call, where a failure points.
///   - line: The line of the call, where a failure points.
///   - column: The column of the call.
/// - Returns: Whether the calls were in order and every expectation is met.
@discardableResult
public func SKTVerifyInOrder(
    _ first: any InOrderVerifiable, _ second: any InOrderVerifiable, _ more: any InOrderVerifiable...,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> Bool {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    var sources: [any CallOrderSource] = []
    for argument in [first, second] + more {
        guard let source = argument as? any CallOrderSource else {
            FailureReporter.report(Messages.notOrderable(type: "\(type(of: argument))"), at: site)
            return false
        }
        sources.append(source)
    }
    var holds = true
    var verified = Set<ObjectIdentifier>()  // A sequence passed twice is verified, and reported, once.
    for source in sources where verified.insert(ObjectIdentifier(source)).inserted {
        if !source.verifyExpectations(at: site) { holds = false }
    }
    let calls = sources.map { $0.orderedCalls() }
    guard let message = outOfOrderMessage(calls, names: sources.map(\.orderName)) else { return holds }
    FailureReporter.report(message, at: site)
    return false
}

/// The failure for calls that break the order of `calls`, or `nil` when they keep it.
func outOfOrderMessage(_ calls: [OrderedCalls], names: [String]) -> String? {
    // The latest call among the arguments before the current one, and whose it is.
    var latest: (argument: Int, stamp: UInt64)?
    var breach: (early: Int, earlyCall: String, late: Int)?
    for (index, argument) in calls.enumerated() {
        if breach == nil, let first = argument.first, let latest, first < latest.stamp {
            breach = (index + 1, argument.listed.first?.call ?? "…", latest.argument + 1)
        }
        if let last = argument.last, last > latest?.stamp ?? 0 { latest = (index, last) }
    }
    guard let breach else { return nil }
    let happened = calls.enumerated()
        .flatMap { index, argument in argument.listed.map { (stamp: $0.stamp, text: "#\(index + 1) \($0.call)") } }
        .sorted { $0.stamp < $1.stamp }
        .map(\.text)
    return Messages.callsOutOfOrder(
        early: breach.early, earlyCall: breach.earlyCall, late: breach.late, names: names, calls: happened,
        unlisted: calls.reduce(0) { $0 + $1.total - $1.listed.count })
}
