import Vapor

extension Request {
    /// `make()`'s value, worked out on the first call of this request and kept under `key`
    /// (a language, a parsed header, the page context): later calls read the kept one.
    func once<Key: StorageKey>(_ key: Key.Type, _ make: () -> Key.Value) -> Key.Value {
        if let known = storage[key] { return known }
        let made = make()
        storage[key] = made
        return made
    }
}
