import StubKit

// The scenarios of the differential test: plain data describing a stub, the layers installed on
// it (setup sequences and spies) and the calls made, built from a seed. Both the reference model
// (DiffModel.swift) and the real StubKit run (DiffRunner.swift) read the same scenario.

/// A small deterministic generator (SplitMix64), so that a seed always builds the same scenario.
struct DiffRandom {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `range`.
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }

    /// `true` with the given percentage.
    mutating func chance(_ percent: Int) -> Bool {
        int(0...99) < percent
    }

    mutating func pick<T>(_ elements: [T]) -> T {
        elements[int(0...elements.count - 1)]
    }
}

/// The closure shapes the test runs against.
enum DiffShape: CaseIterable, CustomStringConvertible {
    /// `(String) -> Int`
    case single
    /// `(String, Int) -> Int`, stubbed with a tuple.
    case pair
    /// `(String) throws -> Int`
    case throwing
    /// `(String) throws(DiffTypedError) -> Int`
    case typedThrowing
    /// `(String) async -> Int`
    case async
    /// `(String) async throws -> Int`
    case asyncThrowing
    /// `value<T>(_ text: String) -> T`: one `stubGeneric()` action for every type, `genericResult`.
    case generic
    /// `pairValue<T>(_ text: String, _ number: Int) throws -> T`, `throwingGenericResult`.
    case genericPair
    /// `asyncValue<T>(_ text: String) async throws -> T`, `throwingGenericResult`.
    case genericAsync
    /// `typedValue<T>(_ text: String) throws(DiffTypedError) -> T`, `throwingGenericResult(_:throwing:)`.
    case genericTyped

    var description: String {
        switch self {
        case .single: return "(String) -> Int"
        case .pair: return "(String, Int) -> Int"
        case .throwing: return "(String) throws -> Int"
        case .typedThrowing: return "(String) throws(DiffTypedError) -> Int"
        case .async: return "(String) async -> Int"
        case .asyncThrowing: return "(String) async throws -> Int"
        case .generic: return "<T>(String) -> T"
        case .genericPair: return "<T>(String, Int) throws -> T"
        case .genericAsync: return "<T>(String) async throws -> T"
        case .genericTyped: return "<T>(String) throws(DiffTypedError) -> T"
        }
    }

    var isPair: Bool { self == .pair || self == .genericPair }
    var canThrow: Bool { ![.single, .pair, .async, .generic].contains(self) }

    /// Whether the method is declared `throws` (untyped), so that an unregistered strict stub
    /// (or a generic body after a wrong or missing answer) throws a StubKitError.
    var throwsAnyError: Bool { [.throwing, .asyncThrowing, .genericPair, .genericAsync].contains(self) }

    /// The error type the stub's steps throw.
    var errorName: String { self == .typedThrowing || self == .genericTyped ? "DiffTypedError" : "SeqError" }

    /// Whether the method is generic over its result, with one `stubGeneric()` action.
    var isGeneric: Bool { [.generic, .genericPair, .genericAsync, .genericTyped].contains(self) }

    /// The mocked generic method, as its failure messages name it (`#function`).
    var genericName: String {
        switch self {
        case .genericPair: return "pairValue(_:_:)"
        case .genericAsync: return "asyncValue(_:)"
        case .genericTyped: return "typedValue(_:)"
        default: return "value(_:)"
        }
    }

    /// The types calls expect back: a type without a default value only where the body can throw
    /// a StubKitError (elsewhere a wrong or missing answer would stop the process).
    var callTypes: [DiffType] {
        guard isGeneric else { return [] }
        return throwsAnyError ? [.int, .string, .box] : [.int, .string]
    }
}

/// A type a generic call expects, or an answer has.
enum DiffType: CaseIterable, CustomStringConvertible {
    case int
    case string
    /// ``DiffBox``, which has no default value.
    case box

    init?(_ type: Any.Type) {
        guard let found = Self.allCases.first(where: { ObjectIdentifier($0.swiftType) == ObjectIdentifier(type) })
        else { return nil }
        self = found
    }

