// Issue 26's defaults, compiled in Swift 6 and Swift 5 language modes: `byDefault` for every shape
// (a declared `@MainActor` action is `@MainActor @Sendable`, which Swift 5 mode needs, as for
// `stub()`), a builder answering the mock itself, and a weak property.
import StubKit

struct UploadError: Error, Equatable {}

final class Upload {
    let file: String
    init(file: String) { self.file = file }
}

protocol Uploads {
    func make(_ file: String) -> Upload
    func open(_ file: String) throws -> Upload
    func parse(_ file: String) throws(UploadError) -> Upload
    func send(_ file: String, completion: @escaping (Bool) -> Void)
    func load(_ file: String) async -> Upload
    func fetch(_ file: String) async throws -> Upload
    func decode(_ file: String) async throws(UploadError) -> Upload
    func filter(_ file: String) -> any Uploads
}

final class UploadsMock: Uploads {
    var made: [String] = []

    lazy var makeAction: (String) -> Upload = byDefault { [unowned self] in
        made.append($0)
        return Upload(file: $0)
    }
    func make(_ file: String) -> Upload { makeAction(file) }

    var openAction: (String) throws -> Upload = byDefault { Upload(file: $0) }
    func open(_ file: String) throws -> Upload { try openAction(file) }

    var parseAction: (String) throws(UploadError) -> Upload = byDefault(throwing: UploadError.self) { Upload(file: $0) }
    func parse(_ file: String) throws(UploadError) -> Upload { try parseAction(file) }

    var sendAction: ((String, (Bool) -> Void)) -> Void = byDefault { $0.1(true) }
    func send(_ file: String, completion: @escaping (Bool) -> Void) { sendAction((file, completion)) }

    var loadAction: (String) async -> Upload = byDefault { file in
        await Task.yield()
        return Upload(file: file)
    }
    func load(_ file: String) async -> Upload { await loadAction(file) }

    var fetchAction: (String) async throws -> Upload = byDefault { file in
        await Task.yield()
        return Upload(file: file)
    }
    func fetch(_ file: String) async throws -> Upload { try await fetchAction(file) }

    var decodeAction: (String) async throws(UploadError) -> Upload = byDefault(throwing: UploadError.self) { file in
        await Task.yield()
        return Upload(file: file)
    }
    func decode(_ file: String) async throws(UploadError) -> Upload { try await decodeAction(file) }

    lazy var filterAction: (String) -> any Uploads = byDefault { [unowned self] _ in self }
    func filter(_ file: String) -> any Uploads { filterAction(file) }
}

@MainActor
final class Banner {
    var shown: [String] = []
}

@MainActor
protocol BannerView {
    func show(_ text: String)
    func render(_ text: String) throws -> Int
    func validate(_ text: String) throws(UploadError) -> Bool
    func present(_ text: String) async -> Int
    func push(_ text: String) async throws -> Int
    func route(_ text: String) async throws(UploadError) -> Int
}

@MainActor
final class BannerViewMock: BannerView {
    let banner = Banner()

    lazy var showAction: @MainActor @Sendable (String) -> Void = byDefault { [banner] in banner.shown.append($0) }
    func show(_ text: String) { showAction(text) }

    lazy var renderAction: @MainActor @Sendable (String) throws -> Int = byDefault { [banner] in
        banner.shown.append($0)
        return $0.count
    }
    func render(_ text: String) throws -> Int { try renderAction(text) }

    lazy var validateAction: @MainActor @Sendable (String) throws(UploadError) -> Bool = byDefault(
        throwing: UploadError.self
    ) { [banner] in
        banner.shown.append($0)
        return true
    }
    func validate(_ text: String) throws(UploadError) -> Bool { try validateAction(text) }

    lazy var presentAction: @MainActor @Sendable (String) async -> Int = byDefault { [banner] text in
        await Task.yield()
        banner.shown.append(text)
        return 1
    }
    func present(_ text: String) async -> Int { await presentAction(text) }

    lazy var pushAction: @MainActor @Sendable (String) async throws -> Int = byDefault { [banner] text in
        await Task.yield()
        banner.shown.append(text)
        return 2
    }
    func push(_ text: String) async throws -> Int { try await pushAction(text) }

    lazy var routeAction: @MainActor @Sendable (String) async throws(UploadError) -> Int = byDefault(
        throwing: UploadError.self
    ) { [banner] text in
        await Task.yield()
        banner.shown.append(text)
        return 3
    }
    func route(_ text: String) async throws(UploadError) -> Int { try await routeAction(text) }
}

protocol SessionDelegate: AnyObject {}

protocol Session: AnyObject {
    var delegate: (any SessionDelegate)? { get set }
}

final class SessionMock: Session {
    var delegateStub = PropertyStub<(any SessionDelegate)?>(weak: nil)
    var delegate: (any SessionDelegate)? {
        get { delegateStub.get(()) }
        set { delegateStub.set(newValue) }
    }
}

/// Uses every default of `UploadsMock`, answering some calls: what the client's test checks.
func exerciseUploads() async throws -> [String] {
    let uploads = UploadsMock()
    setupStubSequence(of: &uploads.makeAction).returnsOnce(Upload(file: "answered"))
    _ = uploads.make("a")
    _ = uploads.make("b")
    var completions: [Bool] = []
    setupStubSequence(of: &uploads.sendAction).answersOnce { _, completion in completion(false) }
    uploads.send("a") { completions.append($0) }
    uploads.send("b") { completions.append($0) }
    _ = try uploads.open("a")
    _ = try uploads.parse("a")
    _ = await uploads.load("a")
    _ = try await uploads.fetch("a")
    _ = try await uploads.decode("a")
    let same = uploads.filter("a") as? UploadsMock === uploads
    return uploads.made + completions.map { "\($0)" } + ["\(same)"]
}

/// Uses every default of `BannerViewMock`, answering one call.
@MainActor
func exerciseBanner() async throws -> [String] {
    let view = BannerViewMock()
    setupStubSequence(of: &view.showAction).returnsOnce(())
    view.show("answered")
    view.show("shown")
    _ = try view.render("r")
    _ = try view.validate("v")
    _ = await view.present("p")
    _ = try await view.push("u")
    _ = try await view.route("o")
    return view.banner.shown
}
