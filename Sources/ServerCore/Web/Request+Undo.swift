import Vapor

/// What the next page's Undo banner offers after a delete made by a form post (no script): the
/// ids just deleted, kept in the session once, per app. Notes and Memory Recap share it; each
/// restores through its own route.
extension Request {
    /// Keeps the just-deleted ids of `app` for its next page's Undo banner (once).
    public func rememberUndo(_ ids: [String], app: String) {
        session.data["\(app).undo"] = ids.isEmpty ? nil : ids.joined(separator: ",")
    }

    /// The ids the last delete of `app` left for Undo; forgotten as they are read.
    public func takeUndoIDs(app: String) -> [String] {
        guard hasSession, let value = session.data["\(app).undo"] else { return [] }
        session.data["\(app).undo"] = nil
        return value.split(separator: ",").map(String.init)
    }
}
