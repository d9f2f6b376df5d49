// The default of a mocked `encode(to:)` (`Encodable`, `Codable` parents). Doing nothing is not a
// valid encoding: `JSONEncoder` throws "Top-level … did not encode any values".

/// Encodes an empty keyed container, as a type without stored properties does: the default of a
/// mocked `encode(to:)`.
///
/// `JSONEncoder` writes `{}` for it, at the top level or inside another value, and
/// `JSONDecoder` reads that back into a mock whose `init(from:)` reads nothing:
///
/// ```swift
/// final class FeedMock: Feed {   // protocol Feed: Codable
///     var encodeAction: (any Encoder) throws -> Void = encodeNoFields
///     func encode(to encoder: any Encoder) throws { try encodeAction(encoder) }
/// }
///
/// // in a test:
/// try JSONEncoder().encode(FeedMock())   // {}
/// ```
///
/// A setup that answers the call (`answers { encoder in … }`, `throwsOnce`) encodes instead: this
/// default, below it, then encodes nothing, since an encoder takes one container per value.
///
/// - Parameter encoder: The encoder the mock's `encode(to:)` was given.
public func encodeNoFields(to encoder: any Encoder) {
    // Like a strict stub, the bottom of the action steps aside for an answer travelling down.
    guard !AnsweredCall.isBound(AnsweredCall.Signature((any Encoder).self, Void.self, (any Error).self)) else {
        return
    }
    _ = encoder.container(keyedBy: NoFields.self)
}

/// The coding keys of a value without fields: there are none.
private enum NoFields: CodingKey {}
