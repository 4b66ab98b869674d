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

    /// The notice for data served with `freshness`; nil when it is live or within its lifetime.
    /// Stale data being refreshed in the background is current enough to say nothing.
    static func from(_ freshness: Freshness, _ formatting: LaunchFormatting, now: Date) -> DataNotice? {
        guard case .fallback(let age, let reason) = freshness else { return nil }
        let text = formatting.formats.relative(now.addingTimeInterval(-age), to: now)
        let key: LaunchText = switch reason {
        case .throttled: .savedWhileThrottled
        case .offline: .savedWhileOffline
        case .serverError: .savedWhileUpstreamFailing
        }
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
