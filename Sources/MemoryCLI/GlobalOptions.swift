import ArgumentParser
import Foundation
import Localization
import MemoryClient

/// Options every command takes.
struct GlobalOptions: ParsableArguments {
    @Option(help: "The server's address (default: the one you signed in to, else $MEMORY_SERVER, else http://127.0.0.1:8080).")
    var server: String?

    @Option(help: "Where the session, outbox and cache are kept (default: $MEMORY_HOME, else ~/.memory).")
    var home: String?

    @Option(help: "Language of messages: en, tr or fr (default: $LANG).")
    var language: String?

    @Option(help: ArgumentHelp("First wait, in seconds, before trying again after a failure.", visibility: .hidden))
    var retryBase: Double?

    @Option(help: ArgumentHelp("Longest wait, in seconds, between tries.", visibility: .hidden))
    var retryCap: Double?

    var homeURL: URL {
        if let home { return URL(fileURLWithPath: home) }
        if let home = ProcessInfo.processInfo.environment["MEMORY_HOME"], !home.isEmpty {
            return URL(fileURLWithPath: home)
        }
        return FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".memory")
    }

    var resolvedLanguage: Localization.Language {
        if let language, let chosen = Localization.Language(identifier: language) { return chosen }
        let environment = ProcessInfo.processInfo.environment
        return Localization.Language(preferring: [environment["LC_ALL"], environment["LANG"]].compactMap { $0 })
    }

    var retry: RetryPolicy {
        let defaults = RetryPolicy()
        return RetryPolicy(base: retryBase ?? defaults.base, cap: retryCap ?? defaults.cap)
    }
}
