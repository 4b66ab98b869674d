/// The sizes pages show LL2 images at, as long-edge pixels for a 2× screen at 390 pt wide.
enum ImageVariant: String, CaseIterable, Sendable {
    /// List rows and mission patches (about 64 pt).
    case thumb
    /// Program cards in the two-column grid and the pad map (about 180 pt).
    case card
    /// The full-width picture on a dashboard or a launch (about 390 pt).
    case hero

    var longEdge: Int {
        switch self {
        case .thumb: 160
        case .card: 480
        case .hero: 960
        }
    }
}
