import Fluent
@testable import SleepBackend
import ServerTestSupport
import Testing

@Suite("SleepBackend's models list their properties")
struct ModelPropertiesTests {
    @Test("each model's listed properties are the ones reflection finds, in order")
    func listedMatchReflected() {
        let models: [any Model.Type] = [
        SleepRecordRow.self,
        SleepProfile.self,
        SleepScheduleVersion.self,
        SleepActiveRequest.self,
        ]
        for model in models {
            #expect(ListedModelProperties.mismatch(model) == nil)
        }
    }
}
