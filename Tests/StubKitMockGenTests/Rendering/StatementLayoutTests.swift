// How a body's statements break, laid out from their data (Rendering/Layout/StatementLayout.swift):
// a call breaks in its arguments; a closure of one statement shares its line when it fits and
// breaks after `in` when not; a closure of several statements, or of one that cannot share a
// line, is a block; a `do` statement is on one line when it fits, else every clause is a block.
// The first three expectations are real corpus lines as `swift format format` writes them.
import Testing

@testable import StubKitMockGen

@Suite struct StatementLayoutTests {
    private func render(_ statement: Statement, indent: String = "        ") -> String {
        SwiftRenderer.layout(statement, indent: indent).joined(separator: "\n")
    }

    private func named(_ name: String, _ arguments: [SwiftType] = []) -> SwiftType {
        .named(TypeName(name), arguments)
    }

    private func call(_ callee: String, _ arguments: [Expression.Argument]) -> Expression {
        .call(.atom(callee), arguments)
    }

    private func atoms(_ names: String...) -> [Expression] {
        names.map { .atom($0) }
    }

    /// `GenericCall(arguments, types: A.self, B.self, returning: R.self)`.
    private func genericCall(_ arguments: Expression, types: [String], returning: SwiftType?) -> Expression {
        var parts = [Expression.Argument(nil, arguments)]
        for (index, type) in types.enumerated() {
            parts.append(.init(index == 0 ? "types" : nil, .metatype(named(type))))
        }
        if let returning { parts.append(.init("returning", .metatype(returning))) }
        return call("GenericCall", parts)
    }

    /// `try withoutActuallyEscaping(name) { name in statements }`.
    private func wrapper(_ name: String, result: SwiftType? = nil, _ statements: [Statement]) -> Expression {
        .try(
            .call(
                .atom("withoutActuallyEscaping"), [.init(nil, .atom(name))],
                trailingClosure: .init(parameters: [name], result: result, statements: statements)))
    }

