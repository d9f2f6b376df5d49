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
}
