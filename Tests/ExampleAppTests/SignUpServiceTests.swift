// SignUpService with XCTest. Demonstrates: loose mocks (`stub(of:)`, `alwaysReturn:`),
// `registerStub(alwaysThrow:)`, `setupStub(of:return:)`, `setupStubSequence` with
// returnsOnce/returns/throwsOnce/throws, selective matching (`when(value)`, `when { predicate }`,
// `whenFirst`/`whenThird` on a three-parameter method), `answers`/`answersOnce`, `callback`,
// spies (`spyCalls`, `spyCalls(of:transform:)`, ArgRecords as a `Sequence`, `==` with arrays,
// `reset()`), `expect` with `SKTVerify` and `verify()`, a strict async mock, async stubs and a
// typed-throws parser mock.
import ExampleApp
import StubKit
import XCTest

final class SignUpServiceTests: XCTestCase {
    private var repository: UserRepositoryMock!
    private var mailer: MailerMock!
    private var service: SignUpService!

    override func setUp() {
        super.setUp()
        repository = UserRepositoryMock()
        mailer = MailerMock()
        service = SignUpService(repository: repository, mailer: mailer)
    }

    // MARK: The happy path

    func testANewUserIsStoredAndWelcomed() async throws {
        let stored = spyCalls(of: &repository.createUserAction)
        let sent = spyCalls(of: &mailer.sendAction)

        let result = try await service.signUp("email=Ada@Example.com&name=Ada Lovelace&newsletter=yes")

        XCTAssertEqual(result, SignUpResult(user: ada, welcomeEmailSent: true))
        XCTAssertEqual(stored.count, 1)
        XCTAssertEqual(stored[0]?.0, "ada@example.com")
        XCTAssertEqual(stored[0]?.1, "Ada Lovelace")
        XCTAssertEqual(stored[0]?.2, true)
        XCTAssertEqual(sent, [WelcomeEmail(for: ada)])
        XCTAssertEqual(sent[0]?.subject, "Welcome, Ada!")
    }

    func testTheStoredUserComesFromTheRepository() async throws {
        setupStubSequence(of: &repository.createUserAction)
            .answers { email, name, _ in User(id: 42, email: email, displayName: name) }
        let recipients = spyCalls(of: &mailer.sendAction, transform: { $0.recipient })

        let result = try await service.signUp("email=grace@example.com&name=Grace")

        XCTAssertEqual(result.user, User(id: 42, email: "grace@example.com", displayName: "Grace"))
        XCTAssertEqual(recipients, ["grace@example.com"])
    }

    func testNewsletterSubscribersAreStoredWithTheirChoice() async throws {
        var nextID = 100
        setupStubSequence(of: &repository.createUserAction)
            .whenThird(true)
            .answers { email, name, _ in
                nextID += 1
                return User(id: nextID, email: email, displayName: name)
            }
        let stored = spyCalls(of: &repository.createUserAction)

        let subscriber = try await service.signUp("email=a@example.com&name=A&newsletter=yes")
        let other = try await service.signUp("email=b@example.com&name=B")
        let secondSubscriber = try await service.signUp("email=c@example.com&name=C&newsletter=yes")

        XCTAssertEqual(subscriber.user.id, 101)
        XCTAssertEqual(other.user, ada, "calls the setup does not match get the mock's own answer")
        XCTAssertEqual(secondSubscriber.user.id, 102)
        // ArgRecords is a Sequence: map it, filter it, iterate it.
        XCTAssertEqual(stored.map { $0.2 }, [true, false, true])
        XCTAssertEqual(stored.filter { $0.2 }.map { $0.0 }, ["a@example.com", "c@example.com"])
        var names: [String] = []
        for (_, name, _) in stored {
            names.append(name)
        }
        XCTAssertEqual(names, ["A", "B", "C"])
    }

    // MARK: Rejections

