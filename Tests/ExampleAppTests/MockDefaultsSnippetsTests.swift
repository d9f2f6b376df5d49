// Compiles and runs the snippets of the guides on defaults (Documentation/StubKit.docc/Articles:
// DefaultBehaviours, RequirementsWithDefaultImplementations, PropertiesAndSubscripts, StaticsAndInitializers,
// ClosureAndInoutParameters)
// on defaults that behave like the real thing (issue 26): defaults that do something, builders
// answering the mock itself, a protocol's defaults kept as the fallback, weak properties, failable
// initializers, closures with `inout` parameters and generic throwing initializers. The article's
// types live in the `MockDefaultsArticle` namespace; each test holds one section's test snippet,
// with its comments turned into assertions. If a snippet here has to change, change the article.
import StubKit
import XCTest

enum MockDefaultsArticle {
    // MARK: Defaults that do something

    protocol UploadTask: AnyObject {
        var file: String { get }
    }

    protocol Uploader {
        func upload(_ file: String, to bucket: String, attempts: Int, completion: @escaping (Bool) -> Void)
        func makeTask(for file: String) -> any UploadTask
    }

    final class UploadTaskMock: UploadTask {
        let file: String
        init(file: String) { self.file = file }
    }

    final class UploaderMock: Uploader {
        var uploadAction: ((String, String, Int, (Bool) -> Void)) -> Void = byDefault { $0.3(true) }
        func upload(_ file: String, to bucket: String, attempts: Int, completion: @escaping (Bool) -> Void) {
            uploadAction((file, bucket, attempts, completion))
        }

        var makeTaskAction: (String) -> any UploadTask = byDefault { UploadTaskMock(file: $0) }
        func makeTask(for file: String) -> any UploadTask { makeTaskAction(file) }
    }

    // MARK: Builders that answer the mock itself

    protocol Query: AnyObject {
        func filter(_ condition: String) -> any Query
        func limit(_ count: Int) -> any Query
        func run() -> [String]
    }

    final class QueryMock: Query {
        lazy var filterAction: (String) -> any Query = byDefault { [unowned self] _ in self }
        func filter(_ condition: String) -> any Query { filterAction(condition) }

        lazy var limitAction: (Int) -> any Query = byDefault { [unowned self] _ in self }
        func limit(_ count: Int) -> any Query { limitAction(count) }

        var runAction: (()) -> [String] = stub()
        func run() -> [String] { runAction(()) }
    }

    protocol Output: Sendable {
        func schema(_ name: String) -> any Output
    }

    final class OutputMock: Output, @unchecked Sendable {
        var schemaAction: (String) -> any Output = strictStub(name: "schemaAction")
        func schema(_ name: String) -> any Output { schemaAction(name) }

        init() {
            schemaAction = byDefault { [unowned self] _ in self }
        }
    }

    protocol Pipeline {
        associatedtype Next: Pipeline
        func then(_ step: String) -> Next
    }

    final class PipelineMock: Pipeline {
        lazy var thenAction: (String) -> PipelineMock = byDefault { [unowned self] _ in self }
        func then(_ step: String) -> PipelineMock { thenAction(step) }
    }

    /// Code under test: builds a query the way an app does.
    static func recentTitles(_ query: any Query) -> [String] {
        query.filter("published").limit(10).filter("title != ''").run()
    }

    // MARK: Keeping a protocol's default as the fallback

    protocol Markup {
        var name: String { get }
    }

    struct Heading: Markup {
        var name: String { "heading" }
    }

    struct Paragraph: Markup {
        var name: String { "paragraph" }
    }

    protocol MarkupVisitor {
        associatedtype Result
        mutating func defaultVisit(_ markup: any Markup) -> Result
        mutating func visitHeading(_ heading: Heading) -> Result
        mutating func visitParagraph(_ paragraph: Paragraph) -> Result
    }

    final class MarkupVisitorMock<Result>: MarkupVisitor {
        /// The protocol's own defaults: a conformer that implements only what has no default, by
        /// asking the mock.
        struct Defaults: MarkupVisitor {
            let mock: MarkupVisitorMock
            func defaultVisit(_ markup: any Markup) -> Result { mock.defaultVisit(markup) }
        }
        func defaults<R>(_ body: (inout Defaults) -> R) -> R {
            var defaults = Defaults(mock: self)
            return body(&defaults)
        }

