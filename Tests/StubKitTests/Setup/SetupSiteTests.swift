import Testing

@testable import StubKit

// Every `setupStubSequence` and `setupStub` overload keeps the line and column of its call, where
// failures about the setup point. Each call below is on its own line, far from the column its `(`
// is at: `#column` is that `(`'s column, and a call whose line equalled it would let a swap of the
// two pass (issue 40, run 2 survivors #816, #819 and #867).

/// Checks that `site` is the call on this line of this file.
private func expectSite(
    _ site: CallSite, fileID: String = #fileID, filePath: String = #filePath, line: UInt = #line,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(site.fileID == fileID, sourceLocation: sourceLocation)
    #expect("\(site.filePath)" == filePath, sourceLocation: sourceLocation)
    #expect(site.line == line, sourceLocation: sourceLocation)
    #expect(site.column > 1 && site.column != line, "column \(site.column)", sourceLocation: sourceLocation)
}

private struct Failure: Error {}

@MainActor
@Suite struct SetupSiteTests {
    @Test func everySynchronousAndThrowingSetupKeepsItsLineAndColumn() {
        var plain: (Int) -> Int = { $0 }
        var throwing: (Int) throws(Failure) -> Int = { $0 }
        expectSite(setupStubSequence(of: &plain).site)
        expectSite(setupStubSequence(of: &plain, for: { $0 > 0 }).site)
        expectSite(setupStub(of: &plain, return: 1).site)
        expectSite(setupStubSequence(of: &throwing).site)
        expectSite(setupStubSequence(of: &throwing, for: { $0 > 0 }).site)
        expectSite(setupStub(of: &throwing, return: 1).site)
        expectSite(setupStub(of: &throwing, throw: Failure()).site)
    }

    @Test func everyConcurrentSetupKeepsItsLineAndColumn() {
        var plain: @concurrent (Int) async -> Int = { $0 }
        var throwing: @concurrent (Int) async throws(Failure) -> Int = { $0 }
        expectSite(setupStubSequence(of: &plain).site)
        expectSite(setupStubSequence(of: &plain, for: { $0 > 0 }).site)
        expectSite(setupStub(of: &plain, return: 1).site)
        expectSite(setupStubSequence(of: &throwing).site)
        expectSite(setupStubSequence(of: &throwing, for: { $0 > 0 }).site)
        expectSite(setupStub(of: &throwing, return: 1).site)
        expectSite(setupStub(of: &throwing, throw: Failure()).site)
    }

    @Test func everyNonsendingSetupKeepsItsLineAndColumn() {
        var plain: nonisolated(nonsending) (Int) async -> Int = { $0 }
        var throwing: nonisolated(nonsending) (Int) async throws(Failure) -> Int = { $0 }
        expectSite(setupStubSequence(of: &plain).site)
        expectSite(setupStubSequence(of: &plain, for: { $0 > 0 }).site)
        expectSite(setupStub(of: &plain, return: 1).site)
        expectSite(setupStubSequence(of: &throwing).site)
        expectSite(setupStubSequence(of: &throwing, for: { $0 > 0 }).site)
        expectSite(setupStub(of: &throwing, return: 1).site)
        expectSite(setupStub(of: &throwing, throw: Failure()).site)
    }

    @Test func everyMainActorSetupKeepsItsLineAndColumn() {
        var plain: @MainActor (Int) -> Int = { $0 }
        var throwing: @MainActor (Int) throws(Failure) -> Int = { $0 }
        var async: @MainActor (Int) async -> Int = { $0 }
        var asyncThrowing: @MainActor (Int) async throws(Failure) -> Int = { $0 }
        expectSite(setupStubSequence(of: &plain).site)
        expectSite(setupStubSequence(of: &plain, for: { $0 > 0 }).site)
        expectSite(setupStub(of: &plain, return: 1).site)
        expectSite(setupStubSequence(of: &throwing).site)
        expectSite(setupStubSequence(of: &throwing, for: { $0 > 0 }).site)
        expectSite(setupStub(of: &throwing, return: 1).site)
        expectSite(setupStub(of: &throwing, throw: Failure()).site)
        expectSite(setupStubSequence(of: &async).site)
        expectSite(setupStubSequence(of: &async, for: { $0 > 0 }).site)
        expectSite(setupStub(of: &async, return: 1).site)
        expectSite(setupStubSequence(of: &asyncThrowing).site)
        expectSite(setupStubSequence(of: &asyncThrowing, for: { $0 > 0 }).site)
        expectSite(setupStub(of: &asyncThrowing, return: 1).site)
        expectSite(setupStub(of: &asyncThrowing, throw: Failure()).site)
    }

    /// Every step keeps the line and column of its call too: one added after an endless step is
    /// reported there (whole-code run seed 55547894: survivors #815 and #824, the line and column
    /// of the nonsending `answersOnce` and of `returnsNil` swapped, passed).
    @Test func everyStepKeepsItsLineAndColumn() {
        var plain: (Int) -> Int = { $0 }
        var throwing: (Int) throws(Failure) -> Int = { $0 }
        var concurrent: @concurrent (Int) async throws(Failure) -> Int = { $0 }
        var nonsending: nonisolated(nonsending) (Int) async throws(Failure) -> Int = { $0 }
        var generic: (Int) -> Any = { _ in 0 }
        let sync = setupStubSequence(of: &plain).returns(0)
        let throwingSequence = setupStubSequence(of: &throwing).returns(0)
        let concurrentSequence = setupStubSequence(of: &concurrent).returns(0)
        let nonsendingSequence = setupStubSequence(of: &nonsending).returns(0)
        let genericSequence = setupStubSequence(of: &generic).returns(0)
        expectStepSite(recordingFailures { sync.returnsOnce(1) })
        expectStepSite(recordingFailures { sync.returns(1) })
        expectStepSite(recordingFailures { sync.answersOnce { $0 } })
        expectStepSite(recordingFailures { sync.answers { $0 } })
        expectStepSite(recordingFailures { throwingSequence.throwsOnce(Failure()) })
        expectStepSite(recordingFailures { throwingSequence.throws(Failure()) })
        expectStepSite(recordingFailures { concurrentSequence.answersOnce { @concurrent value async in value } })
        expectStepSite(recordingFailures { concurrentSequence.answers { @concurrent value async in value } })
        expectStepSite(recordingFailures { nonsendingSequence.answersOnce { value async in value } })
        expectStepSite(recordingFailures { nonsendingSequence.answers { value async in value } })
        expectStepSite(recordingFailures { genericSequence.returnsNilOnce() })
        expectStepSite(recordingFailures { genericSequence.returnsNil() })
        // An expectation never verified is reported where it was written when its setup goes.
        expectStepSite(recordingFailures { expectOnceAndRelease() })
    }
}

/// Checks that `failures` is one failure, at the call on this line of this file.
private func expectStepSite(
    _ failures: [StubKit.Failure], line: UInt = #line, sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(failures.count == 1, "\(failures)", sourceLocation: sourceLocation)
    guard let site = failures.first?.site else { return }
    expectSite(site, line: line, sourceLocation: sourceLocation)
}

/// Sets up a sequence expected once, passing this call's location to `expect`, and releases it
/// unverified.
private func expectOnceAndRelease(
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    var action: (Int) -> Int = { $0 }
    setupStubSequence(of: &action).expect(.once, fileID: fileID, filePath: filePath, line: line, column: column)
    _ = action
}
