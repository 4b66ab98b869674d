import Foundation
import LaunchKit
import LaunchLibrary

/// What a page says about where its data came from: nothing when it is current, the reason and
/// the age when it is a saved copy, and the reason alone when there is nothing to show at all.
struct DataNotice: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        /// Saved data shown because LL2 could not be used: a warning banner.
        case fallback
        /// Nothing to show: the error state says why.
        case failed
    }

    var kind: Kind
    var message: String

    /// Past this age a copy says how old it is even while it is being refreshed.
    static let oldCopyAge: TimeInterval = 86_400

    /// The notice for data served with `freshness`; nil when it is live or within its lifetime.
    /// A saved copy always says why and how old it is ("Saved 3 years ago"); stale data being
    /// refreshed in the background says nothing unless it is more than a day old.
    static func from(_ freshness: Freshness, _ formatting: LaunchFormatting, now: Date) -> DataNotice? {
        let key: LaunchText
        switch freshness {
        case .fallback(_, .throttled): key = .savedWhileThrottled
        case .fallback(_, .offline): key = .savedWhileOffline
        case .fallback(_, .serverError): key = .savedWhileUpstreamFailing
        case .stale(let age) where age > oldCopyAge: key = .savedWhileUpdating
        case .live, .cached, .stale: return nil
        }
        // A copy stamped ahead of this clock was saved just now as far as this server can tell.
        let text = formatting.formats.relative(now.addingTimeInterval(-max(0, freshness.age)), to: now)
        return DataNotice(kind: .fallback, message: key.text(formatting.language, ["age": text]))
    }

    /// The error state when LL2 failed and nothing was saved.
    static func failure(_ error: LL2Error, _ formatting: LaunchFormatting) -> DataNotice {
        let key: LaunchText = switch error {
        case .throttled: .failedThrottled
        case .transport: .failedOffline
        case .http(404): .failedNotFound
        case .http, .decoding: .failedUpstream
        }
        return DataNotice(kind: .failed, message: key.text(formatting.language))
    }

    /// The worse of two notices (a page built from two LL2 answers shows one banner).
    static func worst(_ a: DataNotice?, _ b: DataNotice?) -> DataNotice? {
        if a?.kind == .failed { return a }
        if b?.kind == .failed { return b }
        return a ?? b
    }
}