        var defaultVisitAction: (any Markup) -> Result = strictStub(name: "defaultVisitAction")
        func defaultVisit(_ markup: any Markup) -> Result { defaultVisitAction(markup) }

        lazy var visitHeadingAction: (Heading) -> Result = byDefault { [unowned self] heading in
            defaults { $0.visitHeading(heading) }
        }
        func visitHeading(_ heading: Heading) -> Result { visitHeadingAction(heading) }

        lazy var visitParagraphAction: (Paragraph) -> Result = byDefault { [unowned self] paragraph in
            defaults { $0.visitParagraph(paragraph) }
        }
        func visitParagraph(_ paragraph: Paragraph) -> Result { visitParagraphAction(paragraph) }
    }

    /// Code under test: visits a document.
    static func render<V: MarkupVisitor>(_ document: [any Markup], with visitor: inout V) -> [V.Result] {
        document.map { markup in
            switch markup {
            case let heading as Heading: visitor.visitHeading(heading)
            case let paragraph as Paragraph: visitor.visitParagraph(paragraph)
            default: visitor.defaultVisit(markup)
            }
        }
    }

    struct CacheError: Error, Equatable {}

    protocol Cache: AnyObject {
        var capacity: Int { get set }
        func store(_ value: String, forKey key: String) throws(CacheError)
        func storeAll(_ values: [String: String]) throws(CacheError)
    }

    final class CacheMock: Cache {
        /// A class: the protocol is class-bound.
        final class Defaults: Cache {
            let mock: CacheMock
            init(mock: CacheMock) { self.mock = mock }
            var capacity: Int {
                get { mock.capacity }
                set { mock.capacity = newValue }
            }
            func store(_ value: String, forKey key: String) throws(CacheError) { try mock.store(value, forKey: key) }
        }

        var capacityStub = PropertyStub(10)
        var capacity: Int {
            get { capacityStub.get(()) }
            set { capacityStub.set(newValue) }
        }

        var storeAction: ((String, String)) throws(CacheError) -> Void = stub()
        func store(_ value: String, forKey key: String) throws(CacheError) { try storeAction((value, key)) }

        lazy var storeAllAction: ([String: String]) throws(CacheError) -> Void = byDefault(throwing: CacheError.self) {
            [unowned self] values throws(CacheError) in try Defaults(mock: self).storeAll(values)
        }
        func storeAll(_ values: [String: String]) throws(CacheError) { try storeAllAction(values) }
    }

    // MARK: Weak properties

    protocol SessionDelegate: AnyObject {
        func sessionDidEnd()
    }

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

    final class Screen: SessionDelegate {
        let session: any Session
        init(session: any Session) {
            self.session = session
            session.delegate = self
        }
        func sessionDidEnd() {}
    }

    // MARK: Failable initializers

    protocol Store {
        init?(path: String)
    }

    final class StoreMock: Store {
        final class Statics: @unchecked Sendable {
            var initAction: ((String, StoreMock)) -> Bool = stub(alwaysReturn: true)
        }
        static let statics = TestScoped { Statics() }

        init?(path: String) {
            guard Self.statics.current.initAction((path, self)) else { return nil }
        }
    }

    // MARK: A closure parameter whose own parameter is inout

    struct Preferences: Equatable {
        var theme = "light"
        var fontSize = 12
    }

    protocol PreferencesStore {
        func update(_ change: (inout Preferences) -> Void)
        func update(key: String, _ change: (inout Preferences) -> Void)
    }

    final class PreferencesStoreMock: PreferencesStore {
        var stored = Preferences()

        lazy var updateAction: (@escaping (inout Preferences) -> Void) -> Void = byDefault { [unowned self] change in
            change(&stored)
        }
        func update(_ change: (inout Preferences) -> Void) {
            withoutActuallyEscaping(change) { updateAction($0) }
        }

        var updateKeyAction: ((String, (inout Preferences) -> Void)) -> Void = stub()
        func update(key: String, _ change: (inout Preferences) -> Void) {
            withoutActuallyEscaping(change) { updateKeyAction((key, $0)) }
        }
    }

