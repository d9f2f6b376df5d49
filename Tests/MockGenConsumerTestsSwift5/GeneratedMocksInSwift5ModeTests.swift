// The generated mocks of Tests/MockGenFixtures compiled in Swift 5 language mode (this target's
// mode), used the same way as in Swift 6 mode.
import Foundation
import MockGenFixtures
import StubKit
import XCTest

final class GeneratedMocksInSwift5ModeTests: XCTestCase {
    func testSetupsSpiesAndVerificationWorkOnGeneratedMocks() async throws {
        let mock = EffectsMock()
        let names = setupStubSequence(of: &mock.nameAction).when(7).returns("seven").expect(.once)
        let uploads = spyCalls(of: &mock.uploadAction)
        setupStub(of: &mock.parseAction, throw: .empty)
        XCTAssertEqual(mock.name(for: 7), "seven")
        let uploaded = try await mock.upload(Data(), to: URL(fileURLWithPath: "/"))
        XCTAssertFalse(uploaded)
        XCTAssertThrowsError(try mock.parse(""))
        XCTAssertEqual(uploads.count, 1)
        SKTVerify(names)
    }

    func testInoutGenericAndOverloadedShapes() throws {
        let counter = CounterMock()
        var value = 1
        counter.adjustAction = { $0 * 3 }
        counter.adjust(&value)
        XCTAssertEqual(value, 3)
        let generics = GenericsMock()
        setupStub(of: &generics.storeAction, return: true)
        XCTAssertTrue(generics.store("x"))
        let lookup = OverloadsMock()
        setupStub(of: &lookup.findIdAction, return: true)
        XCTAssertTrue(lookup.find(1))
        XCTAssertFalse(lookup.find("1"))
    }

    func testClosuresOverPacksAndTypedErrorClosuresAreCalledThroughTheAction() throws {
        let packs = PacksMock()
        packs.visitAction = { call in call.arguments((1, "two")) }
        var visited: [String] = []
        packs.visit { (number: Int, word: String) in visited.append("\(number) \(word)") }
        XCTAssertEqual(visited, ["1 two"])

        let parser = SpanParserMock()
        parser.withParserSpanAction = { call throws(ParseError) in
            var span = ByteSpan(offset: 2)
            return try call.arguments(&span)
        }
        let read = try parser.withParserSpan { span throws(ParseError) in
            span.offset += 4
            return span.offset
        }
        XCTAssertEqual(read, 6)
        XCTAssertThrowsError(try parser.withParserSpan { _ throws(ParseError) -> Int in throw .empty }) { error in
            XCTAssertEqual(error as? ParseError, .empty)
        }
    }

    func testSendableActorAndStaticShapes() async throws {
        let repository = RepositoryMock()
        let counted = setupStubSequence(of: &repository.countAction).returns(2).expect(.times(4))
        await withTaskGroup(of: Int.self) { group in
            for _ in 0..<4 { group.addTask { repository.count() } }
            for await count in group { XCTAssertEqual(count, 2) }
        }
        SKTVerify(counted)

        let worker = WorkerMock()
        setupStub(of: &worker.actions.workAction, return: true)
        let worked = await worker.work("job")
        XCTAssertTrue(worked)

        setupStub(of: &SettingsMock.statics.current.connectAction, return: true)
        let created = spyCalls(of: &SettingsMock.statics.current.initNameAction, transform: { $0.0 })
        XCTAssertTrue(try SettingsMock.connect(to: "db"))
        _ = SettingsMock(name: "swift5")
        XCTAssertEqual(Array(created), ["swift5"])
    }

    func testAClassMockIsMadeSetUpAndFallsBackToItsClass() throws {
        let printer = ReceiptPrinterMock(header: "Shop")
        setupStub(of: &printer.formatAction, return: "free")
        let sent = spyCalls(of: &printer.sendAction)
        XCTAssertEqual(try printer.printReceipt(total: 0), "free")
        XCTAssertEqual(sent, ["free"])
        XCTAssertEqual(printer.superFormat(2), "Shop: 2")
    }
}
