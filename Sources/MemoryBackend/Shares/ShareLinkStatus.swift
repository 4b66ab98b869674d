import Foundation
import MemoryAPI
import ServerCore

/// A share link's life: active until it expires or its owner revokes it. The stored model and
/// the value the pages and the API read (`ShareLinkRecord`) both have one.
protocol ShareLinkLifetime {
    var expiresAt: Date { get }
    var revokedAt: Date? { get }
}

enum ShareLinkStatus: String { case active, expired, revoked }

extension ShareLinkLifetime {
    func status(at now: Date) -> ShareLinkStatus {
        if revokedAt != nil { return .revoked }
        return expiresAt <= now ? .expired : .active
    }

    /// Why a link no longer opens: 410 with a code the page and clients can tell apart.
    func goneError(at now: Date) -> AppError? {
        switch status(at: now) {
        case .active: nil
        case .revoked: AppError(.gone, code: "link_revoked", detail: "This link was revoked by its owner.")
        case .expired: AppError(.gone, code: "link_expired", detail: "This link has expired.")
        }
    }
}

extension ShareLink: ShareLinkLifetime {}
