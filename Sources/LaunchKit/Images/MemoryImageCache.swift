import Foundation

/// A least-recently-used cache bounded by total cost (bytes). Not thread-safe: owned by `ImageLoader`.
struct MemoryImageCache {
    let costLimit: Int
    private(set) var totalCost = 0
    private var entries: [String: DecodedImage] = [:]
    /// Keys from least to most recently used.
    private var order: [String] = []

    init(costLimit: Int) { self.costLimit = costLimit }

    var count: Int { entries.count }

    mutating func value(for key: String) -> DecodedImage? {
        guard let image = entries[key] else { return nil }
        touch(key)
        return image
    }

    /// Inserts and evicts the least recently used entries until within budget. An image larger
    /// than the whole budget is not kept at all (it would evict everything for nothing).
    mutating func insert(_ image: DecodedImage, for key: String) {
        guard image.cost <= costLimit else { return }
        if let old = entries[key] { totalCost -= old.cost }
        entries[key] = image
        totalCost += image.cost
        touch(key)
        while totalCost > costLimit, let oldest = order.first {
            order.removeFirst()
            if let removed = entries.removeValue(forKey: oldest) { totalCost -= removed.cost }
        }
    }

    mutating func removeAll() {
        entries = [:]
        order = []
        totalCost = 0
    }

    private mutating func touch(_ key: String) {
        if let index = order.firstIndex(of: key) { order.remove(at: index) }
        order.append(key)
    }
}
