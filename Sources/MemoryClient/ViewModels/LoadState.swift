/// What a screen shows: a spinner, its content, an empty message, or an error; one enum so a
/// view can never show a spinner and an error at once.
public enum LoadState<Value: Sendable & Equatable>: Equatable, Sendable {
    case loading
    case loaded(Value)
    case empty(message: String)
    case failed(message: String)

    /// The content, when loaded.
    public var value: Value? {
        if case .loaded(let value) = self { return value }
        return nil
    }
}
