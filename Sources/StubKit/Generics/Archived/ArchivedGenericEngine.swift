// The engine of the archived StubKit's generic form, kept for mocks written for it: one typed
// action per specialization (`stubGeneric(of:)`), chosen at call time by a dynamic cast of each
// potential to the call's closure type (`callGeneric`, `callThrowsGeneric`, `callGenericAsync`,
// `callThrowsGenericAsync`). New mocks use `GenericCall` and `genericResult` (Generics/), whose one
// action takes every specialization: ARCHITECTURE.md, "Two generic forms", says why the two do not
// share an engine. A miss ends, like every failed call, through `endFailedCall`.

/// One call of an archived-form generic mock method: finds the potential with the call's types,
/// or reports the miss.
struct ArchivedGenericEngine {
    let name: String
    let site: CallSite

    init(name: String, fileID: String, filePath: StaticString, line: UInt, column: UInt) {
        self.name = name
        self.site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Calls the first potential of type `(Args) throws(Failure) -> Output` or `(Args) -> Output`.
    ///
    /// With no match it reports the miss at the call and then, in the order an unregistered
    /// strict stub follows, throws a ``StubKitError`` (when `Failure` can hold one), returns the
    /// default value, or stops.
    func dispatch<Args, Output, Failure: Error>(
        _ args: Args, to potentials: [Any], throwing: Failure.Type
    ) throws(Failure) -> Output {
        for potential in potentials {
            if let action = potential as? (Args) -> Output {
                return action(args)
            }
            // Swift 6.3.1: an `Any` cast to `(Args) throws(Failure) -> Output` with `Failure` bound to
            // `any Error` yields a closure that crashes when called, so untyped throws take their own cast.
            if ObjectIdentifier(Failure.self) == ObjectIdentifier((any Error).self) {
                if let action = potential as? (Args) throws -> Output {
                    do { return try action(args) } catch { throw error as! Failure }  // `Failure` is `any Error`.
                }
            } else if ObjectIdentifier(Failure.self) != ObjectIdentifier(Never.self),
                let action = potential as? (Args) throws(Failure) -> Output
            {
                return try action(args)
            }
        }
        return try miss(args, potentials: potentials, throwing: Failure.self)
    }

    /// Reports that no potential has the call's types, then throws a ``StubKitError`` (when
    /// `Failure` can hold one), returns the default value, or stops.
    func miss<Args, Output, Failure: Error>(
        _ args: Args, potentials: [Any], throwing: Failure.Type
    ) throws(Failure) -> Output {
        let message = missMessage(args: Args.self, output: Output.self, potentials: potentials)
        let fallback = runtimeDefaultValue(of: Output.self)
        return try endFailedCall(message, at: site, throwing: Failure.self, fallback: fallback?())
    }

    /// `No stub for add(user:) with arguments of type (Double) returning Bool; potentials offered: (String) -> Bool`.
    func missMessage<Args, Output>(args: Args.Type, output: Output.Type, potentials: [Any]) -> String {
        let offered =
            potentials.isEmpty ? "none" : potentials.map { withoutIsolation("\(type(of: $0))") }.joined(separator: ", ")
        return Messages.noGenericStub(
            name: name, arguments: parameterList(args), output: "\(output)", offered: offered)
    }
}

/// A potential's type as the user wrote it: the runtime names a `nonisolated(nonsending)` function
/// type with its isolation (every `stubGeneric(of:)` builder's, and every async action of a client
/// with `NonisolatedNonsendingByDefault` on), which a miss does not depend on: the engine takes both.
func withoutIsolation(_ type: String) -> String {
    let marker = "nonisolated(nonsending) "
    var result = ""
    var rest = Substring(type)
    while let first = rest.first {
        if rest.hasPrefix(marker) {
            rest = rest.dropFirst(marker.count)
        } else {
            result.append(first)
            rest = rest.dropFirst()
        }
    }
    return result
}

/// A parameter type as a parameter list: `Double` becomes `(Double)`; tuples, `(String, Int)` and
/// `()`, already are one.
func parameterList<Args>(_ type: Args.Type) -> String {
    let text = "\(type)"
    guard text.first == "(" else { return "(\(text))" }
    // A tuple's opening parenthesis closes at the very end; a function type's, `(Int) -> ()`, does not.
    var depth = 0
    for (offset, character) in text.enumerated() {
        if character == "(" { depth += 1 }
        if character == ")" { depth -= 1 }
        if depth == 0 { return offset == text.count - 1 ? text : "(\(text))" }
    }
    return "(\(text))"
}

extension ArchivedGenericEngine {
    /// Calls the first potential of the call's types: async or not, throwing `Failure` or not.
    func dispatchAsync<Args, Output, Failure: Error>(
        _ args: Args, to potentials: [Any], throwing: Failure.Type, isolation: isolated (any Actor)?
    ) async throws(Failure) -> Output {
        // The actions are not isolated, so an isolated caller hands `args` over to them. The caller
        // is suspended until the action returns and StubKit's layers lock what they keep; only a
        // user's own answer closure could share the arguments with the caller's actor meanwhile,
        // as it could for any mock's arguments.
        nonisolated(unsafe) let args = args
        let untyped = ObjectIdentifier(Failure.self) == ObjectIdentifier((any Error).self)
        let typed = !untyped && ObjectIdentifier(Failure.self) != ObjectIdentifier(Never.self)
        // An async potential is `nonisolated(nonsending)` (every `stubGeneric(of:)` builder's, and
        // any declared in a client with `NonisolatedNonsendingByDefault` on) or `@concurrent`: a
        // cast to one does not find the other, so each shape is tried both ways, nonsending first
        // (it runs on the caller's actor).
        for potential in potentials {
            if let action = potential as? nonisolated(nonsending) (Args) async -> Output {
                return await action(args)
            }
            if let action = potential as? @concurrent (Args) async -> Output {
                return await action(args)
            }
            if let action = potential as? (Args) -> Output {
                return action(args)
            }
            // Untyped throws take casts of their own: see `dispatch(_:to:throwing:)`.
            if untyped {
                if let action = potential as? nonisolated(nonsending) (Args) async throws -> Output {
                    do { return try await action(args) } catch { throw error as! Failure }  // `Failure` is `any Error`.
                }
                if let action = potential as? @concurrent (Args) async throws -> Output {
                    do { return try await action(args) } catch { throw error as! Failure }  // `Failure` is `any Error`.
                }
                if let action = potential as? (Args) throws -> Output {
                    do { return try action(args) } catch { throw error as! Failure }  // `Failure` is `any Error`.
                }
            } else if typed {
                if let action = potential as? nonisolated(nonsending) (Args) async throws(Failure) -> Output {
                    return try await action(args)
                }
                if let action = potential as? @concurrent (Args) async throws(Failure) -> Output {
                    return try await action(args)
                }
                if let action = potential as? (Args) throws(Failure) -> Output {
                    return try action(args)
                }
            }
        }
        return try miss(args, potentials: potentials, throwing: Failure.self)
    }
}
