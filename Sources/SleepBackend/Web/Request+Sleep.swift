import Foundation
import Localization
import ServerCore
import SleepKit
import Vapor

extension Request {
    /// A page text in the reader's language.
    func text<Key: LocalizedKey>(_ key: Key, _ arguments: [String: String] = [:]) -> String {
        key.text(language, arguments)
    }

    /// The server's clock (tests and the browser suite pin it).
    var sleepNow: Date { application.clock() }

    /// Whether the caller is a script that wants JSON (answers and errors) rather than a page.
    var wantsJSON: Bool {
        let accept = headers[.accept].joined(separator: ",")
        return accept.contains("json") && !accept.contains("text/html")
    }

    /// The signed-in account's store: a page redirects to sign-in, a script gets 401.
    func sleepStore() throws -> SleepStore {
        if wantsJSON, webUser == nil { throw AppError.unauthorized }
        let user = try requireWebUser()
        return SleepStore(db: db, ownerID: try user.requireID())
    }

    /// The signed-in account's state, nil before it picked a schedule.
    func sleepReadAccount() async throws -> SleepAccount? {
        let store = try sleepStore()
        return try await store.reads.account(store.ownerID)
    }

    /// The signed-in account with its schedule; `SleepError.notStarted` before it picked one.
    func sleepAccount() async throws -> (SleepStore, SleepAccount) {
        let store = try sleepStore()
        guard let account = try await store.reads.account(store.ownerID) else { throw SleepError.notStarted }
        return (store, account)
    }
}
