// Written by scripts/corpus-all-manifests.py: imports every package module of the group, so
// that one build compiles them all (with -emit-symbol-graph).
import GRPCCodeGen
import GRPCCore
import GRPCInProcessTransport
import GRPCNIOTransportHTTP2
import GRPCNIOTransportHTTP2Posix
import GRPCNIOTransportHTTP2TransportServices
import GRPCProtobuf
import OTel
import SwiftProtobuf
import SwiftProtobufPluginLibrary
