import Foundation
import Testing

@testable import StubKit

// A strict property read before its first set has no value to return: the process stops with a
// message naming the property, at the property's declaration line (issue 40, run 6 survivor #649:
// the declaration's line and column were swapped, and no test read the place a read stops at).

private struct Owner: Equatable {
    let id: Int
}

private final class OwnerMock {
    static let ownerLine: UInt = #line + 1
    var ownerStub = PropertyStub<Owner>(strict: "ownerStub")
    var owner: Owner { ownerStub.get(()) }
}

@Suite struct StrictPropertyStubExitTests {
    /// The child's standard error is read, so its crash report stays out of this run's output.
    @Test func aReadBeforeTheFirstSetStopsNamingThePropertyAtItsDeclaration() async {
        let result = await #expect(
            processExitsWith: .failure, observing: [\.standardOutputContent, \.standardErrorContent]
        ) {
            _ = OwnerMock().owner
        }
        let standardError = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        let message = Messages.noValueToReturn(Messages.strictPropertyReadBeforeSet(name: "ownerStub"), type: "Owner")
        #expect(
            standardError.contains("StrictPropertyStubExitTests.swift:\(OwnerMock.ownerLine): Fatal error: \(message)"),
            "\(standardError)")
    }
}