    var swiftType: Any.Type {
        switch self {
        case .int: return Int.self
        case .string: return String.self
        case .box: return DiffBox.self
        }
    }

    /// The type's name, as StubKit's messages show it.
    var description: String { "\(swiftType)" }

    /// GenericAndVariadicFunctions.md: the type's `DefaultProvidable.defaultValue`, if it has one.
    var defaultValue: DiffValue? {
        switch self {
        case .int: return .int(0)
        case .string: return .string("")
        case .box: return nil
        }
    }
}

/// A value of a type the generic method does not know how to make: not `DefaultProvidable`.
struct DiffBox: Equatable {
    let code: Int
}

/// A value a step answers with: always an `Int` on the non-generic shapes.
enum DiffValue: Equatable, CustomStringConvertible {
    case int(Int)
    case string(String)
    case box(DiffBox)

    var type: DiffType {
        switch self {
        case .int: return .int
        case .string: return .string
        case .box: return .box
        }
    }

    /// The value of `type` made from `number`.
    static func of(_ type: DiffType, _ number: Int) -> DiffValue {
        switch type {
        case .int: return .int(number)
        case .string: return .string("v\(number)")
        case .box: return .box(DiffBox(code: number))
        }
    }

    /// The value as Swift source, and as the test shows results.
    var description: String {
        switch self {
        case .int(let value): return "\(value)"
        case .string(let value): return "\"\(value)\""
        case .box(let value): return "DiffBox(code: \(value.code))"
        }
    }

    /// The value as the action returns it: `Int`, or `Any` for generic actions.
    var any: Any {
        switch self {
        case .int(let value): return value
        case .string(let value): return value
        case .box(let value): return value
        }
    }

    /// The value on a non-generic shape, which answers `Int` only.
    var int: Int {
        guard case .int(let value) = self else { preconditionFailure("an Int shape answered \(self)") }
        return value
    }
}

/// The arguments of one call, in one form for every shape; `number` is 0 for one-argument shapes,
/// `type` the type a generic call expects (nil for the other shapes).
struct DiffCall: Equatable, CustomStringConvertible {
    var text: String
    var number: Int
    var type: DiffType? = nil

    static let texts = ["a", "b", "c"]
    static let numbers = [1, 2]

    /// A small code for the arguments, mixed into computed answers so they depend on the call.
    var code: Int { (Self.texts.firstIndex(of: text) ?? 9) * 3 + number }

    /// The arguments as StubKit's messages show them: a generic call as its ``GenericCall``'s
    /// description, `"a" <Int> -> Int` (GenericAndVariadicFunctions.md: "A failure message describes
    /// each call with its types").
    func written(_ shape: DiffShape) -> String {
        let arguments = shape.isPair ? "(\"\(text)\", \(number))" : "\"\(text)\""
        guard let type else { return arguments }
        return "\(arguments) <\(type)> -> \(type)"
    }

    /// The arguments of the mock's method, as Swift source.
    func parameters(_ shape: DiffShape) -> String {
        shape.isPair ? "\"\(text)\", \(number)" : "\"\(text)\""
    }

    var description: String {
        let arguments = number == 0 ? "\"\(text)\"" : "(\"\(text)\", \(number))"
        return type.map { "\(arguments) -> \($0)" } ?? arguments
    }
}

/// What the stub does when no sequence answers.
enum DiffBase: Equatable {
    /// `stub(of:)`, returning 0.
    case loose
    /// `stub(of:)` replaced by `registerStub(alwaysReturn:)`.
    case registered(Int)
    /// `stub(of:)` replaced by `registerStub(alwaysThrow:)` (throwing shape only).
    case registeredThrow(Int)
    /// `strictStub(of:)`, never registered.
    case strict
    /// `strictStub(of:)` with `registerStub(alwaysReturn:)`.
    case strictRegistered(Int)
    /// `byDefault { _ in value }` (with `throwing:` on the typed shapes), whose body notes that it ran.
    case defaulted(Int)