    func testATakenEmailIsRejectedWithoutStoringAnything() async {
        setupStubSequence(of: &repository.isEmailTakenAction).when("ada@example.com").returns(true)
        let stores = setupStubSequence(of: &repository.createUserAction).expect(.never)
        let mails = setupStubSequence(of: &mailer.sendAction).expect(.never)

        do {
            _ = try await service.signUp("email=ada@example.com&name=Ada")
            XCTFail("a taken email must be rejected")
        } catch {
            XCTAssertEqual(error, .emailTaken("ada@example.com"))
            XCTAssertEqual(error.userMessage, "ada@example.com already has an account. Try signing in.")
        }
        SKTVerify(stores)
        SKTVerify(mails)
    }

    func testAnInvalidFormNeverReachesStorageOrMail() async {
        let parser = SignUpFormParserMock()
        setupStubSequence(of: &parser.parseAction).throws(.missingField("name"))
        // Strict: any call to the mailer fails this test.
        let service = SignUpService(repository: repository, mailer: StrictMailerMock(), parser: parser)
        let lookups = spyCalls(of: &repository.isEmailTakenAction)

        do {
            _ = try await service.signUp("email=ada@example.com")
            XCTFail("an invalid form must be rejected")
        } catch {
            XCTAssertEqual(error, .invalidForm(.missingField("name")))
            XCTAssertEqual(error.userMessage, "Please fill in your name.")
        }
        XCTAssertTrue(lookups.isEmpty)
    }

    func testTheParserDecidesWhatIsValid() async throws {
        let parser = SignUpFormParserMock()
        setupStubSequence(of: &parser.parseAction)
            .throwsOnce(.invalidEmail("ada@"))
            .answers { _ in SignUpForm(email: "ada@example.com", displayName: "Ada", marketingOptIn: true) }
        let inputs = spyCalls(of: &parser.parseAction)
        let service = SignUpService(repository: repository, mailer: mailer, parser: parser)

        do {
            _ = try await service.signUp("first try")
            XCTFail("the parser's error must be reported")
        } catch {
            XCTAssertEqual(error, .invalidForm(.invalidEmail("ada@")))
        }
        let result = try await service.signUp("second try")

        XCTAssertEqual(result.user, ada)
        XCTAssertEqual(inputs, ["first try", "second try"])
    }

    func testAStorageFailureIsReportedAndRetryable() async {
        repository.createUserAction = registerStub(alwaysThrow: RepositoryError.unavailable)

        do {
            _ = try await service.signUp("email=ada@example.com&name=Ada")
            XCTFail("a storage failure must be reported")
        } catch {
            XCTAssertEqual(error, .storageUnavailable)
            XCTAssertTrue(error.isRetryable)
        }
    }

    // MARK: The welcome email

    func testATimedOutWelcomeEmailIsSentAgainOnce() async throws {
        setupStubSequence(of: &mailer.sendAction).throwsOnce(MailerError.timeout).returns(())
        let sent = spyCalls(of: &mailer.sendAction)

        let result = try await service.signUp("email=ada@example.com&name=Ada")

        XCTAssertTrue(result.welcomeEmailSent)
        XCTAssertEqual(sent, [WelcomeEmail(for: ada), WelcomeEmail(for: ada)])
    }

    func testTheSignUpSucceedsWhenTheWelcomeEmailKeepsFailing() async throws {
        let attempts = setupStubSequence(of: &mailer.sendAction)
            .throws(MailerError.timeout)
            .expect(.times(2))

        let result = try await service.signUp("email=ada@example.com&name=Ada")

        XCTAssertEqual(result, SignUpResult(user: ada, welcomeEmailSent: false))
        SKTVerify(attempts)
    }

    func testARejectedWelcomeEmailIsNotSentAgain() async throws {
        let attempts = setupStubSequence(of: &mailer.sendAction)
            .throwsOnce(MailerError.rejected)
            .expect(.once)

        let result = try await service.signUp("email=ada@example.com&name=Ada")

        XCTAssertFalse(result.welcomeEmailSent)
        XCTAssertTrue(attempts.verify())
    }

