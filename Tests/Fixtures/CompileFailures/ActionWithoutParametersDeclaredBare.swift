// Must NOT compile: an action for a method without parameters declared `() -> Output` instead of
// `(()) -> Output`. scripts/check-clients.sh type-checks this file against StubKit and expects the
// unavailable overload's message (Messages.declaredActionWithoutParameters) once for each
// numbered line below.
import StubKit

struct Timeout: Error {}

final class CounterMock: @unchecked Sendable {
    var resetAction: () -> Void = stub()  // 1
    var countAction: () -> Int = stub()  // 2
    var nameAction: () -> String = stub(alwaysReturn: "counter")  // 3
    var flushAction: () async throws -> Void = stub(alwaysThrow: Timeout())  // 4
    var refreshAction: () async throws -> Int = stub()  // 5
    var titleAction: @MainActor () -> String = stub(alwaysReturn: "title")  // 6
    var renderAction: @MainActor () -> Int = stub()  // 7
}
