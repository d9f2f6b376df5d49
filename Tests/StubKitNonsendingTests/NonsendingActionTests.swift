// Actions declared by a client that has `NonisolatedNonsendingByDefault` on: an unannotated
// `(I) async -> O` here is `nonisolated(nonsending) (I) async -> O`.
import StubKit
import Testing

@Suite struct NonsendingActionTests {
    final class Repo: @unchecked Sendable {
        func fetch() async -> [Int] { [] }
        lazy var fetchAction = stub(of: fetch)
    }

    @Test func aLazyStubOfANonsendingMethodAnswersItsDefault() async {
        let repo = Repo()
        #expect(await repo.fetchAction(()) == [])
    }
}
