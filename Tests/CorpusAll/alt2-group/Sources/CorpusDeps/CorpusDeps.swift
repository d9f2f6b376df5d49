// Written by scripts/corpus-all-manifests.py: imports every package module of the group, so
// that one build compiles them all (with -emit-symbol-graph).
import JWTKit
import SwiftBasicFormat
import SwiftCompilerPlugin
import SwiftCompilerPluginMessageHandling
import SwiftDiagnostics
import SwiftIDEUtils
import SwiftIfConfig
import SwiftLexicalLookup
import SwiftLibraryPluginProvider
import SwiftOperators
import SwiftParser
import SwiftParserDiagnostics
import SwiftRefactor
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacros
import SwiftSyntaxMacrosGenericTestSupport
import SwiftSyntaxMacrosTestSupport