    /// Calls break after `(` and fill lines with their arguments, `)` on the last one.
    @Test func aCallBreaksInItsArguments() {
        let arguments = Expression.tuple(atoms("type", "name", "a1", "a2", "a3", "a4", "a5", "a6"))
        let resolve = Expression.atom("resolveAction")(
            genericCall(
                arguments, types: ["Service", "A1", "A2", "A3", "A4", "A5", "A6"],
                returning: .optional(named("Service"))))
        #expect(
            render(.expression(resolve), indent: "            ") == """
                            resolveAction(
                                GenericCall(
                                    (type, name, a1, a2, a3, a4, a5, a6), types: Service.self, A1.self, A2.self, A3.self, A4.self,
                                    A5.self, A6.self, returning: Service?.self))
                """)
        let unmocked = call(
            "unmockedRequirement",
            [
                .init(nil, .string("RepositoryMock.isEmailTaken(_:)")),
                .init(
                    "reason",
                    .string("the compiler rejected the generated code: cannot find 'stubKitInjectedError' in scope")),
            ])
        #expect(
            render(.expression(unmocked)) == """
                        unmockedRequirement(
                            "RepositoryMock.isEmailTaken(_:)",
                            reason: "the compiler rejected the generated code: cannot find 'stubKitInjectedError' in scope")
                """)
    }

    /// A tuple puts its `)` on a line of its own, and a closure that does not fit after the
    /// previous element starts a line.
    @Test func aTupleBreaksWithItsClosingParenthesisOnALineOfItsOwn() {
        let next = Expression.call(
            .atom("next"),
            [
                .init(nil, .try(Expression.atom("throwingGenericResult")(.atom("argument1")))),
                .init(nil, .atom("argument2")),
            ])
        let handler = Expression.closure(
            .init(parameters: ["argument1", "argument2"], body: next.effects(throwing: true, isAsync: true)))
        let intercept = Expression.atom("interceptAction")(
            genericCall(
                .tuple(atoms("request", "context") + [handler]), types: ["Input", "Output"], returning: named("Output"))
        )
        #expect(
            render(.expression(intercept), indent: "                ") == """
                                interceptAction(
                                    GenericCall(
                                        (
                                            request, context,
                                            { argument1, argument2 in try await next(try throwingGenericResult(argument1), argument2) }
                                        ), types: Input.self, Output.self, returning: Output.self))
                """)
    }

    /// A closure of one expression shares its line when the line fits, and breaks after `in`,
    /// its `}` on a line of its own, when it does not.
    @Test func aClosureOfOneStatementSharesItsLineWhenItFits() {
        let short = wrapper(
            "rule", [.expression(.try(Expression.atom("transformAction")(.tuple(atoms("value", "rule")))))])
        #expect(
            render(.expression(short))
                == "        try withoutActuallyEscaping(rule) { rule in try transformAction((value, rule)) }")
        #expect(
            Statement.expression(short).text
                == "try withoutActuallyEscaping(rule) { rule in try transformAction((value, rule)) }")
        let long = wrapper(
            "rule",
            [
                .expression(
                    .try(
                        Expression.atom("transformWithAVeryLongNameAction")(
                            .tuple(atoms("value", "rule", "options", "extraOptions"))))
                )
            ])
        #expect(
            render(.expression(long)) == """
                        try withoutActuallyEscaping(rule) { rule in
                            try transformWithAVeryLongNameAction((value, rule, options, extraOptions))
                        }
                """)
    }

    /// A closure of several statements is a block however short: each statement on a line of its
    /// own one level deeper; it has no one-line text, so a member holding it is never one line.
    @Test func aClosureOfSeveralStatementsIsABlock() {
        let result = Expression.call(
            .member(.atom("call"), "result"), [],
            trailingClosure: .init(statements: [.expression(.try(Expression.atom("eachAction")(.atom("body"))))]))
        let statement = Statement.returning(
            wrapper(
                "body", [.binding(name: "call", type: nil, value: .call("Rethrowing")), .returning(.try(result))]))
        #expect(
            render(statement) == """
                        return try withoutActuallyEscaping(body) { body in
                            let call = Rethrowing()
                            return try call.result { try eachAction(body) }
                        }
                """)
        #expect(statement.text == nil)
        let member = MockMember(
            warning: nil, properties: [],
            declaration: MemberSignature(
                .function(name: "each", isOperator: false),
                parameters: [.init(["_", "body"], .function(FunctionType(parameters: [], result: .void)))]),
            body: [statement])
        #expect(SwiftRenderer.render(member, indent: "    ").count == 6)
        // However short, and whatever its first statement.
        let short = wrapper("b", [.expression(.assignment(.atom("state"), .atom("x"))), .returning(.atom("y"))])
        #expect(
            render(.expression(short)) == """
                        try withoutActuallyEscaping(b) { b in
                            state = x
                            return y
                        }
                """)
    }

    /// A closure whose one statement is another block, or cannot share a line (a binding, a
    /// `do`), is a block too.
    @Test func aClosureHoldingABlockIsABlock() {
        let inner = wrapper(
            "b", [.binding(name: "written", type: nil, value: .atom("x")), .returning(.member(.atom("written"), "0"))])
        #expect(
            render(.expression(wrapper("a", [.expression(inner)]))) == """
                        try withoutActuallyEscaping(a) { a in
                            try withoutActuallyEscaping(b) { b in
                                let written = x
                                return written.0
                            }
                        }
                """)
        #expect(
            render(.expression(wrapper("body", [.binding(name: "made", type: nil, value: .atom("x"))]))) == """
                        try withoutActuallyEscaping(body) { body in
                            let made = x
                        }
                """)
    }

    /// A typed binding whose type breaks inside a block ends its indentation with its line: the
    /// next statement is at the block's.
    @Test func aBindingThatBreaksInABlockLeavesTheNextStatementAtTheBlocksIndentation() {
        let long = SwiftType.tuple(
            ["SomeVeryLongTypeNameNumberOne", "SomeVeryLongTypeNameNumberTwo", "SomeVeryLongTypeNameNumberThree"].map {
                TupleElement(label: nil, type: named($0))
            })
        let statements: [Statement] = [
            .binding(name: "written", type: long, value: .call("convert")),
            .expression(.assignment(.atom("state"), .member(.atom("written"), "0"))),
            .returning(.member(.atom("written"), "1")),
        ]
        #expect(
            render(.returning(wrapper("body", statements))) == """
                        return try withoutActuallyEscaping(body) { body in
                            let written:
                                (SomeVeryLongTypeNameNumberOne, SomeVeryLongTypeNameNumberTwo, SomeVeryLongTypeNameNumberThree) =
                                    convert()
                            state = written.0
                            return written.1
                        }
                """)
    }

    /// A binding breaks after its `=` when its value does not fit after it.
    @Test func aBindingBreaksAfterItsEquals() {
        let value = Expression.atom("someVeryLongActionNameThatTakesTheWholeLineAndMoreOfIt")(
            .tuple(atoms("firstArgument", "secondArgument", "third")))
        #expect(
            render(.binding(name: "argumentWithAMuchLongerNameThanMostNamesHaveStill", type: nil, value: .try(value)))
                == """
                        let argumentWithAMuchLongerNameThanMostNamesHaveStill =
                            try someVeryLongActionNameThatTakesTheWholeLineAndMoreOfIt((firstArgument, secondArgument, third))
                """)
    }

    /// A `do` statement is on one line when it fits; when it does not, every clause is a block.
    @Test func aDoStatementIsOneLineWhenItFitsElseEveryClauseIsABlock() {
        func doCatch(_ callee: String) -> Statement {
            let answer = Expression.atom("answer")
            return .doCatch(
                .init(
                    body: [.expression(.assignment(answer, .try(Expression.atom(callee)(.atom("x")))))],
                    catches: [
                        .init((name: "error", type: named("E")), [.throw(.atom("error"))]),
                        .init([.expression(.assignment(answer, .atom("error")))]),
                    ]))
        }
        #expect(
            render(doCatch("sendAction"))
                == "        do { answer = try sendAction(x) } catch let error as E { throw error } catch { answer = error }"
        )
        #expect(
            render(doCatch("sendWithALongerNameThatFitsAction")) == """
                        do {
                            answer = try sendWithALongerNameThatFitsAction(x)
                        } catch let error as E {
                            throw error
                        } catch {
                            answer = error
                        }
                """)
        // Alone it would fit on its line; in a block, one level deeper, it does not.
        #expect(SwiftRenderer.layout(doCatch("sendWithALongerNameAction"), indent: "        ").count == 1)
        #expect(
            render(.expression(wrapper("a", [doCatch("sendWithALongerNameAction"), .returning(.atom("answer"))])))
                == """
                        try withoutActuallyEscaping(a) { a in
                            do {
                                answer = try sendWithALongerNameAction(x)
                            } catch let error as E {
                                throw error
                            } catch {
                                answer = error
                            }
                            return answer
                        }
                """)
        // A clause of a statement that cannot share a line is a block, and so is every other.
        let typed = Statement.doCatch(
            .init(
                throwing: named("ParseError"), body: [.binding(name: "made", type: nil, value: .atom("x"))],
                catches: [.init([.returning(Expression.atom(".failure")(.atom("error")))])]))
        #expect(
            render(typed) == """
                        do throws(ParseError) {
                            let made = x
                        } catch {
                            return .failure(error)
                        }
                """)
    }

    /// A typed-throws wrapper: the closure's result type before `in`, a `do` inside, and `.get()`
    /// after the block's brace.
    @Test func aBlockIsFollowedByWhatComesAfterItsBrace() {
        let resultType = named("Swift.Result", [named("Int"), named("ParseError")])
        let body = Statement.doCatch(
            .init(
                throwing: named("ParseError"),
                body: [.returning(Expression.atom(".success")(.try(Expression.atom("parseAction")(.atom("rule")))))],
                catches: [.init([.returning(Expression.atom(".failure")(.atom("error")))])]))
        let wrapped = Expression.call(
            .member(
                .call(
                    .atom("withoutActuallyEscaping"), [.init(nil, .atom("rule"))],
                    trailingClosure: .init(parameters: ["rule"], result: resultType, statements: [body])), "get"), [])
        #expect(
            render(.expression(.try(wrapped))) == """
                        try withoutActuallyEscaping(rule) { rule -> Swift.Result<Int, ParseError> in
                            do throws(ParseError) { return .success(try parseAction(rule)) } catch { return .failure(error) }
                        }.get()
                """)
    }

    /// A failable initializer's `guard`, and an accessor with its effects, on one line.
    @Test func aGuardAndAnAccessorAreOneLine() {
        #expect(
            render(.guardElseReturnNil(Expression.atom("initAction")(.tuple(atoms("name", "self")))))
                == "        guard initAction((name, self)) else { return nil }")
        let getter = Statement.accessor(
            "get", effects: .init(isAsync: true, throwing: .untyped), .returning(.try(.await(.atom("value")))))
        #expect(render(getter) == "        get async throws { return try await value }")
    }
}

/// An operator generic over several parameters writes its generic clause as words after a space:
/// `func <=> <A, B>(`, each comma after its parameter, unspaced.
@Test func anOperatorsGenericClauseOfSeveralParametersSpacesOnlyAfterItsCommas() throws {
    let text = try mockText(
        """
        infix operator <=>: ComparisonPrecedence
        protocol Ordering {
            static func <=> <A, B: Equatable>(lhs: Self, rhs: (A, B)) -> Bool
        }
        """)
    #expect(
        text.contains("static func <=> <A, B>(lhs: OrderingMock, rhs: (A, B)) -> Bool where B: Equatable {"), "\(text)")
}
