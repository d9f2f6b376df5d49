// Written by scripts/corpus-all-manifests.py: imports every package module of the group, so
// that one build compiles them all (with -emit-symbol-graph).
// A module left out of CorpusDeps (CORPUS_EXCLUDE: it does not build here) is not imported.
#if canImport(Hummingbird)
    import Hummingbird
#endif
#if canImport(HummingbirdAuth)
    import HummingbirdAuth
#endif
#if canImport(HummingbirdAuthTesting)
    import HummingbirdAuthTesting
#endif
#if canImport(HummingbirdBasicAuth)
    import HummingbirdBasicAuth
#endif
#if canImport(HummingbirdBcrypt)
    import HummingbirdBcrypt
#endif
#if canImport(HummingbirdCore)
    import HummingbirdCore
#endif
#if canImport(HummingbirdHTTP2)
    import HummingbirdHTTP2
#endif
#if canImport(HummingbirdOTP)
    import HummingbirdOTP
#endif
#if canImport(HummingbirdRouter)
    import HummingbirdRouter
#endif
#if canImport(HummingbirdTLS)
    import HummingbirdTLS
#endif
#if canImport(HummingbirdTesting)
    import HummingbirdTesting
#endif
#if canImport(HummingbirdWSClient)
    import HummingbirdWSClient
#endif
#if canImport(HummingbirdWSCompression)
    import HummingbirdWSCompression
#endif
#if canImport(HummingbirdWSTesting)
    import HummingbirdWSTesting
#endif
#if canImport(HummingbirdWebSocket)
    import HummingbirdWebSocket
#endif
#if canImport(OpenAPIHummingbird)
    import OpenAPIHummingbird
#endif