    // MARK: Generic throwing initializers with an inout parameter

    struct Corrupt: Error {}

    protocol Record {
        init<Source: IteratorProtocol>(reading source: inout Source) throws where Source.Element == UInt8
    }

    final class RecordMock: Record {
        final class Statics: @unchecked Sendable {
            var initAction: (GenericCall<(Any, RecordMock)>) throws -> Any = stubGeneric()
        }
        static let statics = TestScoped { Statics() }

        init<Source: IteratorProtocol>(reading source: inout Source) throws where Source.Element == UInt8 {
            source = try throwingGenericResult(
                Self.statics.current.initAction(
                    GenericCall((source, self), types: Source.self, returning: Source.self)),
                ifUnanswered: source)
        }
    }
}

extension MockDefaultsArticle.Cache {
    func storeAll(_ values: [String: String]) throws(MockDefaultsArticle.CacheError) {
        for (key, value) in values.sorted(by: { $0.key < $1.key }) { try store(value, forKey: key) }
    }
}

extension MockDefaultsArticle.MarkupVisitor {
    mutating func visitHeading(_ heading: MockDefaultsArticle.Heading) -> Result { defaultVisit(heading) }
    mutating func visitParagraph(_ paragraph: MockDefaultsArticle.Paragraph) -> Result { defaultVisit(paragraph) }
}

final class MockDefaultsSnippetsTests: XCTestCase {
    typealias Article = MockDefaultsArticle

    func testDefaultsThatDoSomething() {
        let uploader = Article.UploaderMock()
        var results: [Bool] = []
        uploader.upload("a.png", to: "photos", attempts: 1) { results.append($0) }  // the default completes
        setupStubSequence(of: &uploader.uploadAction).answersOnce { _, _, _, completion in completion(false) }
        uploader.upload("b.png", to: "photos", attempts: 1) { results.append($0) }
        XCTAssertEqual(results, [true, false])  // the answered call completed once, with the test's false

        let tasks = spyWeaklyCalls(of: &uploader.makeTaskAction, transform: { $0 as AnyObject })
        XCTAssertEqual(uploader.makeTask(for: "a.png").file, "a.png")  // a new task, made by the default
        let queued = Article.UploadTaskMock(file: "queued")
        setupStub(of: &uploader.makeTaskAction, return: queued)
        XCTAssertTrue(uploader.makeTask(for: "b.png") === queued)
        XCTAssertEqual(tasks.count, 2)
    }

    func testBuildersAnswerTheMockItself() {
        let query = Article.QueryMock()
        let filters = spyCalls(of: &query.filterAction)
        setupStub(of: &query.runAction, return: ["Hello"])

        XCTAssertEqual(Article.recentTitles(query), ["Hello"])  // every step answered the mock itself
        XCTAssertEqual(filters, ["published", "title != ''"])

        let page = Article.QueryMock()
        setupStub(of: &query.limitAction, return: page)  // from limit on, the chain goes on in `page`
        XCTAssertEqual(Article.recentTitles(query), [])
        XCTAssertEqual(filters.count, 3)

        let output = Article.OutputMock()
        XCTAssertTrue(output.schema("users") as? Article.OutputMock === output)
        let pipeline = Article.PipelineMock()
        XCTAssertTrue(pipeline.then("a").then("b") === pipeline)
    }

    func testMocksAnsweringThemselvesAreReleased() {
        weak var query: Article.QueryMock?
        weak var output: Article.OutputMock?
        do {
            let strongQuery = Article.QueryMock()
            let strongOutput = Article.OutputMock()
            (query, output) = (strongQuery, strongOutput)
            _ = Article.recentTitles(strongQuery)
            _ = strongOutput.schema("users")
        }
        XCTAssertNil(query, "the action holds its mock unowned: no cycle")
        XCTAssertNil(output)
    }

