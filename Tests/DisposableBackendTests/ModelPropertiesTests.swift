import Fluent
@testable import DisposableBackend
import ServerTestSupport
import Testing

@Suite("DisposableBackend's models list their properties")
struct ModelPropertiesTests {
    @Test("each model's listed properties are the ones reflection finds, in order")
    func listedMatchReflected() {
        let models: [any Model.Type] = [
        DisposableEvent.self,
        DisposableParticipant.self,
        ParticipantToken.self,
        DisposablePhoto.self,
        EventLogEntry.self,
        ]
        for model in models {
            #expect(ListedModelProperties.mismatch(model) == nil)
        }
    }
}
