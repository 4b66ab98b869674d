/// The page a browser sees for any error: what went wrong, in the reader's language.
public struct ErrorPage: Sendable {
    public var isNotFound: Bool
    /// The localized explanation (from the error's code).
    public var message: String

    public init(isNotFound: Bool, message: String) {
        self.isNotFound = isNotFound
        self.message = message
    }
}
