import WebUI

/// Every address of the Memory Recap web app: routes are registered from these values and every
/// link and redirect is made from them.
enum MemoryURL: SiteURL {
    case timeline
    case add
    case entry(Parameter<String>)
    case deleteEntry(Parameter<String>)
    /// Undo of a delete (`ids[]` in the form), within the trash's undo window.
    case restoreEntries
    case editEntry(Parameter<String>)
    /// The owner's correction of a voice diary's transcript (a form on the entry's page).
    case transcript(Parameter<String>)
    case summary
    /// The recap image as a download (`year`, `month`, `template` in the query).
    case summaryImage
    case settings
    case reminder
    case resetReminderFeed
    /// Every working share link of the account, and turning one off.
    case sharedLinks
    case revokeShareLink(Parameter<String>)
    /// The account's tags with their counts; a POST adds one.
    case tags
    case renameTag(Parameter<String>)
    case deleteTag(Parameter<String>)
    /// Undo of a tag's delete: the name and the memories that carried it (`ids[]`).
    case restoreTag
    case reminderFeed(Parameter<String>)
    case export
    case imports
    case importStatus(Parameter<String>)
    case commitImport(Parameter<String>)
    case welcome

    static let entryID = "id"
    static let feedFile = "file"
    static let importID = "importId"
    static let shareLinkID = "linkId"
    static let tagID = "tagId"

    var pathSegments: [PathSegment] {
        switch self {
        case .timeline: ["memory"]
        case .add: ["memory", "new"]
        case .entry(let id): ["memory", "entries", .parameter(Self.entryID, id)]
        case .deleteEntry(let id): ["memory", "entries", .parameter(Self.entryID, id), "delete"]
        case .restoreEntries: ["memory", "entries", "restore"]
        case .editEntry(let id): ["memory", "entries", .parameter(Self.entryID, id), "edit"]
        case .transcript(let id): ["memory", "entries", .parameter(Self.entryID, id), "transcript"]
        case .summary: ["memory", "summary"]
        case .summaryImage: ["memory", "summary", "image"]
        case .settings: ["memory", "settings"]
        case .reminder: ["memory", "settings", "reminder"]
        case .resetReminderFeed: ["memory", "settings", "reminder", "reset"]
        case .sharedLinks: ["memory", "settings", "share-links"]
        case .revokeShareLink(let id): ["memory", "settings", "share-links", .parameter(Self.shareLinkID, id), "turn-off"]
        case .tags: ["memory", "settings", "tags"]
        case .restoreTag: ["memory", "settings", "tags", "restore"]
        case .renameTag(let id): ["memory", "settings", "tags", .parameter(Self.tagID, id), "rename"]
        case .deleteTag(let id): ["memory", "settings", "tags", .parameter(Self.tagID, id), "delete"]
        case .reminderFeed(let file): ["memory", "reminder", .parameter(Self.feedFile, file)]
        case .export: ["memory", "export"]
        case .imports: ["memory", "imports"]
        case .importStatus(let id): ["memory", "imports", .parameter(Self.importID, id)]
        case .commitImport(let id): ["memory", "imports", .parameter(Self.importID, id), "commit"]
        case .welcome: ["memory", "welcome"]
        }
    }

    /// A month's recap (`/memory/summary?year=2026&month=11`); without a month, the year's.
    static func summary(year: Int, month: Int?) -> String {
        MemoryURL.summary.url(query: [QueryItem("year", String(year)), QueryItem("month", month.map(String.init))])
    }

    static func entry(_ id: String) -> String { MemoryURL.entry(.value(id)).url }
}

/// The tab bar every signed-in Memory page shows: Timeline · + · Summaries · Settings.
enum MemoryTabs {
    enum Selected { case timeline, add, summary, settings }

    static func bar(_ selected: Selected, _ context: PageContext) -> TabBar {
        let t = context.t
        return TabBar(label: t(MemoryWebText.tabsLabel), tabs: [
            .init(label: t(MemoryWebText.timelineTitle), url: MemoryURL.timeline.url, icon: .clock, isSelected: selected == .timeline),
            .init(label: t(MemoryWebText.addTitle), url: MemoryURL.add.url, icon: .plus, isSelected: selected == .add),
            .init(label: t(MemoryWebText.summaryTab), url: MemoryURL.summary.url, icon: .text, isSelected: selected == .summary),
            .init(label: t(MemoryWebText.settingsTitle), url: MemoryURL.settings.url, icon: .gear, isSelected: selected == .settings),
        ])
    }
}
