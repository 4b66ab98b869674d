import Metrics
import NIOConcurrencyHelpers
import Prometheus
import Vapor

/// Prometheus metrics for the whole process.
///
/// Vapor records `http_requests_total` and `http_request_duration_seconds` by route, method and
/// status through swift-metrics; bootstrapping the Prometheus factory once makes them visible at
/// `/metrics`. The metrics system is process-wide and can be bootstrapped only once, hence the lock.
public enum SuiteMetrics {
    private static let state = NIOLockedValueBox<PrometheusCollectorRegistry?>(nil)

    /// The registry, bootstrapping swift-metrics on first use.
    public static var registry: PrometheusCollectorRegistry {
        state.withLockedValue { registry in
            if let registry { return registry }
            let created = PrometheusCollectorRegistry()
            var factory = PrometheusMetricsFactory(registry: created)
            factory.defaultDurationHistogramBuckets = [
                .milliseconds(1), .milliseconds(2), .milliseconds(5), .milliseconds(10), .milliseconds(25),
                .milliseconds(50), .milliseconds(100), .milliseconds(250), .milliseconds(500), .seconds(1),
                .seconds(2), .seconds(5),
            ]
            MetricsSystem.bootstrap(factory)
            registry = created
            return created
        }
    }

    static func render(_ request: Request) -> Response {
        var buffer: [UInt8] = []
        registry.emit(into: &buffer)
        var headers = HTTPHeaders()
        headers.contentType = HTTPMediaType(type: "text", subType: "plain", parameters: ["version": "0.0.4"])
        return Response(status: .ok, headers: headers, body: .init(data: Data(buffer)))
    }
}
