// The protocols under test and their mocks: hand-written baselines and StubKit mocks.

import StubKit

/// The dependency a subject under test calls.
protocol Database {
    func addUser(name: String) -> Int
}

/// The same dependency, asynchronous.
protocol AsyncDatabase {
    func addUser(name: String) async -> Int
}

/// The baseline: a mock written by hand around a closure.
final class HandWrittenMock: Database {
    var addUserAction: (String) -> Int = { _ in 0 }
    func addUser(name: String) -> Int { addUserAction(name) }
}

/// The asynchronous baseline: a mock written by hand around an async closure.
final class AsyncHandWrittenMock: AsyncDatabase {
    var addUserAction: (String) async -> Int = { _ in 0 }
    func addUser(name: String) async -> Int { await addUserAction(name) }
}

/// The same mock written with StubKit.
final class StubKitMock: Database {
    lazy var addUserAction = stub(of: addUser)
    func addUser(name: String) -> Int { addUserAction(name) }
}

/// The asynchronous mock written with StubKit.
final class AsyncStubKitMock: AsyncDatabase {
    lazy var addUserAction = stub(of: addUser)
    func addUser(name: String) async -> Int { await addUserAction(name) }
}

/// Calls `database` the way a subject under test does, `calls` times, with arguments taken in
/// turn from `names` (whose count is a power of two); returns the sum of the results.
@inline(never)
func callAddUser(_ database: any Database, _ names: [String], calls: Int) -> Int {
    let mask = names.count - 1
    var checksum = 0
    for index in 0..<calls {
        let result = database.addUser(name: names[index & mask])
        blackHole(result)
        checksum &+= result
    }
    return checksum
}

/// Calls `database` `calls` times with the same argument; returns the sum of the results.
///
/// The loop for counting instructions: nothing else happens per call, so the count is the call's.
@inline(never)
func countAddUser(_ database: any Database, _ name: String, calls: Int) -> Int {
    var checksum = 0
    for _ in 0..<calls {
        checksum &+= database.addUser(name: name)
    }
    return checksum
}

/// The asynchronous counterpart of ``callAddUser(_:_:calls:)``.
@inline(never)
func callAddUser(_ database: any AsyncDatabase, _ names: [String], calls: Int) async -> Int {
    let mask = names.count - 1
    var checksum = 0
    for index in 0..<calls {
        let result = await database.addUser(name: names[index & mask])
        blackHole(result)
        checksum &+= result
    }
    return checksum
}
