// Requirements the generator cannot mock yet are still written: calling one fails the test with
// a message naming the requirement and why (the file also says why in a comment above each, not a
// #warning, which a test target would print on every build). Properties
// and subscripts are generated with StubKit's property and subscript stubs.
import MockGenFixtures
import StubKit
import Testing

@Suite struct PlaceholderTests {
    @Test func aPlaceholderFailsTheTestNamingTheRequirement() {
        // A call's failure is an issue of the test, at its declaration; the message keeps the mock's line.
        let here = Test.current?.sourceLocation
        withKnownIssue {
            PacksMock().nested { (_: (Int, String) -> Void) in }
        } matching: { issue in
            issue.comments.map(\.rawValue).first?.hasPrefix(
                "'PacksMock.nested(_:)' was called, but the generated mock does not implement it: "
                    + "a closure taking a closure over a parameter pack has no type to erase its values to. "
                    + "Write it by hand."
                    + "\n(In test aPlaceholderFailsTheTestNamingTheRequirement() at MockGenConsumerTests/PlaceholderTests.swift:\(here?.line ?? 0); "
                    + "the mock's line: MockGenConsumerTests/MockGenFixturesMocks.swift:"
            ) == true && issue.sourceLocation == here
        }
    }

    @Test func aPacksValuesReachTheActionAsOneTuple() {
        let packs = PacksMock()
        let calls = spyCalls(of: &packs.allAction)
        packs.all(1, "two")
        let values = calls[0]?.arguments as? (Int, String)
        #expect(values?.0 == 1)
        #expect(values?.1 == "two")
    }

    @Test func generatedPropertiesAndSubscriptsBehaveAsStoredUntilSetUp() {
        let settings = SettingsMock()
        #expect(settings.name == "")
        settings.name = "Ada"
        #expect(settings.name == "Ada")
        let names = spyCalls(of: &settings.nameStub.set)
        settings.name = "Grace"
        #expect(names == ["Grace"])

        setupStub(of: &settings.versionAction, return: 3)
        #expect(settings.version == 3)

        settings["theme"] = "dark"
        #expect(settings["theme"] == "dark")
        #expect(settings["other"] == nil)
        let reads = setupStubSequence(of: &settings.subscriptStub.get).when("pinned").returns("yes").expect(.once)
        #expect(settings["pinned"] == "yes")
        SKTVerify(reads)
    }
}