    var isStrict: Bool {
        switch self {
        case .strict, .strictRegistered: return true
        default: return false
        }
    }
}

/// A user predicate, kept as data so that the model can evaluate it and the transcript show it.
enum DiffPredicate: Equatable {
    /// The text is one of these.
    case textIn([String])
    /// The number is at least this (pair shape only).
    case numberAtLeast(Int)

    func holds(_ call: DiffCall) -> Bool {
        switch self {
        case .textIn(let texts): return texts.contains(call.text)
        case .numberAtLeast(let minimum): return call.number >= minimum
        }
    }

    func written(_ shape: DiffShape) -> String {
        switch self {
        case .textIn(let texts):
            let list = texts.map { "\"\($0)\"" }.joined(separator: ", ")
            let stem = shape.isGeneric ? "$0.arguments" : "$0"
            return "{ [\(list)].contains(\(shape.isPair ? stem + ".0" : stem)) }"
        case .numberAtLeast(let minimum): return "{ \(shape.isGeneric ? "$0.arguments" : "$0").1 >= \(minimum) }"
        }
    }
}

/// One condition of a sequence.
enum DiffCondition: Equatable {
    /// `when(value)`, or `when(first, second)` on the pair shape.
    case equals(DiffCall)
    /// `whenFirst(text)` (pair shape).
    case first(String)
    /// `whenSecond(number)` (pair shape).
    case second(Int)
    /// `when { predicate }`.
    case predicate(DiffPredicate)
    /// `when { $0.expects(Type.self) }` (generic shapes).
    case expects(DiffType)
    /// `when { $0.uses(Type.self) }` (generic shapes).
    case uses(DiffType)

    /// Whether the condition holds; equality of generic calls compares their types too
    /// (``GenericCall``'s `==`), unless `ignoringTypes`.
    func holds(_ call: DiffCall, ignoringTypes: Bool = false) -> Bool {
        switch self {
        case .equals(let value):
            return value.text == call.text && value.number == call.number
                && (ignoringTypes || value.type == nil || value.type == call.type)
        case .first(let text): return call.text == text
        case .second(let number): return call.number == number
        case .predicate(let predicate): return predicate.holds(call)
        case .expects(let type), .uses(let type): return call.type == type
        }
    }

    func written(_ shape: DiffShape) -> String {
        switch self {
        case .equals(let value) where shape.isGeneric:
            if let type = value.type {
                return ".when(GenericCall(\"\(value.text)\", types: \(type).self, returning: \(type).self))"
            }
            return ".when { $0.arguments == (\"\(value.text)\", \(value.number)) }"
        case .expects(let type): return ".when { $0.expects(\(type).self) }"
        case .uses(let type): return ".when { $0.uses(\(type).self) }"
        case .equals(let value):
            return shape.isPair ? ".when(\"\(value.text)\", \(value.number))" : ".when(\"\(value.text)\")"
        case .first(let text): return ".whenFirst(\"\(text)\")"
        case .second(let number): return ".whenSecond(\(number))"
        case .predicate(let predicate): return ".when \(predicate.written(shape))"
        }
    }
}

/// One answer step of a sequence.
struct DiffStep: Equatable {
    enum Kind: Equatable {
        /// `returnsOnce` / `returns` with a fixed value (of any type, on a generic shape).
        case value(DiffValue)
        /// `throwsOnce` / `throws` with `SeqError(code:)`, or `DiffTypedError(code:)` when typed.
        case error(Int)
        /// `answersOnce` / `answers`: logs its name, then returns ``DiffStep/computed(_:_:_:)`` of
        /// `type` (nil: the type the call expects, an Int on the non-generic shapes) or, when
        /// `throwsOnC` and the text is "c", throws the shape's error with code `seed`.
        case computed(seed: Int, throwsOnC: Bool, type: DiffType?)
    }

    var kind: Kind
    var isEndless: Bool
    /// Names the step in the answer log: "L<layer>.s<step>".
    var name: String

