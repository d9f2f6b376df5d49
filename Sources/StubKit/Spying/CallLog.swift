/// One ordered log of the calls of several actions, of one mock or several.
///
/// A call log is the records of a spy that several actions share: create one, attach each action
/// with ``spyCalls(of:into:transform:)`` (entries of your own type) or ``spyCalls(of:into:as:)``
/// (entries written as text), and compare the log with ``SKTVerifyCalls(_:_:fileID:filePath:line:column:)``,
/// which shows the difference line by line when it fails:
///
/// ```swift
/// enum Event: Equatable { case resume, head(Int), finish }
/// let events = CallLog<Event>()
/// spyCalls(of: &stream.resumeAction, into: events) { _ in .resume }
/// spyCalls(of: &delegate.headAction, into: events) { .head($0) }
/// spyCalls(of: &delegate.finishAction, into: events) { _ in .finish }
/// client.run()
/// SKTVerifyCalls(events, [.resume, .head(200), .finish])
/// events.removeAll()   // forget the calls so far; the spies keep recording
/// ```
///
/// Being ``ArgRecords``, a log compares with an array (`events == [.resume]`), reads as a
/// collection (`events.all.suffix(2)`, `events.count`), and records calls from any thread in the
/// order they happened. Its spies stop recording when the log is released.
public typealias CallLog<Entry> = ArgRecords<Entry>

/// How ``spyCalls(of:into:as:)`` writes a call: `name(arguments)`.
@usableFromInline
enum LoggedCall {
    /// The function that writes a call of the stub named `name`.
    @usableFromInline
    static func writer<I>(_ name: String) -> (I) -> String {
        { arguments in text(name, arguments) }
    }

    /// `open()`, `addUser("tom")`, `addAccount("tom", "secret")`: the arguments as failures write
    /// them, a tuple of them without parentheses of its own.
    static func text(_ name: String, _ arguments: Any) -> String {
        let written = ArgumentDescription.describe(arguments)
        return Mirror(reflecting: arguments).displayStyle == .tuple ? name + written : "\(name)(\(written))"
    }
}
