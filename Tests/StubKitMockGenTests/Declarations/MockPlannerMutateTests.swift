// Behaviours of Declarations/MockPlanner.swift that mutants of `make mutate` (scripts/mutate.py)
// changed while every other test passed (issue 31): each test fails with one of them.
import Testing

@testable import StubKitMockGen

@Suite struct MockPlannerMutateTests {
    /// A circular same-type constraint through a type the mock gives itself is left unstated.
    ///
    /// A generic protocol refining `Collection`: the standard library ties `Iterator.Element` to
    /// `Element`, and the mock's `Iterator` is `IndexingIterator<NamesMock>`, a type made of the mock
    /// that already meets the tie. The mock is written; stating the constraint (or leaving the mock
    /// out, as for a type that must be the mock) would lose it.
    @Test func aSameTypeConstraintThroughATypeTheMockGivesItselfIsLeftUnstated() throws {
        let text = try mockText(
            """
            protocol Names: Collection where Index == Int {
                func reload()
            }
            """, standardLibrary: true)
        #expect(text.contains("final class NamesMock<Element>: Names {\n"))
        #expect(text.contains("    typealias Iterator = IndexingIterator<NamesMock>\n"))
        #expect(text.contains("    func reload() { reloadAction(()) }\n"))
        #expect(!text.contains("has no mock"))
    }
}
