// Written by scripts/corpus-all-manifests.py: imports every package module of the group, so
// that one build compiles them all (with -emit-symbol-graph).
// A module left out of CorpusDeps (CORPUS_EXCLUDE, CORPUS_ONLY) is not imported.
#if IMPORT_AsyncKit
    import AsyncKit
#endif
#if IMPORT_ConsoleKit
    import ConsoleKit
#endif
#if IMPORT_ConsoleKitCommands
    import ConsoleKitCommands
#endif
#if IMPORT_ConsoleKitTerminal
    import ConsoleKitTerminal
#endif
#if IMPORT_Fluent
    import Fluent
#endif
#if IMPORT_FluentBenchmark
    import FluentBenchmark
#endif
#if IMPORT_FluentKit
    import FluentKit
#endif
#if IMPORT_FluentPostgresDriver
    import FluentPostgresDriver
#endif
#if IMPORT_FluentSQL
    import FluentSQL
#endif
#if IMPORT_FluentSQLiteDriver
    import FluentSQLiteDriver
#endif
#if IMPORT_JWT
    import JWT
#endif
#if IMPORT_JWTKit
    import JWTKit
#endif
#if IMPORT_Leaf
    import Leaf
#endif
#if IMPORT_LeafKit
    import LeafKit
#endif
#if IMPORT_MultipartKit
    import MultipartKit
#endif
#if IMPORT_OpenAPIVapor
    import OpenAPIVapor
#endif
#if IMPORT_PostgresKit
    import PostgresKit
#endif
#if IMPORT_PostgresNIO
    import PostgresNIO
#endif
#if IMPORT_RoutingKit
    import RoutingKit
#endif
#if IMPORT_SQLKit
    import SQLKit
#endif
#if IMPORT_SQLKitBenchmark
    import SQLKitBenchmark
#endif
#if IMPORT_SQLiteKit
    import SQLiteKit
#endif
#if IMPORT_SQLiteNIO
    import SQLiteNIO
#endif
#if IMPORT_Vapor
    import Vapor
#endif
#if IMPORT_VaporTesting
    import VaporTesting
#endif
#if IMPORT_WebSocketKit
    import WebSocketKit
#endif
#if IMPORT_XCTFluent
    import XCTFluent
#endif
#if IMPORT_XCTVapor
    import XCTVapor
#endif
#if IMPORT__ConnectionPoolModule
    import _ConnectionPoolModule
#endif
#if IMPORT__ConnectionPoolTestUtils
    import _ConnectionPoolTestUtils
#endif