    func testBlockedAddressesGetNoEmail() async throws {
        setupStubSequence(of: &mailer.canDeliverAction)
            .when { $0.hasSuffix("@blocked.example") }
            .returns(false)
        let sent = spyCalls(of: &mailer.sendAction, transform: \.recipient)
        setupStub(
            of: &repository.createUserAction, return: User(id: 7, email: "eve@blocked.example", displayName: "Eve"))

        let blocked = try await service.signUp("email=eve@blocked.example&name=Eve")
        XCTAssertFalse(blocked.welcomeEmailSent)
        XCTAssertTrue(sent.isEmpty)

        setupStub(of: &repository.createUserAction, return: ada)
        let welcome = try await service.signUp("email=ada@example.com&name=Ada")
        XCTAssertTrue(welcome.welcomeEmailSent)
        XCTAssertEqual(sent, ["ada@example.com"])
    }

    // MARK: Several sign-ups in a row

    func testEveryAttemptIsCheckedAgainstTheRepository() async throws {
        var checked: [String] = []
        setupStubSequence(of: &repository.isEmailTakenAction)
            .callback { checked.append($0) }
            .returnsOnce(true)
            .returns(false)
        let lookups = spyCalls(of: &repository.isEmailTakenAction)
        let range = setupStubSequence(of: &repository.isEmailTakenAction)
            .expect(.atLeastTimes(2))
            .expect(.noMoreThan(3))

        await assertSignUp(throws: .emailTaken("ada@example.com")) { () async throws(SignUpError) in
            try await self.service.signUp("email=ada@example.com&name=Ada")
        }
        XCTAssertEqual(lookups, ["ada@example.com"])

        lookups.reset()
        _ = try await service.signUp("email=ada.lovelace@example.com&name=Ada")
        _ = try await service.signUp("email=ada.l@example.com&name=Ada")

        XCTAssertEqual(lookups, ["ada.lovelace@example.com", "ada.l@example.com"])
        XCTAssertEqual(checked, ["ada@example.com", "ada.lovelace@example.com", "ada.l@example.com"])
        SKTVerify(range)
    }

    func testTheOnceAnswersOfEveryMatchingSetupAreUsedUp() async throws {
        // Two setups match every call: the newest answers, and the older one still counts the call.
        setupStubSequence(of: &repository.createUserAction)
            .answersOnce { email, name, _ in User(id: 1, email: email, displayName: name) }
            .answersOnce { email, name, _ in User(id: 2, email: email, displayName: name) }
            .answersOnce { email, name, _ in User(id: 3, email: email, displayName: name) }
        setupStubSequence(of: &repository.createUserAction)
            .whenFirst("vip@example.com")
            .returnsOnce(User(id: 1_000, email: "vip@example.com", displayName: "VIP"))

        let vip = try await service.signUp("email=vip@example.com&name=Someone")
        let second = try await service.signUp("email=vip@example.com&name=Someone")
        let third = try await service.signUp("email=bob@example.com&name=Bob")
        let fourth = try await service.signUp("email=carol@example.com&name=Carol")

        XCTAssertEqual(vip.user.id, 1_000)
        XCTAssertEqual(second.user.id, 2, "the first setup consumed its first answer on the VIP call")
        XCTAssertEqual(third.user.id, 3)
        XCTAssertEqual(fourth.user, ada, "both setups are used up: the mock's own answer")
    }

    func testUnmetExpectationsDescribeTheCallsReceived() async throws {
        let welcomeForGrace = setupStubSequence(of: &mailer.sendAction)
            .when { $0.recipient == "grace@example.com" }
            .expect(.once)

        _ = try await service.signUp("email=ada@example.com&name=Ada")

        XCTAssertEqual(
            welcomeForGrace.verificationFailures(),
            [
                "expected once, called 0 times; calls received: "
                    + #"ExampleApp.WelcomeEmail(recipient: "ada@example.com", subject: "Welcome, Ada!")"#
            ])
    }
}

/// Asserts that `body` throws exactly `expected`.
func assertSignUp(
    throws expected: SignUpError, _ body: () async throws(SignUpError) -> SignUpResult,
    file: StaticString = #filePath, line: UInt = #line
) async {
    do {
        _ = try await body()
        XCTFail("expected \(expected), got a result", file: file, line: line)
    } catch {
        XCTAssertEqual(error, expected, file: file, line: line)
    }
}
