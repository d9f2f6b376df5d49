// Written by scripts/corpus-all-manifests.py: imports every package module of the group, so
// that one build compiles them all (with -emit-symbol-graph).
// A module left out of CorpusDeps (CORPUS_EXCLUDE, CORPUS_ONLY) is not imported.
#if IMPORT_GRPCCodeGen
    import GRPCCodeGen
#endif
#if IMPORT_GRPCCore
    import GRPCCore
#endif
#if IMPORT_GRPCInProcessTransport
    import GRPCInProcessTransport
#endif
#if IMPORT_GRPCNIOTransportHTTP2
    import GRPCNIOTransportHTTP2
#endif
#if IMPORT_GRPCNIOTransportHTTP2Posix
    import GRPCNIOTransportHTTP2Posix
#endif
#if IMPORT_GRPCNIOTransportHTTP2TransportServices
    import GRPCNIOTransportHTTP2TransportServices
#endif
#if IMPORT_GRPCProtobuf
    import GRPCProtobuf
#endif
#if IMPORT_OTel
    import OTel
#endif
#if IMPORT_SwiftProtobuf
    import SwiftProtobuf
#endif
#if IMPORT_SwiftProtobufPluginLibrary
    import SwiftProtobufPluginLibrary
#endif
