import XCTest

#if canImport(Testing)
    public import Testing
#endif

/// The values of every ``TestScoped`` for one test (or one explicit scope).
final class StubScope: Sendable {
    private let values = Protected<[Key: any Sendable]>([:])

    /// What names one value in a scope: its owner (a `static let` ``TestScoped``, or the type given
    /// to ``TestScoped/init(for:_:)``) and the value's type.
    struct Key: Hashable {
        let owner: ObjectIdentifier
        let value: ObjectIdentifier
    }

    /// This scope's value for `key`, made by `makeValue` on first use.
    func value<Value: AnyObject & Sendable>(for key: Key, making makeValue: () -> Value) -> Value {
        values.withLock { values in
            if let value = values[key] as? Value { return value }
            let value = makeValue()
            values[key] = value
            return value
        }
    }

    /// A scope set for the current task and its child tasks by ``withStubScope(_:)-swift.func``.
    @TaskLocal static var explicit: StubScope?

    /// The scope of the running test, found as ``TestScoped/current`` documents.
    static var current: StubScope {
        if let explicit { return explicit }
        #if canImport(Testing)
            if let test = Test.current {
                return swiftTestingScopes.withLock { scopes in
                    if let scope = scopes[test.id] { return scope }
                    let scope = StubScope()
                    scopes[test.id] = scope
                    return scope
                }
            }
        #endif
        return XCTestScopes.shared.current
    }

    #if canImport(Testing)
        /// One scope per Swift Testing test; tests end with the process, so scopes are kept.
        private static let swiftTestingScopes = Protected<[Test.ID: StubScope]>([:])
    #endif
}

/// One scope per XCTest test case, replaced when the next one starts; the process's scope outside tests.
final class XCTestScopes: NSObject, XCTestObservation, @unchecked Sendable {
    // @unchecked Sendable: `scope` is only touched with the lock of `Protected` held.
    static let shared: XCTestScopes = {
        let observer = XCTestScopes()
        #if canImport(Darwin)
            // Apple's XCTest registers observers on the main thread only. Off it, the hop is
            // asynchronous (a blocked main thread must not deadlock the test): until it lands, the
            // running test keeps the fresh scope made here.
            if Thread.isMainThread {
                MainActor.assumeIsolated { XCTestObservationCenter.shared.addTestObserver(observer) }
            } else {
                Task { @MainActor in XCTestObservationCenter.shared.addTestObserver(observer) }
            }
        #else
            XCTestObservationCenter.shared.addTestObserver(observer)
        #endif
        return observer
    }()

    private let scope = Protected(StubScope())

    var current: StubScope { scope.withLock { $0 } }

    nonisolated func testCaseWillStart(_ testCase: XCTestCase) {
        scope.withLock { $0 = StubScope() }
    }

    nonisolated func testCaseDidFinish(_ testCase: XCTestCase) {
        scope.withLock { $0 = StubScope() }
    }
}

/// Runs `body` with fresh values for every ``TestScoped``: the static sides of mocks start anew, and are seen by `body` and its child tasks only.
///
/// ```swift
/// withStubScope {
///     setupStub(of: &DriverMock.statics.current.versionAction, return: 2)
///     XCTAssertEqual(DriverMock.version, 2)
/// }
/// ```
///
/// - Parameter body: The code to run in the new scope.
/// - Returns: What `body` returns.
public func withStubScope<R>(_ body: () throws -> R) rethrows -> R {
    try StubScope.$explicit.withValue(StubScope(), operation: body)
}

/// Runs async `body` with fresh values for every ``TestScoped``, seen by `body` and its child tasks only.
///
/// ```swift
/// await withStubScope {
///     setupStub(of: &DriverMock.statics.current.versionAction, return: 2)
///     await subject.connect()
/// }
/// ```
///
/// - Parameters:
///   - isolation: The actor `body` runs on; the caller's by default.
///   - body: The code to run in the new scope.
/// - Returns: What `body` returns.
public func withStubScope<R>(
    isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> R
) async rethrows -> R {
    try await StubScope.$explicit.withValue(StubScope(), operation: body, isolation: isolation)
}

// `TestScoping` arrived with Swift 6.1; the package supports 6.0 toolchains.
#if canImport(Testing) && compiler(>=6.1)
    /// A Swift Testing trait that runs each test case in a fresh stub scope (see ``TestScoped``).
    ///
    /// ```swift
    /// @Test(.stubScope, arguments: [1, 2, 3])
    /// func connects(version: Int) { ... }
    /// ```
    public struct StubScopeTrait: TestTrait, SuiteTrait, TestScoping {
        /// Applies to every test of a suite it is given to.
        public var isRecursive: Bool { true }

        /// Runs `function` in a fresh stub scope.
        ///
        /// - Parameters:
        ///   - test: The test that runs.
        ///   - testCase: The test case that runs, if any.
        ///   - function: The test case itself.
        /// - Throws: What the test case throws.
        public func provideScope(
            for test: Test, testCase: Test.Case?, performing function: @concurrent @Sendable () async throws -> Void
        ) async throws {
            guard testCase != nil else { return try await function() }
            try await StubScope.$explicit.withValue(StubScope()) { try await function() }
        }
    }

    extension Trait where Self == StubScopeTrait {
        /// Runs each test case in a fresh stub scope: the static sides of mocks (``TestScoped``) start anew.
        ///
        /// ```swift
        /// @Test(.stubScope, arguments: [1, 2, 3])
        /// func connects(version: Int) { ... }
        /// ```
        public static var stubScope: Self { Self() }
    }
#endif
