// Written by scripts/corpus-all-manifests.py: imports every package module of the group, so
// that one build compiles them all (with -emit-symbol-graph).
// A module left out of CorpusDeps (CORPUS_EXCLUDE, CORPUS_ONLY) is not imported.
#if IMPORT_Crypto
    import Crypto
#endif
#if IMPORT_NIO
    import NIO
#endif
#if IMPORT_NIOConcurrencyHelpers
    import NIOConcurrencyHelpers
#endif
#if IMPORT_NIOCore
    import NIOCore
#endif
#if IMPORT_NIOEmbedded
    import NIOEmbedded
#endif
#if IMPORT_NIOFileSystem
    import NIOFileSystem
#endif
#if IMPORT_NIOFoundationCompat
    import NIOFoundationCompat
#endif
#if IMPORT_NIOFoundationEssentialsCompat
    import NIOFoundationEssentialsCompat
#endif
#if IMPORT_NIOHTTP1
    import NIOHTTP1
#endif
#if IMPORT_NIOPosix
    import NIOPosix
#endif
#if IMPORT_NIOTLS
    import NIOTLS
#endif
#if IMPORT_NIOTestUtils
    import NIOTestUtils
#endif
#if IMPORT_NIOWebSocket
    import NIOWebSocket
#endif
#if IMPORT_Nimble
    import Nimble
#endif
#if IMPORT_Quick
    import Quick
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
#if IMPORT_Yams
    import Yams
#endif
#if IMPORT__CryptoExtras
    import _CryptoExtras
#endif
#if IMPORT__NIOConcurrency
    import _NIOConcurrency
#endif
#if IMPORT__NIOFileSystem
    import _NIOFileSystem
#endif
#if IMPORT__NIOFileSystemFoundationCompat
    import _NIOFileSystemFoundationCompat
#endif
