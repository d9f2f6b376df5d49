// Imports every package module of the corpus, so that one build compiles them all (with
// -emit-symbol-graph, scripts/corpus.sh gets their symbol graphs from this build).
import ArgumentParser
import CoreMetrics
import Logging
import OpenAPIRuntime
import ServiceContextModule
import ServiceLifecycle
import Tracing
import Yams
