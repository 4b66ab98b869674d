import Vapor

/// A one-time message carried across a redirect (Post/Redirect/Get) in the session.
extension Request {
    private static let flashKey = "flash"

    public func flash(_ message: String) {
        session.data[Self.flashKey] = message
    }

    /// The pending message, removed as it is read so it shows exactly once.
    public func takeFlash() -> String? {
        guard hasSession, let message = session.data[Self.flashKey] else { return nil }
        session.data[Self.flashKey] = nil
        return message
    }

    /// A same-site path to return to; anything else becomes `/`. Browsers drop tabs and line
    /// breaks inside URLs and read `\` as `/`, so `/<TAB>/evil.example` would become
    /// `//evil.example`: only printable ASCII without backslashes passes.
    public func safeReturnPath(_ candidate: String?) -> String {
        guard let candidate, candidate.hasPrefix("/"),
              candidate.unicodeScalars.allSatisfy({ (0x21...0x7E).contains($0.value) && $0 != "\\" }),
              !candidate.hasPrefix("//")
        else { return "/" }
        return candidate
    }
}