    /// What a computed answer of `type` (nil: the call's) returns for `call`.
    static func computed(_ seed: Int, _ call: DiffCall, _ type: DiffType?) -> DiffValue {
        DiffValue.of(type ?? call.type ?? .int, 1000 + seed * 10 + call.code)
    }

    func written(_ shape: DiffShape) -> String {
        let suffix = isEndless ? "" : "Once"
        switch kind {
        case .value(let value): return ".returns\(suffix)(\(value))"
        case .error(let code): return ".throws\(suffix)(\(shape.errorName)(code: \(code)))"
        case .computed(let seed, let throwsOnC, let type):
            let throwing = throwsOnC ? "if text == \"c\" { throw \(shape.errorName)(code: \(seed)) }; " : ""
            let made =
                type.map { "\($0 == .int ? "an" : "a") \($0) made from" }
                ?? (shape.isGeneric ? "a value of the call's type made from" : "")
            return ".answers\(suffix) { log(\"\(name)\"); \(throwing)return \(made) 1000 + \(seed) * 10 + code }"
        }
    }
}

/// How a sequence with expectations is checked at the end.
enum DiffVerification: Equatable {
    /// `verificationFailures()`, then `verify()`.
    case failures
    /// `verify()` only.
    case verify
    /// `SKTVerify(sequence)`.
    case skt
    /// Not at all: the sequence reports when released.
    case none
}

/// One link of a sequence's chain, in the order written.
enum DiffLink: Equatable {
    case condition(DiffCondition)
    case step(DiffStep)
    /// `callback { log(name) }`
    case callback(String)
    case expect(StubExpectation)

    func written(_ shape: DiffShape) -> String {
        switch self {
        case .condition(let condition): return condition.written(shape)
        case .step(let step): return step.written(shape)
        case .callback(let name): return ".callback { log(\"\(name)\") }"
        case .expect(let expectation): return ".expect(.\(expectation.diffWritten))"
        }
    }
}

extension StubExpectation {
    var diffWritten: String {
        switch self {
        case .never: return "never"
        case .once: return "once"
        case .atLeastOnce: return "atLeastOnce"
        case .times(let n): return "times(\(n))"
        case .atLeastTimes(let n): return "atLeastTimes(\(n))"
        case .noMoreThan(let n): return "noMoreThan(\(n))"
        }
    }
}

/// A setup sequence or a spy.
enum DiffLayer: Equatable {
    /// `setupStubSequence(of:)`, or `setupStubSequence(of:for:)` when `upFront` is set.
    case sequence(upFront: DiffPredicate?, links: [DiffLink], verification: DiffVerification)
    /// `spyCalls(of:)`
    case spy
}

/// One step of a scenario, in order.
enum DiffOperation: Equatable {
    /// Installs the next layer.
    case install
    case call(DiffCall)
    /// `removeAll()` on the records of the spy that is layer `index`.
    case resetSpy(Int)
}

/// A whole scenario: shape, base behaviour, layers, and what happens in which order.
struct DiffScenario {
    var seed: UInt64
    var shape: DiffShape
    var base: DiffBase
    var layers: [DiffLayer]
    var operations: [DiffOperation]
    /// Whether answer closures also log how many calls each spy has recorded when they run.
    ///
    /// It checks Spying.md's "A spy records before the stub answers" literally. Off by default: see
    /// `DifferentialTests.testSpiesHaveRecordedTheCallWhenAnAnswerRuns`.
    var answersReadSpies = false

    /// The property name of the action used, as strict-stub messages show it.
    var actionName: String {
        let stem: String
        switch shape {
        case .single: stem = "single"
        case .pair: stem = "pair"
        case .throwing: stem = "throwing"
        case .typedThrowing: stem = "typed"
        case .async: stem = "async"
        case .asyncThrowing: stem = "asyncThrowing"
        case .generic: return "valueAction"
        case .genericPair: return "pairValueAction"
        case .genericAsync: return "asyncValueAction"
        case .genericTyped: return "typedValueAction"
        }
        return base.isStrict ? "\(stem)StrictAction" : "\(stem)Action"
    }

