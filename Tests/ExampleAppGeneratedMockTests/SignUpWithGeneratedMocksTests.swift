// The sign-up feature tested with the mocks `swift package --allow-writing-to-package-directory
// generate-mocks --target ExampleApp` wrote into Mocks/ExampleAppMocks.swift, instead of the
// hand-written ones of ExampleAppTests. The tests read the same: set up, spy, verify.
import ExampleApp
import StubKit
import XCTest

final class SignUpWithGeneratedMocksTests: XCTestCase {
    private let ada = User(id: 1, email: "ada@example.com", displayName: "Ada")

    func testANewUserIsStoredAndWelcomed() async throws {
        let repository = UserRepositoryMock()
        let mailer = MailerMock()
        // `User` has no default value, so the generated `createUserAction` is a strict stub: register it.
        repository.createUserAction = registerStub(alwaysReturn: ada)
        setupStub(of: &mailer.canDeliverAction, return: true)
        let sent = spyCalls(of: &mailer.sendAction)
        let stored = setupStubSequence(of: &repository.createUserAction).whenFirst("ada@example.com")
            .returns(ada).expect(.once)
        let service = SignUpService(repository: repository, mailer: mailer, parser: SignUpFormParser())

        let result = try await service.signUp("email=Ada@Example.com&name=Ada")

        XCTAssertEqual(result, SignUpResult(user: ada, welcomeEmailSent: true))
        XCTAssertEqual(sent, [WelcomeEmail(for: ada)])
        SKTVerify(stored)
    }

    /// A call log on generated mocks, attached from the test: the generated file is not edited.
    func testOneCallLogKeepsTheGeneratedMocksCallsInOrder() async throws {
        let repository = UserRepositoryMock()
        let mailer = MailerMock()
        repository.createUserAction = registerStub(alwaysReturn: ada)
        setupStub(of: &mailer.canDeliverAction, return: true)
        let calls = CallLog<String>()
        spyCalls(of: &repository.isEmailTakenAction, into: calls, as: "isEmailTaken")
        spyCalls(of: &repository.createUserAction, into: calls) { "createUser \($0.0)" }
        spyCalls(of: &mailer.canDeliverAction, into: calls, as: "canDeliver")
        spyCalls(of: &mailer.sendAction, into: calls) { "send to \($0.recipient)" }
        let service = SignUpService(repository: repository, mailer: mailer, parser: SignUpFormParser())

        _ = try await service.signUp("email=Ada@Example.com&name=Ada")

        XCTAssertTrue(
            SKTVerifyCalls(
                calls,
                [
                    #"isEmailTaken("ada@example.com")"#, "createUser ada@example.com",
                    #"canDeliver("ada@example.com")"#,
                    "send to ada@example.com",
                ]))
    }

    func testATakenEmailStopsTheSignUp() async {
        let repository = UserRepositoryMock()
        setupStubSequence(of: &repository.isEmailTakenAction).when("ada@example.com").returns(true)
        let service = SignUpService(repository: repository, mailer: MailerMock())

        do {
            _ = try await service.signUp("email=ada@example.com&name=Ada")
            XCTFail("expected the sign-up to fail")
        } catch {
            XCTAssertEqual(error, .emailTaken("ada@example.com"))
        }
    }

    func testAnUnregisteredStrictStubFailsNamingIt() async {
        let parser = SignUpFormParsingMock()
        setupStub(of: &parser.parseAction, throw: .missingField("email"))
        let service = SignUpService(repository: UserRepositoryMock(), mailer: MailerMock(), parser: parser)

        do {
            _ = try await service.signUp("")
            XCTFail("expected the sign-up to fail")
        } catch {
            XCTAssertEqual(error, .invalidForm(.missingField("email")))
        }
    }

    func testTheDogAndTheFroodMocks() {
        let dog = DogMock()
        setupStubSequence(of: &dog.barkAction).returnsOnce("woof!").returns("wuff")
        XCTAssertEqual(HappyFamily(dog: dog).greetVisitor(), "The dog says woof! wuff")

        let frood = FroodMock()
        let completions = spyCalls(of: &frood.performActionAction)
        let hitchhiker = Hitchhiker(frood: frood)
        hitchhiker.travel(to: "Magrathea")
        XCTAssertTrue(hitchhiker.isTravelling)
        completions.last?.1()
        XCTAssertEqual(hitchhiker.visited, ["Magrathea"])
    }
}
