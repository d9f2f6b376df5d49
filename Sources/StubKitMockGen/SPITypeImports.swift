// The SPIs of the `@_spi` types a mocked requirement names: `func keep(_ token: StoredToken)` in an
// `@_spi(Experimental)` protocol, `StoredToken` being `@_spi(Storage)`. The mock's file imports the
// module with those too (`@_spi(Experimental) @_spi(Storage) import App`), else "cannot find type
// 'StoredToken' in scope".
internal import Foundation

extension MockGenerator {
    /// The SPI names of each public `@_spi` type of `graphs` that a requirement of `models` names,
    /// by module: `spiNames` when given, else those on the type's declaration.
    func spiTypeImports(of models: [ProtocolModel], in graphs: [SymbolGraph]) -> [String: Set<String>] {
        var named: Set<String> = []
        for model in models {
            for requirement in model.requirements {
                _ = requirement.mapTypes { node in
                    if case .named(let name, _) = node, let usr = name.usr { named.insert(usr) }
                    return nil
                }
            }
        }
        var imports: [String: Set<String>] = [:]
        for graph in graphs {
            for symbol in graph.symbols
            where symbol.spi == true && Self.isVisible(symbol.accessLevel) && named.contains(symbol.identifier.precise)
            {
                let found = spiNames.isEmpty ? SPIAttribute.names(at: symbol.location) : spiNames
                if !found.isEmpty { imports[graph.module.name, default: []].formUnion(found) }
            }
        }
        return imports
    }
}
