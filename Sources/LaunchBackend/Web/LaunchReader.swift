import Foundation
import LaunchKit
import LaunchLibrary

/// What a page asked LL2 for, through the proxy: the value and its freshness, or why there is none.
enum Loaded<Value: Sendable>: Sendable {
    case value(Value, Freshness)
    case failed(LL2Error)

    var value: Value? {
        if case .value(let value, _) = self { return value }
        return nil
    }

    /// When LL2 gave this answer, seen at `now` (`now` itself when there is none).
    func fetchedAt(now: Date) -> Date {
        if case .value(_, let freshness) = self { return freshness.fetchedAt(now: now) }
        return now
    }

    /// What the page says about this answer, `now` dating a saved copy ("Saved 3 years ago").
    func notice(_ formatting: LaunchFormatting, now: Date) -> DataNotice? {
        switch self {
        case .value(_, let freshness): DataNotice.from(freshness, formatting, now: now)
        case .failed(let error): DataNotice.failure(error, formatting)
        }
    }
}

/// The pages' access to LL2 data: the proxy's one client (the kit's), so pages share the cache,
/// the single flight and the hourly budget with the JSON mirror; answers are decoded once.
struct LaunchReader: Sendable {
    let service: LaunchDataService
    let formatting: LaunchFormatting

    /// The notice for `loaded`, in this reader's language, dated from the service's clock.
    func notice<Value>(_ loaded: Loaded<Value>) -> DataNotice? {
        loaded.notice(formatting, now: service.now())
    }

    func programs() async -> Loaded<[Program]> {
        await load { try await service.fetch(Page<Program>.self, service.requests.programs).map(\.results) }
    }

    /// A program from the grid's answer (one cached call serves every dashboard's header).
    func program(id: Int) async -> Loaded<Program?> {
        switch await programs() {
        case .value(let programs, let freshness): .value(programs.first { $0.id == id }, freshness)
        case .failed(let error): .failed(error)
        }
    }

    func launches(_ segment: LaunchSegment, programID: Int?, offset: Int) async -> Loaded<Page<Launch>> {
        await load { try await service.fetch(Page<Launch>.self, service.requests.launches(segment, programID: programID, offset: offset)) }
    }

    /// A list page's rows, mapped once per LL2 answer and reader (see `LaunchListAnswer`).
    func launchList(_ segment: LaunchSegment, programID: Int?, offset: Int, images: ImageLinks) async -> Loaded<LaunchListAnswer> {
        await load {
            let fetched = try await service.client.data(for: service.requests.launches(segment, programID: programID, offset: offset))
            let variant = "\(formatting.language.rawValue)|\(formatting.timeZone.identifier)"
            let answer = try service.decoded.value(LaunchListAnswer.self, from: fetched.value, variant: variant) {
                let page = try service.decoded.decode(Page<Launch>.self, from: fetched.value)
                return LaunchListAnswer(page, mapper: LaunchMapper(formatting: formatting), images: images, now: service.now())
            }
            return Fetched(value: answer, freshness: fetched.freshness)
        }
    }

    /// A program's recent past launches (one page of LL2's largest size), for its dashboard.
    func history(programID: Int) async -> Loaded<Page<Launch>> {
        await load { try await service.fetch(Page<Launch>.self, service.requests.dashboardHistory(programID: programID)) }
    }

    /// A launch's own answer; with LL2 out of reach, the newest copy the server holds, which is
    /// a list's when a list was saved after the launch's own answer (or the bundled snapshot's)
    /// — a detail must not contradict the list it was opened from.
    func launch(id: String) async -> Loaded<Launch> {
        let loaded = await load { try await service.fetch(Launch.self, .launch(id: id)) }
        let reason: FallbackReason
        let age: TimeInterval
        switch loaded {
        case .value(_, .fallback(let savedAge, let why)): (reason, age) = (why, savedAge)
        case .value: return loaded
        case .failed(let error):
            guard let why = error.fallbackReason else { return loaded }
            (reason, age) = (why, .infinity)
        }
        guard let listed = await service.launchIndex.current().entry(id: id) else { return loaded }
        let listedAge = max(0, service.now().timeIntervalSince(listed.storedAt))
        return listedAge < age ? .value(listed.launch, .fallback(age: listedAge, reason: reason)) : loaded
    }

    private func load<T: Sendable>(_ fetch: () async throws -> Fetched<T>) async -> Loaded<T> {
        do {
            let fetched = try await fetch()
            return .value(fetched.value, fetched.freshness)
        } catch let error as LL2Error {
            return .failed(error)
        } catch {
            return .failed(.transport(String(describing: type(of: error))))
        }
    }
}
