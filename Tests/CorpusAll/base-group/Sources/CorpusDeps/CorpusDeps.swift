// Written by scripts/corpus-all-manifests.py: imports every package module of the group, so
// that one build compiles them all (with -emit-symbol-graph).
// A module left out of CorpusDeps (CORPUS_EXCLUDE, CORPUS_ONLY) is not imported.
#if IMPORT_Algorithms
    import Algorithms
#endif
#if IMPORT_ArgumentParser
    import ArgumentParser
#endif
#if IMPORT_AsyncAlgorithms
    import AsyncAlgorithms
#endif
#if IMPORT_AsyncStreaming
    import AsyncStreaming
#endif
#if IMPORT_Atomics
    import Atomics
#endif
#if IMPORT_BasicContainers
    import BasicContainers
#endif
#if IMPORT_Benchmark
    import Benchmark
#endif
#if IMPORT_BigInt
    import BigInt
#endif
#if IMPORT_BitCollections
    import BitCollections
#endif
#if IMPORT_CSV
    import CSV
#endif
#if IMPORT_Collections
    import Collections
#endif
#if IMPORT_ComplexModule
    import ComplexModule
#endif
#if IMPORT_ContainersPreview
    import ContainersPreview
#endif
#if IMPORT_CwlCatchException
    import CwlCatchException
#endif
#if IMPORT_CwlPosixPreconditionTesting
    import CwlPosixPreconditionTesting
#endif
#if IMPORT_CwlPreconditionTesting
    import CwlPreconditionTesting
#endif
#if IMPORT_DequeModule
    import DequeModule
#endif
#if IMPORT_EventSource
    import EventSource
#endif
#if IMPORT_Files
    import Files
#endif
#if IMPORT_FlyingFox
    import FlyingFox
#endif
#if IMPORT_FlyingSocks
    import FlyingSocks
#endif
#if IMPORT_GRDB
    import GRDB
#endif
#if IMPORT_GraphQL
    import GraphQL
#endif
#if IMPORT_Graphiti
    import Graphiti
#endif
#if IMPORT_HashTreeCollections
    import HashTreeCollections
#endif
#if IMPORT_HeapModule
    import HeapModule
#endif
#if IMPORT_Ink
    import Ink
#endif
#if IMPORT_MCP
    import MCP
#endif
#if IMPORT_Mustache
    import Mustache
#endif
#if IMPORT_Nimble
    import Nimble
#endif
#if IMPORT_Numerics
    import Numerics
#endif
#if IMPORT_OpenAPIKit
    import OpenAPIKit
#endif
#if IMPORT_OpenAPIKit30
    import OpenAPIKit30
#endif
#if IMPORT_OpenAPIKitCompat
    import OpenAPIKitCompat
#endif
#if IMPORT_OrderedCollections
    import OrderedCollections
#endif
#if IMPORT_PathKit
    import PathKit
#endif
#if IMPORT_Plot
    import Plot
#endif
#if IMPORT_PropertyBased
    import PropertyBased
#endif
#if IMPORT_Rainbow
    import Rainbow
#endif
#if IMPORT_RealModule
    import RealModule
#endif
#if IMPORT_SWXMLHash
    import SWXMLHash
#endif
#if IMPORT_SortedCollections
    import SortedCollections
#endif
#if IMPORT_Spectre
    import Spectre
#endif
#if IMPORT_Stencil
    import Stencil
#endif
#if IMPORT_Subprocess
    import Subprocess
#endif
#if IMPORT_SwiftCSV
    import SwiftCSV
#endif
#if IMPORT_SwiftGraph
    import SwiftGraph
#endif
#if IMPORT_Swinject
    import Swinject
#endif
#if IMPORT_SymbolKit
    import SymbolKit
#endif
#if IMPORT_SystemPackage
    import SystemPackage
#endif
#if IMPORT_TOMLKit
    import TOMLKit
#endif
#if IMPORT_TrailingElementsModule
    import TrailingElementsModule
#endif
#if IMPORT_Version
    import Version
#endif
#if IMPORT_XMLCoder
    import XMLCoder
#endif
#if IMPORT_Yams
    import Yams
#endif
#if IMPORT_ZIPFoundation
    import ZIPFoundation
#endif
#if IMPORT__OpenAPIGeneratorCore
    import _OpenAPIGeneratorCore
#endif
#if IMPORT__RopeModule
    import _RopeModule
#endif
