import Foundation
import LaunchKit
import LaunchLibrary
import Localization

extension LaunchDetailPage {
    /// A page with no launch yet (LL2 failed and nothing was saved): the notice says why.
    init(id: String, isStarred: Bool?, notice: DataNotice?) {
        self.init(
            id: id, data: nil, outcome: .unknown, imageURL: nil, countdownTarget: nil, windowText: nil, padLocalTime: nil,
            map: nil, timeline: [], webcasts: [], isLive: false, readMore: [], updates: [], reminders: [],
            isStarred: isStarred, notice: notice)
    }

    /// Fills the page from LL2's launch, fetched from LL2 at `fetchedAt`: the kit's detail view
    /// data plus what only the web shows. `padFormatting` gives formatting in the pad's time
    /// zone (the server caches them).
    mutating func fill(
        from launch: Launch, formatting f: LaunchFormatting, images: ImageLinks, map settings: LaunchesController.MapSettings,
        now: Date, fetchedAt: Date, padFormatting: (TimeZone) -> LaunchFormatting
    ) {
        let mapper = LaunchMapper(formatting: f)
        let data = mapper.detail(launch, now: now, fetchedAt: fetchedAt)
        let exact = NetDateText.precision(of: launch).isExactTime
        self.data = data
        self.outcome = data.outcome
        self.dayFormat = CountdownText.dayFormat(f)
        self.imageURL = images.link(Fallback.imageCandidates(for: launch), .hero)
        self.countdownTarget = data.countdownText == nil ? nil : launch.net
        if exact, let start = launch.windowStart, let end = launch.windowEnd {
            self.windowText = Self.window(start, end, f.formats)
        }
        if exact, let net = launch.net, let zone = launch.pad?.location?.timeZoneName.flatMap(TimeZone.init(identifier:)) {
            self.padLocalTime = padFormatting(zone).formats.zonedDateTime(net)
        }
        if let pad = launch.pad, let latitude = pad.latitude, let longitude = pad.longitude,
            (-90...90).contains(latitude), (-180...180).contains(longitude) {
            self.map = .init(
                latitude: latitude, longitude: longitude, label: pad.name ?? Fallback.place(for: launch, f),
                tiles: settings.tiles, attribution: settings.attribution)
        }
        self.timeline = launch.details.timeline.compactMap { event in
            guard let offset = event.relativeTime?.seconds else { return nil }
            let text = event.description ?? event.abbrev ?? ""
            // The kit's countdown format: an event 38 minutes before T-0 reads "T-00:38:00".
            let countdown = Countdown(now: Date(timeIntervalSince1970: offset), net: Date(timeIntervalSince1970: 0))
            return .init(offset: countdown.text(f), text: text)
        }
        self.webcasts = launch.details.videoURLs.map { .init(title: $0.title ?? f.text(LaunchScreenText.unknown), url: $0.url.absoluteString) }
        self.readMore = launch.details.infoURLs.map { .init(title: $0.title ?? $0.url.host ?? "", url: $0.url.absoluteString) }
        // LL2's "webcast live" of an old copy, or of a launch whose NET passed, is no news.
        self.isLive = LaunchPhase.webcastIsLive(launch, fetchedAt: fetchedAt, now: now)
        self.updates = launch.details.updates.prefix(5).compactMap { update in
            guard let comment = update.comment, !comment.isEmpty else { return nil }
            let when = update.createdOn.map { f.formats.dateTime($0) }
            return .init(comment: comment, byline: [update.createdBy, when].compactMap { $0 }.joined(separator: " · "))
        }
        self.canRemind = ReminderPlanner.refusal(for: launch, now: now) == nil
        self.reminders = ReminderPlanner(formatting: f).plan(for: [launch], now: now).map {
            .init(id: $0.id, title: $0.title, body: $0.body, fireAt: InternetTimestamp.string(from: $0.fireDate))
        }
    }

    /// The launch window in the reader's zone: its times when it opens and closes on one day
    /// ("10:00 – 12:00"; the NET above gives the date), both dates when it runs past midnight,
    /// and both offsets when a clock change falls inside it (`dateRange` knows how).
    static func window(_ start: Date, _ end: Date, _ formats: LocalizedFormats) -> String {
        guard end > start else { return formats.time(start) }
        let zone = formats.timeZone
        guard formats.calendar.isDate(start, inSameDayAs: end), zone.secondsFromGMT(for: start) == zone.secondsFromGMT(for: end)
        else { return formats.dateRange(start..<end, showsTime: true) }
        return "\(formats.time(start))\u{2009}–\u{2009}\(formats.time(end))"
    }
}
