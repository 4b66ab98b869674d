import Vapor
import WebUI

extension SiteURL {
    /// The route that serves this address: parameters declared as `.key` become `:name`.
    public var pathComponents: [PathComponent] {
        pathSegments.map { segment in
            switch segment {
            case .constant(let text): .constant(text)
            case .parameter(let name, _): .parameter(name)
            }
        }
    }
}
