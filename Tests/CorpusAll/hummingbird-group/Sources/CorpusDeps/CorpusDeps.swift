// Written by scripts/corpus-all-manifests.py: imports every package module of the group, so
// that one build compiles them all (with -emit-symbol-graph).
import Hummingbird
import HummingbirdAuth
import HummingbirdAuthTesting
import HummingbirdBasicAuth
import HummingbirdBcrypt
import HummingbirdCore
import HummingbirdHTTP2
import HummingbirdOTP
import HummingbirdRouter
import HummingbirdTLS
import HummingbirdTesting
import HummingbirdWSClient
import HummingbirdWSCompression
import HummingbirdWSTesting
import HummingbirdWebSocket
import OpenAPIHummingbird
