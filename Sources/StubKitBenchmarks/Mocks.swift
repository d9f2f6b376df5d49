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

/// The same mock whose action starts from a default behaviour that steps aside for answers.
///
/// Its method is not inlined into its witness: the witness would otherwise be identical to
/// ``HandWrittenMock``'s, and the optimiser would merge the two into one that takes the difference
/// as a parameter, slowing the baseline down (from 77 to 85 instructions per call).
final class ByDefaultMock: Database {
    var addUserAction: (String) -> Int = byDefault { _ in 0 }
    @inline(never) func addUser(name: String) -> Int { addUserAction(name) }
}

/// The asynchronous mock written with StubKit.
final class AsyncStubKitMock: AsyncDatabase {
    lazy var addUserAction = stub(of: addUser)
    func addUser(name: String) async -> Int { await addUserAction(name) }
}

/// A dependency with a generic method: one action serves every result type.
protocol GenericDatabase {
    func addUser<ID>(name: String) -> ID
}

/// The generic dependency mocked with one generic action.
final class GenericStubKitMock: GenericDatabase {
    var addUserAction: (GenericCall<String>) -> Any = stubGeneric()
    func addUser<ID>(name: String) -> ID {
        genericResult(addUserAction(GenericCall(name, types: ID.self, returning: ID.self)))
    }
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

/// Calls the generic `database` as an `Int`-returning method `calls` times with the same argument.
///
/// Returns the sum of the results; the counting loop of ``countAddUser(_:_:calls:)``.
@inline(never)
func countGenericAddUser(_ database: any GenericDatabase, _ name: String, calls: Int) -> Int {
    var checksum = 0
    for _ in 0..<calls {
        checksum &+= database.addUser(name: name) as Int
    }
    return checksum
}

/// The timed loop of ``callAddUser(_:_:calls:)`` for the generic dependency.
@inline(never)
func callGenericAddUser(_ database: any GenericDatabase, _ names: [String], calls: Int) -> Int {
    let mask = names.count - 1
    var checksum = 0
    for index in 0..<calls {
        let result: Int = database.addUser(name: names[index & mask])
        blackHole(result)
        checksum &+= result
    }
    return checksum
}
