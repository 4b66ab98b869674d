import Fluent
@testable import ServerCore
import ServerTestSupport
import Testing

@Suite("ServerCore's models list their properties")
struct ModelPropertiesTests {
    @Test("each model's listed properties are the ones reflection finds, in order")
    func listedMatchReflected() {
        let models: [any Model.Type] = [
        User.self,
        RefreshToken.self,
        RateLimitHit.self,
        PasswordReset.self,
        JobRecord.self,
        IdempotencyRecord.self,
        PendingMedia.self,
        ]
        for model in models {
            #expect(ListedModelProperties.mismatch(model) == nil)
        }
    }
}
