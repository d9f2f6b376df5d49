// A conformance the generate-mocks plugin finds in this test target: `Draft` results of the
// generated mocks get loose stubs (`{ _ in .defaultValue }`) instead of strict ones.
public import MockGenFixtures
public import StubKit

extension Draft: DefaultProvidable {
    /// A draft without a title.
    public static var defaultValue: Self { Self(title: "") }
}
