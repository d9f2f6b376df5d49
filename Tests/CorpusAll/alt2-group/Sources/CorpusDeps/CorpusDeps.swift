// Written by scripts/corpus-all-manifests.py: imports every package module of the group, so
// that one build compiles them all (with -emit-symbol-graph).
// A module left out of CorpusDeps (CORPUS_EXCLUDE, CORPUS_ONLY) is not imported.
#if IMPORT_JWTKit
    import JWTKit
#endif
#if IMPORT_SwiftBasicFormat
    import SwiftBasicFormat
#endif
#if IMPORT_SwiftCompilerPlugin
    import SwiftCompilerPlugin
#endif
#if IMPORT_SwiftCompilerPluginMessageHandling
    import SwiftCompilerPluginMessageHandling
#endif
#if IMPORT_SwiftDiagnostics
    import SwiftDiagnostics
#endif
#if IMPORT_SwiftIDEUtils
    import SwiftIDEUtils
#endif
#if IMPORT_SwiftIfConfig
    import SwiftIfConfig
#endif
#if IMPORT_SwiftLexicalLookup
    import SwiftLexicalLookup
#endif
#if IMPORT_SwiftLibraryPluginProvider
    import SwiftLibraryPluginProvider
#endif
#if IMPORT_SwiftOperators
    import SwiftOperators
#endif
#if IMPORT_SwiftParser
    import SwiftParser
#endif
#if IMPORT_SwiftParserDiagnostics
    import SwiftParserDiagnostics
#endif
#if IMPORT_SwiftRefactor
    import SwiftRefactor
#endif
#if IMPORT_SwiftSyntax
    import SwiftSyntax
#endif
#if IMPORT_SwiftSyntaxBuilder
    import SwiftSyntaxBuilder
#endif
#if IMPORT_SwiftSyntaxMacroExpansion
    import SwiftSyntaxMacroExpansion
#endif
#if IMPORT_SwiftSyntaxMacros
    import SwiftSyntaxMacros
#endif
#if IMPORT_SwiftSyntaxMacrosGenericTestSupport
    import SwiftSyntaxMacrosGenericTestSupport
#endif
#if IMPORT_SwiftSyntaxMacrosTestSupport
    import SwiftSyntaxMacrosTestSupport
#endif
