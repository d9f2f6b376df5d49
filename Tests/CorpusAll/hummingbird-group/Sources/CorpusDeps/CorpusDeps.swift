// Written by scripts/corpus-all-manifests.py: imports every package module of the group, so
// that one build compiles them all (with -emit-symbol-graph).
// A module left out of CorpusDeps (CORPUS_EXCLUDE, CORPUS_ONLY) is not imported.
#if IMPORT_Hummingbird
    import Hummingbird
#endif
#if IMPORT_HummingbirdAuth
    import HummingbirdAuth
#endif
#if IMPORT_HummingbirdAuthTesting
    import HummingbirdAuthTesting
#endif
#if IMPORT_HummingbirdBasicAuth
    import HummingbirdBasicAuth
#endif
#if IMPORT_HummingbirdBcrypt
    import HummingbirdBcrypt
#endif
#if IMPORT_HummingbirdCore
    import HummingbirdCore
#endif
#if IMPORT_HummingbirdHTTP2
    import HummingbirdHTTP2
#endif
#if IMPORT_HummingbirdOTP
    import HummingbirdOTP
#endif
#if IMPORT_HummingbirdRouter
    import HummingbirdRouter
#endif
#if IMPORT_HummingbirdTLS
    import HummingbirdTLS
#endif
#if IMPORT_HummingbirdTesting
    import HummingbirdTesting
#endif
#if IMPORT_HummingbirdWSClient
    import HummingbirdWSClient
#endif
#if IMPORT_HummingbirdWSCompression
    import HummingbirdWSCompression
#endif
#if IMPORT_HummingbirdWSTesting
    import HummingbirdWSTesting
#endif
#if IMPORT_HummingbirdWebSocket
    import HummingbirdWebSocket
#endif
#if IMPORT_OpenAPIHummingbird
    import OpenAPIHummingbird
#endif
