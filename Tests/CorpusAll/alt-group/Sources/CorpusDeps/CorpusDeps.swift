// Written by scripts/corpus-all-manifests.py: imports every package module of the group, so
// that one build compiles them all (with -emit-symbol-graph).
// A module left out of CorpusDeps (CORPUS_EXCLUDE: it does not build here) is not imported.
#if canImport(Crypto)
    import Crypto
#endif
#if canImport(NIO)
    import NIO
#endif
#if canImport(NIOConcurrencyHelpers)
    import NIOConcurrencyHelpers
#endif
#if canImport(NIOCore)
    import NIOCore
#endif
#if canImport(NIOEmbedded)
    import NIOEmbedded
#endif
#if canImport(NIOFileSystem)
    import NIOFileSystem
#endif
#if canImport(NIOFoundationCompat)
    import NIOFoundationCompat
#endif
#if canImport(NIOFoundationEssentialsCompat)
    import NIOFoundationEssentialsCompat
#endif
#if canImport(NIOHTTP1)
    import NIOHTTP1
#endif
#if canImport(NIOPosix)
    import NIOPosix
#endif
#if canImport(NIOTLS)
    import NIOTLS
#endif
#if canImport(NIOTestUtils)
    import NIOTestUtils
#endif
#if canImport(NIOWebSocket)
    import NIOWebSocket
#endif
#if canImport(Nimble)
    import Nimble
#endif
#if canImport(Quick)
    import Quick
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
#if canImport(Yams)
    import Yams
#endif
#if canImport(_CryptoExtras)
    import _CryptoExtras
#endif
#if canImport(_NIOConcurrency)
    import _NIOConcurrency
#endif
#if canImport(_NIOFileSystem)
    import _NIOFileSystem
#endif
#if canImport(_NIOFileSystemFoundationCompat)
    import _NIOFileSystemFoundationCompat
#endif