    /// The scenario as Swift-like lines, to read or replay by hand.
    var transcript: String {
        var lines = ["seed \(seed): \(shape) on mock.\(actionName)"]
        if shape.isGeneric && base.isStrict { lines.append("mock.\(actionName) = strictStubGeneric()") }
        switch base {
        case .loose, .strict: break
        case .registered(let value), .strictRegistered(let value):
            lines.append("mock.\(actionName) = registerStub(alwaysReturn: \(value))")
        case .registeredThrow(let code):
            lines.append("mock.\(actionName) = registerStub(alwaysThrow: \(shape.errorName)(code: \(code)))")
        case .defaulted(let value):
            let throwing = [.typedThrowing, .genericTyped].contains(shape) ? "(throwing: DiffTypedError.self)" : ""
            lines.append("mock.\(actionName) = byDefault\(throwing) { _ in note(\"default\"); return \(value) }")
        }
        var installed = 0
        var callIndex = 0
        for operation in operations {
            switch operation {
            case .install:
                lines.append(written(layer: installed))
                installed += 1
            case .call(let call):
                let expecting = call.type.map { " as \($0)" } ?? ""
                lines.append("call \(callIndex): mock.\(actionName.dropLast(6))(\(call.parameters(shape)))\(expecting)")
                callIndex += 1
            case .resetSpy(let index):
                lines.append("L\(index).removeAll()")
            }
        }
        return lines.joined(separator: "\n")
    }

    private func written(layer index: Int) -> String {
        switch layers[index] {
        case .spy:
            return "let L\(index) = spyCalls(of: &mock.\(actionName))"
        case .sequence(let upFront, let links, let verification):
            let start =
                upFront.map { "setupStubSequence(of: &mock.\(actionName), for: \($0.written(shape)))" }
                ?? "setupStubSequence(of: &mock.\(actionName))"
            let check: String
            switch verification {
            case .failures: check = "  // then L\(index).verificationFailures(), L\(index).verify()"
            case .verify: check = "  // then L\(index).verify()"
            case .skt: check = "  // then SKTVerify(L\(index))"
            case .none: check = ""
            }
            return "let L\(index) = \(start)\(links.map { $0.written(shape) }.joined())\(check)"
        }
    }
}

// MARK: Generating

extension DiffScenario {
    /// Builds the scenario of `seed`.
    init(seed: UInt64) {
        var random = DiffRandom(seed: seed)
        let shape = random.pick(DiffShape.allCases)
        var bases: [DiffBase] = [.loose, .loose, .registered(7), .strict, .strictRegistered(8), .defaulted(6)]
        if shape.canThrow { bases.append(.registeredThrow(9)) }
        let base = random.pick(bases)
        let layers = (0..<random.int(1...5)).map { index in
            random.chance(35) ? DiffLayer.spy : Self.sequence(index, shape, &random)
        }
        let callCount = random.int(1...20)
        var operations: [DiffOperation] = []
        var installed = 0
        var calls = 0
        while installed < layers.count || calls < callCount {
            let spies = (0..<installed).filter { layers[$0] == .spy }
            if installed < layers.count && (installed == 0 || calls == callCount || random.chance(60)) {
                operations.append(.install)
                installed += 1
            } else if !spies.isEmpty && random.chance(8) {
                operations.append(.resetSpy(random.pick(spies)))
            } else {
                let number = shape.isPair ? random.pick(DiffCall.numbers) : 0
                let type = shape.isGeneric ? random.pick(shape.callTypes) : nil
                operations.append(.call(DiffCall(text: random.pick(DiffCall.texts), number: number, type: type)))
                calls += 1
            }
        }
        self.init(seed: seed, shape: shape, base: base, layers: layers, operations: operations)
    }

