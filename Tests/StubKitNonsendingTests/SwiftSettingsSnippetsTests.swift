// SwiftSettings.md's examples, compiled and run in a module with NonisolatedNonsendingByDefault on.
import Foundation
import StubKit
import Testing

// "nonisolated(nonsending) and @concurrent actions": a requirement that says `@concurrent` keeps it on
// the mock's method and action.
struct Image: Equatable, Sendable {
    static let placeholder = Image(pixels: 0)
    let pixels: Int
}

protocol ImageDecoder: Sendable {
    @concurrent func decode(_ data: Data) async throws -> Image
}

final class ImageDecoderMock: ImageDecoder, @unchecked Sendable {
    var decodeAction: @concurrent (Data) async throws -> Image = { _ in .placeholder }
    @concurrent func decode(_ data: Data) async throws -> Image { try await decodeAction(data) }
}

// "Default MainActor isolation": a mock of a nonisolated protocol, declared `nonisolated`.
protocol Repo: Sendable {
    func fetch() async throws -> [Int]
}

nonisolated final class RepoMock: Repo, @unchecked Sendable {
    var fetchAction: (()) async throws -> [Int] = { _ in [] }
    func fetch() async throws -> [Int] { try await fetchAction(()) }
}

// Where each action runs is pinned by NonsendingIsolationTests and ConcurrentIsolationTests.
@Suite struct SwiftSettingsSnippetsTests {
    @Test func aConcurrentActionTakesTheVerbsOfItsKind() async throws {
        let decoder = ImageDecoderMock()
        let sizes = spyCalls(of: &decoder.decodeAction, transform: { $0.count })
        setupStubSequence(of: &decoder.decodeAction).when { $0.count == 2 }.returns(Image(pixels: 4))
        #expect(try await decoder.decode(Data([1, 2])) == Image(pixels: 4))
        #expect(try await decoder.decode(Data([1])) == .placeholder)
        #expect(sizes == [2, 1])
    }

    @Test func aNonsendingActionDeclaredWithItsTypeTakesTheVerbsOfItsKind() async throws {
        let repo = RepoMock()
        let calls = spyCalls(of: &repo.fetchAction)
        setupStub(of: &repo.fetchAction, return: [1])
        #expect(try await repo.fetch() == [1])
        #expect(calls.count == 1)
    }
}
