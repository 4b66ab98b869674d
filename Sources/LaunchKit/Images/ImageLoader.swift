import Foundation
import HTTPTypes
import LaunchLibrary

/// Loads remote images at display size: memory cache (bounded by cost) → disk cache → network,
/// with identical requests in flight shared and the download cancelled once nobody waits for it.
public actor ImageLoader {
    private let transport: any HTTPTransport
    private let decoder: any ImageDecoding
    private let disk: (any ImageDiskCache)?
    private var memory: MemoryImageCache
    private var inFlight: [String: InFlight] = [:]
    private var nextToken = 0

    private struct InFlight {
        let token: Int
        let task: Task<DecodedImage, any Error>
        var waiters: Int
    }

    /// - Parameter memoryCostLimit: bytes of decoded pixels kept in memory (default 64 MiB).
    public init(
        transport: any HTTPTransport, decoder: any ImageDecoding, diskCache: (any ImageDiskCache)? = nil,
        memoryCostLimit: Int = 64 << 20
    ) {
        self.transport = transport
        self.decoder = decoder
        self.disk = diskCache
        self.memory = MemoryImageCache(costLimit: memoryCostLimit)
    }

    /// The image at `url`, downsampled to `maxPixelSize` (points × screen scale).
    /// Cancelling the calling task stops waiting; the download itself stops when its last waiter is gone.
    public func image(for url: URL, maxPixelSize: Int) async throws -> DecodedImage {
        let key = "\(maxPixelSize)@\(url.absoluteString)"
        if let hit = memory.value(for: key) { return hit }
        let token: Int
        let task: Task<DecodedImage, any Error>
        if var running = inFlight[key] {
            running.waiters += 1
            inFlight[key] = running
            (token, task) = (running.token, running.task)
        } else {
            nextToken += 1
            token = nextToken
            task = Task { try await self.fetch(url, maxPixelSize: maxPixelSize) }
            inFlight[key] = InFlight(token: token, task: task, waiters: 1)
        }
        return try await withTaskCancellationHandler {
            let image = try await task.value
            finish(key: key, token: token, image: image)
            try Task.checkCancellation()
            return image
        } onCancel: {
            Task { await self.abandon(key: key, token: token) }
        }
    }

    /// Decoded bytes currently held in memory, and how many images (for diagnostics and tests).
    public var memoryUsage: (cost: Int, count: Int) { (memory.totalCost, memory.count) }

    /// Drops the memory cache (on a memory warning); the disk cache stays.
    public func clearMemory() { memory.removeAll() }

    private func finish(key: String, token: Int, image: DecodedImage) {
        memory.insert(image, for: key)
        if inFlight[key]?.token == token { inFlight[key] = nil }
    }

    private func abandon(key: String, token: Int) {
        guard var running = inFlight[key], running.token == token else { return }
        running.waiters -= 1
        if running.waiters <= 0 {
            running.task.cancel()
            inFlight[key] = nil
        } else {
            inFlight[key] = running
        }
    }

    private func fetch(_ url: URL, maxPixelSize: Int) async throws -> DecodedImage {
        let data: Data
        if let stored = await disk?.data(for: url) {
            data = stored
        } else {
            let (body, response) = try await transport.send(
                HTTPRequest(method: .get, url: url, headerFields: [.accept: "image/*"]))
            guard response.status.kind == .successful else { throw LL2Error.http(status: response.status.code) }
            try Task.checkCancellation()
            data = body
            await disk?.store(data, for: url)
        }
        try Task.checkCancellation()
        return try await decoder.decode(data, maxPixelSize: maxPixelSize)
    }
}
