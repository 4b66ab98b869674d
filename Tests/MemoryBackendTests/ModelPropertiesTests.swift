import Fluent
@testable import MemoryBackend
import ServerTestSupport
import Testing

@Suite("MemoryBackend's models list their properties")
struct ModelPropertiesTests {
    @Test("each model's listed properties are the ones reflection finds, in order")
    func listedMatchReflected() {
        let models: [any Model.Type] = [
        EntryMedia.self,
        MemoryEntry.self,
        MemoryTag.self,
        EntryTagLink.self,
        ShareLink.self,
        DailyReminderRecord.self,
        MusicImportRecord.self,
        DeletedEntry.self,
        ]
        for model in models {
            #expect(ListedModelProperties.mismatch(model) == nil)
        }
    }
}
