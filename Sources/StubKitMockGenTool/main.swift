// `stubkit-mockgen`: StubKit mocks from symbol-graph files, for projects that are not SwiftPM
// packages (Xcode projects) and for the `generate-mocks` plugin. All the work is in StubKitMockGen.
import Foundation
import StubKitMockGen

let status = MockGenCommand.run(
    Array(CommandLine.arguments.dropFirst()),
    standardOutput: { FileHandle.standardOutput.write(Data($0.utf8)) },
    standardError: { FileHandle.standardError.write(Data($0.utf8)) })
exit(status)
