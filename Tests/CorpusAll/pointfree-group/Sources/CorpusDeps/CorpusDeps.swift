// Written by scripts/corpus-all-manifests.py: imports every package module of the group, so
// that one build compiles them all (with -emit-symbol-graph).
// A module left out of CorpusDeps (CORPUS_EXCLUDE, CORPUS_ONLY) is not imported.
#if IMPORT_CasePaths
    import CasePaths
#endif
#if IMPORT_CasePathsCore
    import CasePathsCore
#endif
#if IMPORT_CasePathsMacrosSupport
    import CasePathsMacrosSupport
#endif
#if IMPORT_Clocks
    import Clocks
#endif
#if IMPORT_CombineSchedulers
    import CombineSchedulers
#endif
#if IMPORT_ConcurrencyExtras
    import ConcurrencyExtras
#endif
#if IMPORT_ConcurrencyExtrasTestSupport
    import ConcurrencyExtrasTestSupport
#endif
#if IMPORT_CustomDump
    import CustomDump
#endif
#if IMPORT_Dependencies
    import Dependencies
#endif
#if IMPORT_DependenciesMacros
    import DependenciesMacros
#endif
#if IMPORT_DependenciesTestObserver
    import DependenciesTestObserver
#endif
#if IMPORT_DependenciesTestSupport
    import DependenciesTestSupport
#endif
#if IMPORT_IdentifiedCollections
    import IdentifiedCollections
#endif
#if IMPORT_InlineSnapshotTesting
    import InlineSnapshotTesting
#endif
#if IMPORT_IssueReporting
    import IssueReporting
#endif
#if IMPORT_IssueReportingTestSupport
    import IssueReportingTestSupport
#endif
#if IMPORT_MacroTesting
    import MacroTesting
#endif
#if IMPORT_OpenCombine
    import OpenCombine
#endif
#if IMPORT_OpenCombineDispatch
    import OpenCombineDispatch
#endif
#if IMPORT_OpenCombineFoundation
    import OpenCombineFoundation
#endif
#if IMPORT_OpenCombineShim
    import OpenCombineShim
#endif
#if IMPORT_Parsing
    import Parsing
#endif
#if IMPORT_SnapshotTesting
    import SnapshotTesting
#endif
#if IMPORT_SnapshotTestingCustomDump
    import SnapshotTestingCustomDump
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
#if IMPORT_SwiftWarningControl
    import SwiftWarningControl
#endif
#if IMPORT_Tagged
    import Tagged
#endif
#if IMPORT_TaggedMoney
    import TaggedMoney
#endif
#if IMPORT_TaggedTime
    import TaggedTime
#endif
#if IMPORT_WASI
    import WASI
#endif
#if IMPORT_WAT
    import WAT
#endif
#if IMPORT_WIT
    import WIT
#endif
#if IMPORT_WITMarker
    import WITMarker
#endif
#if IMPORT_WasmKit
    import WasmKit
#endif
#if IMPORT_WasmKitWASI
    import WasmKitWASI
#endif
#if IMPORT_WasmKitWASIThreads
    import WasmKitWASIThreads
#endif
#if IMPORT_WasmParser
    import WasmParser
#endif
#if IMPORT_XCTestDynamicOverlay
    import XCTestDynamicOverlay
#endif
