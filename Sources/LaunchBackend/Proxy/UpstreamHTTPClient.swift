import AsyncHTTPClient
import NIOCore
import Vapor

/// The HTTP client the proxy calls LL2 and its picture hosts with, shut down with the app.
///
/// Its own, not Vapor's shared one, for one setting: a refused or failed connection fails
/// the request at once. async-http-client otherwise retries connecting until the request's
/// deadline, so with LL2 unreachable every uncached page would hang for the whole timeout
/// instead of showing the cached copy or an honest error.
struct UpstreamHTTPClient: LifecycleHandler {
    let client: HTTPClient

    init(eventLoopGroup: any EventLoopGroup) {
        var configuration = HTTPClient.Configuration(
            redirectConfiguration: .follow(max: 3, allowCycles: false),
            timeout: .init(connect: .seconds(5), read: .seconds(20)))
        configuration.connectionPool.retryConnectionEstablishment = false
        client = HTTPClient(eventLoopGroupProvider: .shared(eventLoopGroup), configuration: configuration)
    }

    func shutdownAsync(_ application: Application) async {
        try? await client.shutdown()
    }
}
