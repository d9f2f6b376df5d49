// Written by scripts/corpus-all-manifests.py: imports every package module of the group, so
// that one build compiles them all (with -emit-symbol-graph).
// A module left out of CorpusDeps (CORPUS_EXCLUDE: it does not build here) is not imported.
#if canImport(GRPCCodeGen)
    import GRPCCodeGen
#endif
#if canImport(GRPCCore)
    import GRPCCore
#endif
#if canImport(GRPCInProcessTransport)
    import GRPCInProcessTransport
#endif
#if canImport(GRPCNIOTransportHTTP2)
    import GRPCNIOTransportHTTP2
#endif
#if canImport(GRPCNIOTransportHTTP2Posix)
    import GRPCNIOTransportHTTP2Posix
#endif
#if canImport(GRPCNIOTransportHTTP2TransportServices)
    import GRPCNIOTransportHTTP2TransportServices
#endif
#if canImport(GRPCProtobuf)
    import GRPCProtobuf
#endif
#if canImport(OTel)
    import OTel
#endif
#if canImport(SwiftProtobuf)
    import SwiftProtobuf
#endif
#if canImport(SwiftProtobufPluginLibrary)
    import SwiftProtobufPluginLibrary
#endif
