// Written by scripts/corpus-all-manifests.py: imports every package module of the group, so
// that one build compiles them all (with -emit-symbol-graph).
// A module left out of CorpusDeps (CORPUS_EXCLUDE: it does not build here) is not imported.
#if canImport(Algorithms)
    import Algorithms
#endif
#if canImport(ArgumentParser)
    import ArgumentParser
#endif
#if canImport(AsyncAlgorithms)
    import AsyncAlgorithms
#endif
#if canImport(AsyncStreaming)
    import AsyncStreaming
#endif
#if canImport(Atomics)
    import Atomics
#endif
#if canImport(BasicContainers)
    import BasicContainers
#endif
#if canImport(Benchmark)
    import Benchmark
#endif
#if canImport(BigInt)
    import BigInt
#endif
#if canImport(BitCollections)
    import BitCollections
#endif
#if canImport(CSV)
    import CSV
#endif
#if canImport(Collections)
    import Collections
#endif
#if canImport(ComplexModule)
    import ComplexModule
#endif
#if canImport(ContainersPreview)
    import ContainersPreview
#endif
#if canImport(CwlCatchException)
    import CwlCatchException
#endif
#if canImport(CwlPosixPreconditionTesting)
    import CwlPosixPreconditionTesting
#endif
#if canImport(CwlPreconditionTesting)
    import CwlPreconditionTesting
#endif
#if canImport(DequeModule)
    import DequeModule
#endif
#if canImport(EventSource)
    import EventSource
#endif
#if canImport(Files)
    import Files
#endif
#if canImport(FlyingFox)
    import FlyingFox
#endif
#if canImport(FlyingSocks)
    import FlyingSocks
#endif
#if canImport(GRDB)
    import GRDB
#endif
#if canImport(GraphQL)
    import GraphQL
#endif
#if canImport(Graphiti)
    import Graphiti
#endif
#if canImport(HashTreeCollections)
    import HashTreeCollections
#endif
#if canImport(HeapModule)
    import HeapModule
#endif
#if canImport(Ink)
    import Ink
#endif
#if canImport(MCP)
    import MCP
#endif
#if canImport(Mustache)
    import Mustache
#endif
#if canImport(Nimble)
    import Nimble
#endif
#if canImport(Numerics)
    import Numerics
#endif
#if canImport(OpenAPIKit)
    import OpenAPIKit
#endif
#if canImport(OpenAPIKit30)
    import OpenAPIKit30
#endif
#if canImport(OpenAPIKitCompat)
    import OpenAPIKitCompat
#endif
#if canImport(OrderedCollections)
    import OrderedCollections
#endif
#if canImport(PathKit)
    import PathKit
#endif
#if canImport(Plot)
    import Plot
#endif
#if canImport(PropertyBased)
    import PropertyBased
#endif
#if canImport(Rainbow)
    import Rainbow
#endif
#if canImport(RealModule)
    import RealModule
#endif
#if canImport(SWXMLHash)
    import SWXMLHash
#endif
#if canImport(SortedCollections)
    import SortedCollections
#endif
#if canImport(Spectre)
    import Spectre
#endif
#if canImport(Stencil)
    import Stencil
#endif
#if canImport(Subprocess)
    import Subprocess
#endif
#if canImport(SwiftCSV)
    import SwiftCSV
#endif
#if canImport(SwiftGraph)
    import SwiftGraph
#endif
#if canImport(Swinject)
    import Swinject
#endif
#if canImport(SymbolKit)
    import SymbolKit
#endif
#if canImport(SystemPackage)
    import SystemPackage
#endif
#if canImport(TOMLKit)
    import TOMLKit
#endif
#if canImport(TrailingElementsModule)
    import TrailingElementsModule
#endif
#if canImport(Version)
    import Version
#endif
#if canImport(XMLCoder)
    import XMLCoder
#endif
#if canImport(Yams)
    import Yams
#endif
#if canImport(ZIPFoundation)
    import ZIPFoundation
#endif
#if canImport(_OpenAPIGeneratorCore)
    import _OpenAPIGeneratorCore
#endif
#if canImport(_RopeModule)
    import _RopeModule
#endif
