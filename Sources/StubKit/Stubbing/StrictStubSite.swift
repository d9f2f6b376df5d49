/// Where a strict stub was declared, and what to do when it is called without registration.
///
/// This is the one implementation behind every ``strictStub(of:function:fileID:filePath:line:column:)``
/// overload: the overloads only choose the fallback their result type allows.
@usableFromInline
struct StrictStubSite: Sendable {
    @usableFromInline let name: String
    @usableFromInline let site: CallSite

    @usableFromInline
    init(name: String, fileID: String, filePath: StaticString, line: UInt, column: UInt) {
        self.name = name
        self.site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Handles a read of a strict property that was never set: the answer of an upper setup
    /// layer if there is one, otherwise a reported failure and a stop, as there is no value to return.
    @usableFromInline
    func readBeforeSet<Output>() -> Output {
        if let answered = AnsweredCall.result(Void.self, Output.self, Never.self) {
            return answered.get()
        }
        let message = Messages.strictPropertyReadBeforeSet(name: name)
        return endFailedCall(message, at: site, throwing: Never.self, fallback: nil)
    }

    /// Handles a call that reached the strict stub itself.
    ///
    /// If an upper setup layer already answered the call, the stub was set up after all: it
    /// returns that answer silently. Otherwise it reports the unregistered call at the
    /// declaration and then, in order of preference, throws a ``StubKitError`` (when the stub's
    /// failure type can hold it: untyped `throws`), so that the code under test takes its error
    /// path, returns `fallback()` (a default value), or stops the process with the same message
    /// when it has no value of `Output` to return.
    @usableFromInline
    func unregisteredCall<Args, Output, Failure: Error>(
        _ args: Args, fallback: (() -> Output)?, as failureType: Failure.Type
    ) throws(Failure) -> Output {
        if let answered = AnsweredCall.result(Args.self, Output.self, Failure.self) {
            return try answered.get()
        }
        let message = Messages.unregisteredStrictStub(
            name: name, arguments: describeArguments(args), nearMiss: NearMisses.describe(args, returning: Output.self))
        return try endFailedCall(message, at: site, throwing: Failure.self, fallback: fallback?())
    }
}

/// A readable rendering of a call's arguments: `"user1"`, `("John", "Derk")`, `()`.
@usableFromInline
func describeArguments<Args>(_ args: Args) -> String {
    ArgumentDescription.describe(args)
}
