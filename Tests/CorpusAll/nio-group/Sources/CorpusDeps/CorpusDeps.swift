// Written by scripts/corpus-all-manifests.py: imports every package module of the group, so
// that one build compiles them all (with -emit-symbol-graph).
// A module left out of CorpusDeps (CORPUS_EXCLUDE: it does not build here) is not imported.
#if canImport(AsyncHTTPClient)
    import AsyncHTTPClient
#endif
#if canImport(CompressNIO)
    import CompressNIO
#endif
#if canImport(Configuration)
    import Configuration
#endif
#if canImport(ConfigurationTesting)
    import ConfigurationTesting
#endif
#if canImport(CoreMetrics)
    import CoreMetrics
#endif
#if canImport(Crypto)
    import Crypto
#endif
#if canImport(CryptoExtras)
    import CryptoExtras
#endif
#if canImport(ExtrasBase64)
    import ExtrasBase64
#endif
#if canImport(HTTPTypes)
    import HTTPTypes
#endif
#if canImport(HTTPTypesFoundation)
    import HTTPTypesFoundation
#endif
#if canImport(InMemoryLogging)
    import InMemoryLogging
#endif
#if canImport(InMemoryTracing)
    import InMemoryTracing
#endif
#if canImport(Instrumentation)
    import Instrumentation
#endif
#if canImport(InstrumentationBaggage)
    import InstrumentationBaggage
#endif
#if canImport(Logging)
    import Logging
#endif
#if canImport(Metrics)
    import Metrics
#endif
#if canImport(MetricsTestKit)
    import MetricsTestKit
#endif
#if canImport(NIO)
    import NIO
#endif
#if canImport(NIOCertificateHelpers)
    import NIOCertificateHelpers
#endif
#if canImport(NIOCertificateReloading)
    import NIOCertificateReloading
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
#if canImport(NIOExtras)
    import NIOExtras
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
#if canImport(NIOHPACK)
    import NIOHPACK
#endif
#if canImport(NIOHTTP1)
    import NIOHTTP1
#endif
#if canImport(NIOHTTP2)
    import NIOHTTP2
#endif
#if canImport(NIOHTTPCompression)
    import NIOHTTPCompression
#endif
#if canImport(NIOHTTPResponsiveness)
    import NIOHTTPResponsiveness
#endif
#if canImport(NIOHTTPTypes)
    import NIOHTTPTypes
#endif
#if canImport(NIOHTTPTypesHTTP1)
    import NIOHTTPTypesHTTP1
#endif
#if canImport(NIOHTTPTypesHTTP2)
    import NIOHTTPTypesHTTP2
#endif
#if canImport(NIOPosix)
    import NIOPosix
#endif
#if canImport(NIOResumableUpload)
    import NIOResumableUpload
#endif
#if canImport(NIOSOCKS)
    import NIOSOCKS
#endif
#if canImport(NIOSSH)
    import NIOSSH
#endif
#if canImport(NIOSSL)
    import NIOSSL
#endif
#if canImport(NIOTLS)
    import NIOTLS
#endif
#if canImport(NIOTestUtils)
    import NIOTestUtils
#endif
#if canImport(NIOTransportServices)
    import NIOTransportServices
#endif
#if canImport(NIOWebSocket)
    import NIOWebSocket
#endif
#if canImport(OTelSemanticConventions)
    import OTelSemanticConventions
#endif
#if canImport(OpenAPIAsyncHTTPClient)
    import OpenAPIAsyncHTTPClient
#endif
#if canImport(OpenAPIRuntime)
    import OpenAPIRuntime
#endif
#if canImport(OpenAPIURLSession)
    import OpenAPIURLSession
#endif
#if canImport(Prometheus)
    import Prometheus
#endif
#if canImport(RawStructuredFieldValues)
    import RawStructuredFieldValues
#endif
#if canImport(ServiceContextModule)
    import ServiceContextModule
#endif
#if canImport(ServiceContextModuleCompatibility)
    import ServiceContextModuleCompatibility
#endif
#if canImport(ServiceLifecycle)
    import ServiceLifecycle
#endif
#if canImport(ServiceLifecycleTestKit)
    import ServiceLifecycleTestKit
#endif
#if canImport(StructuredFieldValues)
    import StructuredFieldValues
#endif
#if canImport(SwiftASN1)
    import SwiftASN1
#endif
#if canImport(Tracing)
    import Tracing
#endif
#if canImport(UnixSignals)
    import UnixSignals
#endif
#if canImport(W3CTraceContext)
    import W3CTraceContext
#endif
#if canImport(WSClient)
    import WSClient
#endif
#if canImport(WSCompression)
    import WSCompression
#endif
#if canImport(WSCore)
    import WSCore
#endif
#if canImport(X509)
    import X509
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
