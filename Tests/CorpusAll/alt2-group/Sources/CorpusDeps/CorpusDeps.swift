// Written by scripts/corpus-all-manifests.py: imports every package module of the group, so
// that one build compiles them all (with -emit-symbol-graph).
// A module left out of CorpusDeps (CORPUS_EXCLUDE: it does not build here) is not imported.
#if canImport(JWTKit)
    import JWTKit
#endif
#if canImport(SwiftBasicFormat)
    import SwiftBasicFormat
#endif
#if canImport(SwiftCompilerPlugin)
    import SwiftCompilerPlugin
#endif
#if canImport(SwiftCompilerPluginMessageHandling)
    import SwiftCompilerPluginMessageHandling
#endif
#if canImport(SwiftDiagnostics)
    import SwiftDiagnostics
#endif
#if canImport(SwiftIDEUtils)
    import SwiftIDEUtils
#endif
#if canImport(SwiftIfConfig)
    import SwiftIfConfig
#endif
#if canImport(SwiftLexicalLookup)
    import SwiftLexicalLookup
#endif
#if canImport(SwiftLibraryPluginProvider)
    import SwiftLibraryPluginProvider
#endif
#if canImport(SwiftOperators)
    import SwiftOperators
#endif
#if canImport(SwiftParser)
    import SwiftParser
#endif
#if canImport(SwiftParserDiagnostics)
    import SwiftParserDiagnostics
#endif
#if canImport(SwiftRefactor)
    import SwiftRefactor
#endif
#if canImport(SwiftSyntax)
    import SwiftSyntax
#endif
#if canImport(SwiftSyntaxBuilder)
    import SwiftSyntaxBuilder
#endif
#if canImport(SwiftSyntaxMacroExpansion)
    import SwiftSyntaxMacroExpansion
#endif
#if canImport(SwiftSyntaxMacros)
    import SwiftSyntaxMacros
#endif
#if canImport(SwiftSyntaxMacrosGenericTestSupport)
    import SwiftSyntaxMacrosGenericTestSupport
#endif
#if canImport(SwiftSyntaxMacrosTestSupport)
    import SwiftSyntaxMacrosTestSupport
#endif
