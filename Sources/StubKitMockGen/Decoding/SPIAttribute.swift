// The name of a module's own `@_spi` protocol's SPI, which a mock's file needs to import it
// (`@_spi(Storage) import App`): the graph marks the protocol `"spi": true` without the name, but
// gives its source location, and the attribute is on the declaration's line or the lines above it.
internal import Foundation

enum SPIAttribute {
    /// The SPI names of `@_spi(Name)` attributes on the declaration at `location`, read from its
    /// source file; empty when the file cannot be read or names none.
    static func names(at location: SymbolGraph.Symbol.Location?) -> [String] {
        guard let location, let url = URL(string: location.uri), url.isFileURL,
            let text = try? String(contentsOf: url, encoding: .utf8)
        else { return [] }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let line = location.position.line
        guard line >= 0, line < lines.count else { return [] }
        // The declaration's line, and the attribute and comment lines right above it.
        var declaration = [lines[line]]
        var above = line - 1
        while above >= 0 {
            let trimmed = lines[above].trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("@") || trimmed.hasPrefix("//") else { break }
            if trimmed.hasPrefix("@") { declaration.append(lines[above]) }
            above -= 1
        }
        return names(in: declaration.joined(separator: "\n"))
    }

    /// `Storage` of each `@_spi(Storage)` in `text`, in order, each once.
    static func names(in text: String) -> [String] {
        var found: [String] = []
        var rest = Substring(text)
        while let range = rest.range(of: "@_spi(") {
            rest = rest[range.upperBound...]
            let name = rest.prefix { $0 != ")" }.trimmingCharacters(in: .whitespaces)
            if !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), !found.contains(name) {
                found.append(name)
            }
        }
        return found
    }
}
