import Vapor
import WebUI

/// A one-time message carried across a redirect (Post/Redirect/Get) in the session.
extension Request {
    private static let flashKey = "flash"
    private static let flashKindKey = "flash.kind"

    /// Shows `message` at the top of the next page; `kind` says whether it is good news.
    public func flash(_ message: String, kind: Banner.Kind = .success) {
        session.data[Self.flashKey] = message
        session.data[Self.flashKindKey] = kind.rawValue
    }

    /// The pending message, removed as it is read so it shows exactly once.
    public func takeFlash() -> Flash? {
        guard hasSession, let message = session.data[Self.flashKey] else { return nil }
        let kind = session.data[Self.flashKindKey].flatMap(Banner.Kind.init(rawValue:)) ?? .success
        session.data[Self.flashKey] = nil
        session.data[Self.flashKindKey] = nil
        return Flash(kind, message)
    }

    /// A same-site path to return to (``ReturnPath``'s rule); anything else becomes `/`.
    public func safeReturnPath(_ candidate: String?) -> String {
        ReturnPath.validated(candidate) ?? "/"
    }
}
