import Fluent
@testable import NotesBackend
import ServerTestSupport
import Testing

@Suite("NotesBackend's models list their properties")
struct ModelPropertiesTests {
    @Test("each model's listed properties are the ones reflection finds, in order")
    func listedMatchReflected() {
        let models: [any Model.Type] = [
        NoteRecord.self,
        ]
        for model in models {
            #expect(ListedModelProperties.mismatch(model) == nil)
        }
    }
}
