// Written by scripts/corpus-all-manifests.py: imports every package module of the group, so
// that one build compiles them all (with -emit-symbol-graph).
// A module left out of CorpusDeps (CORPUS_EXCLUDE: it does not build here) is not imported.
#if canImport(AsyncKit)
    import AsyncKit
#endif
#if canImport(ConsoleKit)
    import ConsoleKit
#endif
#if canImport(ConsoleKitCommands)
    import ConsoleKitCommands
#endif
#if canImport(ConsoleKitTerminal)
    import ConsoleKitTerminal
#endif
#if canImport(Fluent)
    import Fluent
#endif
#if canImport(FluentBenchmark)
    import FluentBenchmark
#endif
#if canImport(FluentKit)
    import FluentKit
#endif
#if canImport(FluentPostgresDriver)
    import FluentPostgresDriver
#endif
#if canImport(FluentSQL)
    import FluentSQL
#endif
#if canImport(FluentSQLiteDriver)
    import FluentSQLiteDriver
#endif
#if canImport(JWT)
    import JWT
#endif
#if canImport(JWTKit)
    import JWTKit
#endif
#if canImport(Leaf)
    import Leaf
#endif
#if canImport(LeafKit)
    import LeafKit
#endif
#if canImport(MultipartKit)
    import MultipartKit
#endif
#if canImport(OpenAPIVapor)
    import OpenAPIVapor
#endif
#if canImport(PostgresKit)
    import PostgresKit
#endif
#if canImport(PostgresNIO)
    import PostgresNIO
#endif
#if canImport(RoutingKit)
    import RoutingKit
#endif
#if canImport(SQLKit)
    import SQLKit
#endif
#if canImport(SQLKitBenchmark)
    import SQLKitBenchmark
#endif
#if canImport(SQLiteKit)
    import SQLiteKit
#endif
#if canImport(SQLiteNIO)
    import SQLiteNIO
#endif
#if canImport(Vapor)
    import Vapor
#endif
#if canImport(VaporTesting)
    import VaporTesting
#endif
#if canImport(WebSocketKit)
    import WebSocketKit
#endif
#if canImport(XCTFluent)
    import XCTFluent
#endif
#if canImport(XCTVapor)
    import XCTVapor
#endif
#if canImport(_ConnectionPoolModule)
    import _ConnectionPoolModule
#endif
#if canImport(_ConnectionPoolTestUtils)
    import _ConnectionPoolTestUtils
#endif
