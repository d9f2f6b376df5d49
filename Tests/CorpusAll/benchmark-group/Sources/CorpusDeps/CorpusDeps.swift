// Written by scripts/corpus-all-manifests.py: imports every package module of the group, so
// that one build compiles them all (with -emit-symbol-graph).
// A module left out of CorpusDeps (CORPUS_EXCLUDE: it does not build here) is not imported.
#if canImport(Benchmark)
    import Benchmark
#endif
#if canImport(Histogram)
    import Histogram
#endif
#if canImport(MallocInterposerSwift)
    import MallocInterposerSwift
#endif
#if canImport(TextTable)
    import TextTable
#endif
