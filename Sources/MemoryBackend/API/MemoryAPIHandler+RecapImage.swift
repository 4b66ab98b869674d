import MemoryAPI
import ServerCore
import Vapor

/// The recap as a shareable image.
extension MemoryAPIHandler {
    func getRecapImage(_ input: Operations.GetRecapImage.Input) async throws -> Operations.GetRecapImage.Output {
        _ = try caller()
        throw AppError(.notImplemented, code: "not_implemented", detail: "Recap images are not rendered yet.")
    }
}