    private static func sequence(_ index: Int, _ shape: DiffShape, _ random: inout DiffRandom) -> DiffLayer {
        let upFront = random.chance(15) ? predicate(shape, &random) : nil
        // On a generic shape, the type this sequence is mostly about: its type conditions and
        // answers use it more often than not, as a test's setups do.
        let type = random.pick(shape.isGeneric ? shape.callTypes : [.int])
        var conditions: [DiffLink] = []
        for _ in 0..<random.pick([0, 0, 1, 1, 2]) {
            conditions.append(.condition(condition(shape, type, &random)))
        }
        var steps: [DiffLink] = []
        for stepIndex in 0..<random.pick([0, 1, 2, 2, 3, 4]) {
            let endless = random.chance(30)
            steps.append(.step(step(layer: index, step: stepIndex, endless: endless, shape, type, &random)))
            // Now and then a step after an endless one, which StubKit reports.
            if endless && !random.chance(10) { break }
        }
        var callbacks: [DiffLink] = []
        for callbackIndex in 0..<random.pick([0, 0, 1, 2]) {
            callbacks.append(.callback("L\(index).cb\(callbackIndex)"))
        }
        var expectations: [DiffLink] = []
        if random.chance(45) {
            for _ in 0..<random.pick([1, 1, 2]) {
                expectations.append(.expect(expectation(&random)))
            }
        }
        // Conditions, steps, callbacks and expectations interleave in the chain; each kind keeps its order.
        var groups = [conditions, steps, callbacks, expectations]
        var links: [DiffLink] = []
        while groups.contains(where: { !$0.isEmpty }) {
            let nonEmpty = groups.indices.filter { !groups[$0].isEmpty }
            let group = random.pick(nonEmpty)
            links.append(groups[group].removeFirst())
        }
        let verification =
            expectations.isEmpty ? DiffVerification.none : random.pick([.failures, .verify, .skt, .skt, .none])
        return .sequence(upFront: upFront, links: links, verification: verification)
    }

    private static func predicate(_ shape: DiffShape, _ random: inout DiffRandom) -> DiffPredicate {
        if shape.isPair && random.chance(40) { return .numberAtLeast(random.pick([1, 2, 3])) }
        let texts = DiffCall.texts.filter { _ in random.chance(50) }
        return .textIn(texts)
    }

    private static func condition(
        _ shape: DiffShape, _ preferred: DiffType, _ random: inout DiffRandom
    ) -> DiffCondition {
        let text = random.pick(DiffCall.texts)
        let number = shape.isPair ? random.pick(DiffCall.numbers) : 0
        if shape.isGeneric {
            let type = random.chance(75) ? preferred : random.pick(shape.callTypes)
            switch random.int(0...4) {
            case 0: return .equals(DiffCall(text: text, number: number, type: shape.isPair ? nil : type))
            case 1: return .predicate(predicate(shape, &random))
            case 2, 3: return .expects(type)
            default: return .uses(type)
            }
        }
        switch random.int(0...(shape.isPair ? 4 : 2)) {
        case 0, 1: return .equals(DiffCall(text: text, number: number))
        case 2: return .predicate(predicate(shape, &random))
        case 3: return .first(text)
        default: return .second(number)
        }
    }

    private static func step(
        layer: Int, step: Int, endless: Bool, _ shape: DiffShape, _ preferred: DiffType, _ random: inout DiffRandom
    ) -> DiffStep {
        let number = (layer + 1) * 10 + step + 1
        let kind: DiffStep.Kind
        // A generic step answers a value of any type, mostly the sequence's; a computed one mostly the call's.
        let type = shape.isGeneric && random.chance(40) ? random.pick(DiffType.allCases) : preferred
        switch random.int(0...(shape.canThrow ? 5 : 3)) {
        case 0, 1: kind = .value(DiffValue.of(type, number))
        case 2, 3:
            let computedType = shape.isGeneric && random.chance(40) ? type : nil
            kind = .computed(seed: number, throwsOnC: shape.canThrow && random.chance(50), type: computedType)
        default: kind = .error(number)
        }
        return DiffStep(kind: kind, isEndless: endless, name: "L\(layer).s\(step)")
    }

    private static func expectation(_ random: inout DiffRandom) -> StubExpectation {
        let n = random.int(0...3)
        return random.pick([.never, .once, .atLeastOnce, .times(n), .atLeastTimes(n), .noMoreThan(n)])
    }
}
