import Markup

/// A row of big numbers with their labels (a streak, a score, a total), as the summary tiles at
/// the top of a health or statistics screen. Two columns on a phone, more when there is room.
public struct MetricGrid: HTMLComponent {
    public struct Metric: Sendable {
        public var label: String
        public var value: String
        /// A short line under the value ("Best: 12 days").
        public var detail: String?

        public init(label: String, value: String, detail: String? = nil) {
            self.label = label
            self.value = value
            self.detail = detail
        }
    }

    /// Names the group for assistive technology.
    public var label: String
    public var metrics: [Metric]

    public init(label: String, metrics: [Metric]) {
        self.label = label
        self.metrics = metrics
    }

    public var body: some HTML {
        // A description list, so each value is read with its label; the section names the group.
        section(.ariaLabel(label)) {
            dl(.class("metric-grid")) {
                for metric in metrics {
                    div(.class("metric")) {
                        dt(.class("metric-label")) { metric.label }
                        dd(.class("metric-value")) { metric.value }
                        if let detail = metric.detail { dd(.class("metric-detail")) { detail } }
                    }
                }
            }
        }
    }
}
