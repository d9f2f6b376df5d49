// Protocols whose parents come from toolchain modules other than the standard library, and the
// module's own `@_spi` protocols: scripts/check-clients.sh runs the generate-mocks plugin on this
// target (--check against Tests/ToolchainParentsTests/Mocks) and the test calls the mocks.
import Foundation
import Observation

/// A model a view observes: refines Observation's `Observable`, whose graph the plugin extracts
/// from the toolchain.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
public protocol Counter: AnyObject, Observable {
    var count: Int { get }
    func increment(by step: Int) -> Int
}

/// An error with a message for users: refines Foundation's `LocalizedError` (declared in
/// FoundationEssentials on Linux).
public protocol UploadFailure: LocalizedError {
    var retryable: Bool { get }
}

/// Storage only the module's SPI clients see.
@_spi(Storage) public protocol Store {
    func load(_ key: String) -> String?
}

/// A store refining the SPI one (a public protocol cannot refine an SPI protocol).
@_spi(Storage) public protocol CachedStore: Store {
    func evict(_ key: String)
}
