import Foundation
import Localization
import MemoryKit
import Observation

/// Monthly and yearly recaps (docs/apps/memory.md#summaries): totals by kind, the day heatmap, busiest days,
/// streak, tag and word clouds, music; stepping through periods; readable offline once loaded.
@MainActor @Observable
public final class SummaryViewModel {
    public private(set) var period: SummaryPeriod
    public private(set) var state: LoadState<RecapSummary> = .loading
    /// "Offline: …" when the recap is the one stored on the device.
    public private(set) var banner: String?
    private let loader: any SummaryLoading
    private let environment: ClientEnvironment
    private let language: Localization.Language
    private var generation = 0

    public init(loader: any SummaryLoading, environment: ClientEnvironment, language: Localization.Language) {
        self.loader = loader
        self.environment = environment
        self.language = language
        let today = Self.today(environment)
        self.period = .month(year: today.year, month: today.month)
    }

    /// "May 2024" or "2024", in the reader's language.
    public var title: String {
        switch period {
        case .year(let year): return String(year)
        case .month(let year, let month):
            let formatter = DateFormatter()
            formatter.locale = language.locale
            formatter.timeZone = TimeZone(secondsFromGMT: 0)
            formatter.setLocalizedDateFormatFromTemplate("MMMMy")
            let first = LocalDate(year: year, month: month, day: 1)
            return formatter.string(from: Date(timeIntervalSince1970: Double(first.daysSinceEpoch) * 86_400 + 43_200))
        }
    }

    /// False on the current period: there is no recap of the future.
    public var canGoForward: Bool {
        let today = Self.today(environment)
        switch period {
        case .month(let year, let month): return (year, month) < (today.year, today.month)
        case .year(let year): return year < today.year
        }
    }

    public func load() async {
        generation += 1
        let started = generation
        state = .loading
        do {
            let (recap, storedAt) = try await loader.recap(period)
            guard started == generation else { return }
            banner = storedAt.map { ClientText.summaryOffline.text(language, ["time": TimelineFormats(language: language, timeZone: environment.timeZone()).moment($0, now: environment.now())]) }
            state = recap.totals.total == 0 ? .empty(message: ClientText.summaryEmpty.text(language, ["period": title])) : .loaded(recap)
        } catch {
            guard started == generation else { return }
            state = .failed(message: ErrorMessage.text(for: error, language: language, fallback: .summaryLoadFailed))
        }
    }

    /// Switches between the month and the year that holds it.
    public func showYear(_ yearly: Bool) async {
        switch (period, yearly) {
        case (.month(let year, _), true): period = .year(year)
        case (.year(let year), false):
            let today = Self.today(environment)
            period = .month(year: year, month: year == today.year ? today.month : 12)
        default: return
        }
        await load()
    }

    /// The previous (-1) or next (+1) month or year.
    public func step(by offset: Int) async {
        guard offset < 0 || canGoForward else { return }
        switch period {
        case .year(let year): period = .year(year + offset)
        case .month(let year, let month):
            let index = year * 12 + (month - 1) + offset
            period = .month(year: index / 12, month: index % 12 + 1)
        }
        await load()
    }

    static func today(_ environment: ClientEnvironment) -> LocalDate {
        let now = environment.now()
        return LocalDate(
            secondsSince1970: now.timeIntervalSince1970, utcOffsetSeconds: environment.timeZone().secondsFromGMT(for: now))
    }
}