    func testAProtocolsDefaultStaysTheFallback() {
        let visitor = Article.MarkupVisitorMock<String>()
        let fallbacks = spyCalls(of: &visitor.defaultVisitAction, transform: { $0.name })
        setupStubSequence(of: &visitor.defaultVisitAction).answers { "<\($0.name)>" }
        setupStubSequence(of: &visitor.visitParagraphAction).returnsOnce("<p>")

        var rendering = visitor
        let html = Article.render([Article.Heading(), Article.Paragraph(), Article.Paragraph()], with: &rendering)

        XCTAssertEqual(html, ["<heading>", "<p>", "<paragraph>"])
        XCTAssertEqual(fallbacks, ["heading", "paragraph"])  // the answered visit did not fall back
    }

    func testAClassBoundProtocolsDefaultThatThrows() throws {
        let cache = Article.CacheMock()
        let stored = spyCalls(of: &cache.storeAction, transform: { $0.1 })
        try cache.storeAll(["b": "2", "a": "1"])  // the protocol's default stores each
        XCTAssertEqual(stored, ["a", "b"])

        setupStubSequence(of: &cache.storeAllAction).throwsOnce(Article.CacheError())
        XCTAssertThrowsError(try cache.storeAll(["c": "3"])) {
            XCTAssertEqual($0 as? Article.CacheError, Article.CacheError())
        }
        XCTAssertEqual(stored.count, 2, "the answered call did not fall back")
    }

    func testWeakProperties() {
        let session = Article.SessionMock()
        weak var released: Article.Screen?
        do {
            let screen = Article.Screen(session: session)
            released = screen
            XCTAssertTrue(session.delegate === screen)
        }
        XCTAssertNil(released)  // the session did not keep its delegate alive
        XCTAssertNil(session.delegate)
    }

    func testFailableInitializers() {
        typealias StoreMock = Article.StoreMock
        let opened = spyCalls(of: &StoreMock.statics.current.initAction, transform: { $0.0 })
        XCTAssertNotNil(StoreMock(path: "a.db"))  // made until the test says otherwise
        setupStubSequence(of: &StoreMock.statics.current.initAction).when { $0.0.hasSuffix(".tmp") }.returns(false)
        XCTAssertNil(StoreMock(path: "b.tmp"))
        XCTAssertEqual(opened, ["a.db", "b.tmp"])
    }

    func testAClosureParameterWithAnInoutParameter() {
        let store = Article.PreferencesStoreMock()
        store.update { $0.theme = "dark" }  // the default applies the change to `stored`
        XCTAssertEqual(store.stored.theme, "dark")

        var written: [Article.Preferences] = []
        setupStubSequence(of: &store.updateAction).answers { change in
            var preferences = Article.Preferences(theme: "sepia", fontSize: 20)
            change(&preferences)
            written.append(preferences)  // what the code under test made of the test's value
        }
        store.update { $0.fontSize += 2 }
        XCTAssertEqual(written, [Article.Preferences(theme: "sepia", fontSize: 22)])
        XCTAssertEqual(store.stored.fontSize, 12, "the answered call did not apply the change to `stored`")

        var keys: [String: Article.Preferences] = [:]
        setupStubSequence(of: &store.updateKeyAction).answers { key, change in
            var preferences = Article.Preferences()
            change(&preferences)
            keys[key] = preferences
        }
        store.update(key: "theme") { $0.theme = "dark" }
        XCTAssertEqual(keys, ["theme": Article.Preferences(theme: "dark")])
    }

    func testGenericThrowingInitializersWithAnInoutParameter() {
        typealias RecordMock = Article.RecordMock
        var bytes: IndexingIterator<[UInt8]> = [1, 2, 3].makeIterator()
        XCTAssertNoThrow(try RecordMock(reading: &bytes))
        XCTAssertEqual(bytes.next(), 1, "unanswered: the source is left as it was")

        setupStubSequence(of: &RecordMock.statics.current.initAction)
            .when { $0.uses(IndexingIterator<[UInt8]>.self) }
            .answersOnce { call in
                var source = call.arguments.0 as! IndexingIterator<[UInt8]>
                _ = source.next()  // the mock reads one byte
                return source
            }
            .throwsOnce(Article.Corrupt())
        XCTAssertNoThrow(try RecordMock(reading: &bytes))
        XCTAssertEqual(bytes.next(), 3)
        XCTAssertThrowsError(try RecordMock(reading: &bytes)) { XCTAssertTrue($0 is Article.Corrupt) }
    }
}
