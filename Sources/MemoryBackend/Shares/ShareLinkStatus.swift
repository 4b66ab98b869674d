import Foundation
import MemoryAPI
import ServerCore

extension ShareLink {
    enum Status: String { case active, expired, revoked }

    func status(at now: Date) -> Status {
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
