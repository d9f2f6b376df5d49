// Written by scripts/corpus-all-manifests.py: imports every package module of the group, so
// that one build compiles them all (with -emit-symbol-graph).
// A module left out of CorpusDeps (CORPUS_EXCLUDE: it does not build here) is not imported.
#if canImport(CasePaths)
    import CasePaths
#endif
#if canImport(CasePathsCore)
    import CasePathsCore
#endif
#if canImport(CasePathsMacrosSupport)
    import CasePathsMacrosSupport
#endif
#if canImport(Clocks)
    import Clocks
#endif
#if canImport(CombineSchedulers)
    import CombineSchedulers
#endif
#if canImport(ConcurrencyExtras)
    import ConcurrencyExtras
#endif
#if canImport(ConcurrencyExtrasTestSupport)
    import ConcurrencyExtrasTestSupport
#endif
#if canImport(CustomDump)
    import CustomDump
#endif
#if canImport(Dependencies)
    import Dependencies
#endif
#if canImport(DependenciesMacros)
    import DependenciesMacros
#endif
#if canImport(DependenciesTestObserver)
    import DependenciesTestObserver
#endif
#if canImport(DependenciesTestSupport)
    import DependenciesTestSupport
#endif
#if canImport(IdentifiedCollections)
    import IdentifiedCollections
#endif
#if canImport(InlineSnapshotTesting)
    import InlineSnapshotTesting
#endif
#if canImport(IssueReporting)
    import IssueReporting
#endif
#if canImport(IssueReportingTestSupport)
    import IssueReportingTestSupport
#endif
#if canImport(MacroTesting)
    import MacroTesting
#endif
#if canImport(OpenCombine)
    import OpenCombine
#endif
#if canImport(OpenCombineDispatch)
    import OpenCombineDispatch
#endif
#if canImport(OpenCombineFoundation)
    import OpenCombineFoundation
#endif
#if canImport(OpenCombineShim)
    import OpenCombineShim
#endif
#if canImport(Parsing)
    import Parsing
#endif
#if canImport(SnapshotTesting)
    import SnapshotTesting
#endif
#if canImport(SnapshotTestingCustomDump)
    import SnapshotTestingCustomDump
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
#if canImport(SwiftWarningControl)
    import SwiftWarningControl
#endif
#if canImport(Tagged)
    import Tagged
#endif
#if canImport(TaggedMoney)
    import TaggedMoney
#endif
#if canImport(TaggedTime)
    import TaggedTime
#endif
#if canImport(WASI)
    import WASI
#endif
#if canImport(WAT)
    import WAT
#endif
#if canImport(WIT)
    import WIT
#endif
#if canImport(WITMarker)
    import WITMarker
#endif
#if canImport(WasmKit)
    import WasmKit
#endif
#if canImport(WasmKitWASI)
    import WasmKitWASI
#endif
#if canImport(WasmKitWASIThreads)
    import WasmKitWASIThreads
#endif
#if canImport(WasmParser)
    import WasmParser
#endif
#if canImport(XCTestDynamicOverlay)
    import XCTestDynamicOverlay
#endif
