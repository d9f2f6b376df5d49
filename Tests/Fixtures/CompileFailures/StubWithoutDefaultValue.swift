// Must NOT compile: `stub(of:)` without `alwaysReturn:` for a result type that is not
// DefaultProvidable. scripts/check-clients.sh type-checks this file against StubKit and expects
// the unavailable overload's message once for each numbered line below.
import StubKit

struct Account {
    var id: Int
}

final class AccountsMock {
    func account(id: Int) -> Account { Account(id: id) }
    func fetch(id: Int) throws -> Account { Account(id: id) }
    func parse(_ text: String) throws(CancellationError) -> Account { Account(id: 0) }
    func load(id: Int) async -> Account { Account(id: id) }
    func download(id: Int) async throws -> Account { Account(id: id) }

    lazy var accountAction = stub(of: account)  // 1
    lazy var fetchAction = stub(of: fetch)  // 2
    lazy var parseAction = stub(of: parse)  // 3
    lazy var loadAction = stub(of: load)  // 4
    lazy var downloadAction = stub(of: download)  // 5
}

@MainActor
final class AccountScreenMock {
    func selection() -> Account { Account(id: 0) }
    func render() throws -> Account { Account(id: 0) }

    lazy var selectionAction = stub(of: selection)  // 6
    lazy var renderAction = stub(of: render)  // 7
}
