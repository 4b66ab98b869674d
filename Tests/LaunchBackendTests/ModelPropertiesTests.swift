import Fluent
@testable import LaunchBackend
import ServerTestSupport
import Testing

@Suite("LaunchBackend's models list their properties")
struct ModelPropertiesTests {
    @Test("each model's listed properties are the ones reflection finds, in order")
    func listedMatchReflected() {
        let models: [any Model.Type] = [
        LL2ResponseRecord.self,
        UpstreamCallRecord.self,
        ReminderFeedRecord.self,
        ]
        for model in models {
            #expect(ListedModelProperties.mismatch(model) == nil)
        }
    }
}
