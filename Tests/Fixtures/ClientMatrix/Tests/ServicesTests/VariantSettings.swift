// The settings Package.swift chose for STUBKIT_CLIENT_SETTINGS are the ones this target was built
// with: a variant that silently fell back to another would pass for the wrong reason.
import Foundation
import Testing

/// The language mode and upcoming features this target was compiled with.
private let compiledFeatures: [String] = {
    var features: [String] = []
    #if swift(>=6)
        features.append("Swift6")
    #endif
    #if hasFeature(NonisolatedNonsendingByDefault)
        features.append("NonisolatedNonsendingByDefault")
    #endif
    #if hasFeature(InferIsolatedConformances)
        features.append("InferIsolatedConformances")
    #endif
    #if hasFeature(ExistentialAny)
        features.append("ExistentialAny")
    #endif
    #if hasFeature(InternalImportsByDefault)
        features.append("InternalImportsByDefault")
    #endif
    #if hasFeature(MemberImportVisibility)
        features.append("MemberImportVisibility")
    #endif
    #if hasFeature(ImmutableWeakCaptures)
        features.append("ImmutableWeakCaptures")
    #endif
    #if hasFeature(StrictConcurrency)
        features.append("StrictConcurrency")
    #endif
    return features
}()

/// The isolation of a declaration that names none: the main actor under default MainActor isolation.
func defaultIsolation() -> (any Actor)? { #isolation }

@MainActor @Suite struct VariantSettings {
    @Test func theVariantsSettingsAreInEffect() {
        let variant = ProcessInfo.processInfo.environment["STUBKIT_CLIENT_SETTINGS"] ?? "swift6"
        let approachable = ["NonisolatedNonsendingByDefault", "InferIsolatedConformances"]
        let nextMode = [
            "ExistentialAny", "InternalImportsByDefault", "MemberImportVisibility", "ImmutableWeakCaptures",
        ]
        let expected: [String: (features: [String], mainActorByDefault: Bool)] = [
            "swift6": (["Swift6", "StrictConcurrency"], false),
            "swift6-nonsending": (["Swift6", "NonisolatedNonsendingByDefault", "StrictConcurrency"], false),
            "swift6-approachable": (["Swift6"] + approachable + ["StrictConcurrency"], true),
            "swift6-next": (["Swift6"] + approachable + nextMode + ["StrictConcurrency"], true),
            "swift5-approachable": (approachable + ["StrictConcurrency"], false),
            "swift5": ([], false),
        ]
        #expect(expected[variant]?.features == compiledFeatures, "variant \(variant)")
        #expect(expected[variant]?.mainActorByDefault == (defaultIsolation() != nil), "variant \(variant)")
    }
}
