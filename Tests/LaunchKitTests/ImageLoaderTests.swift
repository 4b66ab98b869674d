import Foundation
import HTTPTypes
import Testing

@testable import LaunchKit
@testable import LaunchLibrary

/// Pretends to decode: a square of `maxPixelSize`² RGBA pixels, recording the size asked for.
struct SquareDecoder: ImageDecoding {
    func decode(_ data: Data, maxPixelSize: Int) throws -> DecodedImage {
        DecodedImage(width: maxPixelSize, height: maxPixelSize, pixels: Data(count: maxPixelSize * maxPixelSize * 4))
    }
}

/// Image bytes after a delay, counting requests per URL.
final class SlowImageTransport: HTTPTransport, @unchecked Sendable {
    private let lock = NSLock()
    private var counts: [URL: Int] = [:]
    private var cancellations = 0
    let delay: UInt64

    init(delayMilliseconds: UInt64 = 20) { delay = delayMilliseconds * 1_000_000 }

    func count(_ url: URL) -> Int { lock.withLock { counts[url] ?? 0 } }
    var total: Int { lock.withLock { counts.values.reduce(0, +) } }
    /// Downloads that stopped because their task was cancelled, not because they finished.
    var cancelled: Int { lock.withLock { cancellations } }

    func send(_ request: HTTPRequest) async throws -> (Data, HTTPResponse) {
        guard let url = request.url else { throw URLError(.badURL) }
        lock.withLock { counts[url, default: 0] += 1 }
        do {
            try await Task.sleep(nanoseconds: delay)
        } catch {
            lock.withLock { cancellations += 1 }
            throw error
        }
        return (Data(url.absoluteString.utf8), HTTPResponse(status: .ok))
    }
}

@Suite("ImageLoader")
struct ImageLoaderTests {
    let a = URL(string: "https://img.test/a.jpg")!
    let b = URL(string: "https://img.test/b.jpg")!
    let c = URL(string: "https://img.test/c.jpg")!

    @Test func concurrentRequestsForOneImageShareOneDownload() async throws {
        // setup
        let transport = SlowImageTransport()
        let loader = ImageLoader(transport: transport, decoder: SquareDecoder())
        // act
        async let first = loader.image(for: a, maxPixelSize: 10)
        async let second = loader.image(for: a, maxPixelSize: 10)
        async let third = loader.image(for: a, maxPixelSize: 10)
        let images = try await [first, second, third]
        let again = try await loader.image(for: a, maxPixelSize: 10)
        // check
        #expect(transport.count(a) == 1)
        #expect(images.allSatisfy { $0.width == 10 })
        #expect(again == images[0])
    }

    @Test func memoryCacheStaysWithinItsCostLimitEvictingLeastRecentlyUsed() async throws {
        // setup: each 10×10 image costs 400 bytes; the budget holds two
        let transport = SlowImageTransport(delayMilliseconds: 0)
        let loader = ImageLoader(transport: transport, decoder: SquareDecoder(), memoryCostLimit: 800)
        // act
        _ = try await loader.image(for: a, maxPixelSize: 10)
        _ = try await loader.image(for: b, maxPixelSize: 10)
        _ = try await loader.image(for: a, maxPixelSize: 10)  // a is now most recent
        _ = try await loader.image(for: c, maxPixelSize: 10)  // evicts b
        _ = try await loader.image(for: a, maxPixelSize: 10)
        _ = try await loader.image(for: b, maxPixelSize: 10)
        let usage = await loader.memoryUsage
        _ = try await loader.image(for: a, maxPixelSize: 100)  // 40,000 bytes: larger than the whole budget, not kept
        let afterHuge = await loader.memoryUsage
        // check
        #expect(transport.count(a) == 2)
        #expect(transport.count(b) == 2)
        #expect(usage.cost <= 800 && usage.count == 2)
        #expect(afterHuge.cost == usage.cost)
    }

    @Test func diskCacheServesBytesWithoutTheNetwork() async throws {
        // setup
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("img-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let transport = SlowImageTransport(delayMilliseconds: 0)
        let disk = try FileImageDiskCache(directory: directory)
        _ = try await ImageLoader(transport: transport, decoder: SquareDecoder(), diskCache: disk).image(for: a, maxPixelSize: 8)
        // act: a new loader (empty memory) with the same disk folder
        let image = try await ImageLoader(transport: transport, decoder: SquareDecoder(), diskCache: disk).image(for: a, maxPixelSize: 16)
        // check
        #expect(transport.count(a) == 1)
        #expect(image.width == 16)
    }

    @Test func cancellingTheOnlyWaiterCancelsTheDownload() async throws {
        // setup: a download that would take 10 minutes
        let transport = SlowImageTransport(delayMilliseconds: 600_000)
        let loader = ImageLoader(transport: transport, decoder: SquareDecoder())
        let task = Task { try await loader.image(for: a, maxPixelSize: 10) }
        while transport.total == 0 { await Task.yield() }
        // act
        task.cancel()
        let result = await task.result
        // The waiter hears its cancellation before the download's own task has seen it: wait for
        // that. The bound is generous (CI ran this test 34 s late on two busy cores and missed a 5 s
        // one) and still well inside the 10-minute download, so a download left running fails.
        let deadline = ContinuousClock.now + .seconds(90)
        while transport.cancelled == 0, ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(10)) }
        // check: the transport saw the cancellation (no wall-clock bound: it failed on a busy machine)
        #expect(throws: CancellationError.self) { try result.get() }
        #expect(transport.cancelled == 1)
        #expect(await loader.memoryUsage.count == 0)
    }
}
