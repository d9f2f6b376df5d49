// Written by scripts/corpus-all-manifests.py: imports every package module of the group, so
// that one build compiles them all (with -emit-symbol-graph).
// A module left out of CorpusDeps (CORPUS_EXCLUDE, CORPUS_ONLY) is not imported.
#if IMPORT_AsyncHTTPClient
    import AsyncHTTPClient
#endif
#if IMPORT_CompressNIO
    import CompressNIO
#endif
#if IMPORT_Configuration
    import Configuration
#endif
#if IMPORT_ConfigurationTesting
    import ConfigurationTesting
#endif
#if IMPORT_CoreMetrics
    import CoreMetrics
#endif
#if IMPORT_Crypto
    import Crypto
#endif
#if IMPORT_CryptoExtras
    import CryptoExtras
#endif
#if IMPORT_ExtrasBase64
    import ExtrasBase64
#endif
#if IMPORT_HTTPTypes
    import HTTPTypes
#endif
#if IMPORT_HTTPTypesFoundation
    import HTTPTypesFoundation
#endif
#if IMPORT_InMemoryLogging
    import InMemoryLogging
#endif
#if IMPORT_InMemoryTracing
    import InMemoryTracing
#endif
#if IMPORT_Instrumentation
    import Instrumentation
#endif
#if IMPORT_InstrumentationBaggage
    import InstrumentationBaggage
#endif
#if IMPORT_Logging
    import Logging
#endif
#if IMPORT_Metrics
    import Metrics
#endif
#if IMPORT_MetricsTestKit
    import MetricsTestKit
#endif
#if IMPORT_NIO
    import NIO
#endif
#if IMPORT_NIOCertificateHelpers
    import NIOCertificateHelpers
#endif
#if IMPORT_NIOCertificateReloading
    import NIOCertificateReloading
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
#if IMPORT_NIOExtras
    import NIOExtras
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
#if IMPORT_NIOHPACK
    import NIOHPACK
#endif
#if IMPORT_NIOHTTP1
    import NIOHTTP1
#endif
#if IMPORT_NIOHTTP2
    import NIOHTTP2
#endif
#if IMPORT_NIOHTTPCompression
    import NIOHTTPCompression
#endif
#if IMPORT_NIOHTTPResponsiveness
    import NIOHTTPResponsiveness
#endif
#if IMPORT_NIOHTTPTypes
    import NIOHTTPTypes
#endif
#if IMPORT_NIOHTTPTypesHTTP1
    import NIOHTTPTypesHTTP1
#endif
#if IMPORT_NIOHTTPTypesHTTP2
    import NIOHTTPTypesHTTP2
#endif
#if IMPORT_NIOPosix
    import NIOPosix
#endif
#if IMPORT_NIOResumableUpload
    import NIOResumableUpload
#endif
#if IMPORT_NIOSOCKS
    import NIOSOCKS
#endif
#if IMPORT_NIOSSH
    import NIOSSH
#endif
#if IMPORT_NIOSSL
    import NIOSSL
#endif
#if IMPORT_NIOTLS
    import NIOTLS
#endif
#if IMPORT_NIOTestUtils
    import NIOTestUtils
#endif
#if IMPORT_NIOTransportServices
    import NIOTransportServices
#endif
#if IMPORT_NIOWebSocket
    import NIOWebSocket
#endif
#if IMPORT_OTelSemanticConventions
    import OTelSemanticConventions
#endif
#if IMPORT_OpenAPIAsyncHTTPClient
    import OpenAPIAsyncHTTPClient
#endif
#if IMPORT_OpenAPIRuntime
    import OpenAPIRuntime
#endif
#if IMPORT_OpenAPIURLSession
    import OpenAPIURLSession
#endif
#if IMPORT_Prometheus
    import Prometheus
#endif
#if IMPORT_RawStructuredFieldValues
    import RawStructuredFieldValues
#endif
#if IMPORT_ServiceContextModule
    import ServiceContextModule
#endif
#if IMPORT_ServiceContextModuleCompatibility
    import ServiceContextModuleCompatibility
#endif
#if IMPORT_ServiceLifecycle
    import ServiceLifecycle
#endif
#if IMPORT_ServiceLifecycleTestKit
    import ServiceLifecycleTestKit
#endif
#if IMPORT_StructuredFieldValues
    import StructuredFieldValues
#endif
#if IMPORT_SwiftASN1
    import SwiftASN1
#endif
#if IMPORT_Tracing
    import Tracing
#endif
#if IMPORT_UnixSignals
    import UnixSignals
#endif
#if IMPORT_W3CTraceContext
    import W3CTraceContext
#endif
#if IMPORT_WSClient
    import WSClient
#endif
#if IMPORT_WSCompression
    import WSCompression
#endif
#if IMPORT_WSCore
    import WSCore
#endif
#if IMPORT_X509
    import X509
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
