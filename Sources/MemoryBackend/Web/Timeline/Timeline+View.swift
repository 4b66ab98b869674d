import Foundation
import Localization
import Markup
import MemoryKit
import WebUI

extension TimelinePage: PageModel {
    func view(in context: PageContext) -> some HTML {
        View(model: self, context: context)
    }

    struct View: HTMLComponent {
        var model: TimelinePage
        var context: PageContext

        var body: some HTML {
            let t = context.t
            let title = t(MemoryWebText.timelineTitle)
            let navigation = NavigationBar.back(
                to: t(SuiteText.navApps), url: LauncherURL.home.url, title: title,
                actions: [.link(t(MemoryWebText.addTitle), url: MemoryURL.add.url, icon: .plus, id: "add-entry")])
            return Page(context, title: title, navigation: navigation, tabBar: MemoryTabs.bar(.timeline, context),
                        scripts: ["memory.js"], app: "memory") {
                PullIndicator(context: context)
                if model.loadFailed { Banner(.error, t(MemoryWebText.loadFailed)) }
                if !model.undoIDs.isEmpty {
                    ActionBanner(t(MemoryWebText.deleted), buttonTitle: t(MemoryWebText.undo),
                                 formAction: MemoryURL.restoreEntries.url, context: context) {
                        for id in model.undoIDs { HiddenField(name: "ids[]", value: id) }
                    }
                }
                searchForm
                SegmentedControl(label: t(MemoryWebText.groupingLabel), segments: Grouping.allCases.map { grouping in
                    .init(title: t(MemoryWebText.grouping(grouping)), url: model.url(grouping: grouping, page: 1),
                          isSelected: grouping == model.grouping)
                })
                filterChips
                dateRange
                OutboxList(context: context, account: model.outboxAccount)
                if let onThisDay = model.onThisDay, !onThisDay.years.isEmpty { OnThisDayCard(model: onThisDay, context: context) }
                div(.id("timeline-groups"), .class("timeline")) {
                    for group in model.groups {
                        section(.class("timeline-group")) {
                            h2(.class("timeline-heading")) { DateText.groupHeading(group.start, model.grouping, context) }
                            for card in group.cards { EntryCard(card: card, context: context) }
                        }
                    }
                }
                if model.groups.isEmpty && !model.loadFailed {
                    if model.isFiltered {
                        EmptyState(icon: .magnifyingGlass, message: t(MemoryWebText.noResults))
                    } else {
                        EmptyState(icon: .clock, title: t(MemoryWebText.emptyTitle), message: t(MemoryWebText.emptyMessage),
                                   action: LinkButton(t(MemoryWebText.addFirst), url: MemoryURL.add.url))
                    }
                }
                if model.hasMore {
                    p(.class("load-more")) {
                        a(.href(model.url(page: model.page + 1)), .id("load-older"), .class("button button-secondary")) {
                            t(MemoryWebText.loadOlder)
                        }
                    }
                }
            }
        }

        /// A GET form, so search works without JS; Turkish-correct through the API's FTS.
        private var searchForm: some HTML {
            let t = context.t
            let filters: [(name: String, value: String?)] = [
                ("type", model.kind?.rawValue), ("tag", model.tag), ("from", model.from), ("to", model.to),
            ]
            return SearchForm(
                action: MemoryURL.timeline.url, fieldID: "memory-search", query: model.query,
                label: t(MemoryWebText.searchLabel), placeholder: t(MemoryWebText.searchPlaceholder),
                submit: t(MemoryWebText.searchSubmit), maxLength: EntryQuery.maxSearchLength,
                kept: filters.compactMap { field in field.value.map { (field.name, $0) } })
        }

        /// From and to days (inclusive, in the reader's zone), a GET form keeping the other filters.
        private var dateRange: some HTML {
            let t = context.t
            return form(.action(MemoryURL.timeline.url), .method("get"), .class("date-range"), .ariaLabel(t(MemoryWebText.dateRange))) {
                if !model.query.isEmpty { HiddenField(name: "q", value: model.query) }
                if let kind = model.kind { HiddenField(name: "type", value: kind.rawValue) }
                if let tag = model.tag { HiddenField(name: "tag", value: tag) }
                label(.class("date-range-field")) {
                    span(.class("date-range-label")) { t(MemoryWebText.rangeFrom) }
                    input(.type("date"), .name("from"), .value(model.from ?? ""), .class("field-input"), .id("range-from"),
                          .ariaInvalid(model.rangeProblem != nil), .ariaDescribedBy(model.rangeProblem.map { _ in "range-error" }))
                }
                label(.class("date-range-field")) {
                    span(.class("date-range-label")) { t(MemoryWebText.rangeTo) }
                    input(.type("date"), .name("to"), .value(model.to ?? ""), .class("field-input"), .id("range-to"),
                          .ariaInvalid(model.rangeProblem != nil), .ariaDescribedBy(model.rangeProblem.map { _ in "range-error" }))
                }
                SubmitButton(t(MemoryWebText.rangeApply), style: .plain, id: "range-apply", class: "date-range-apply")
                if let problem = model.rangeProblem {
                    p(.class("form-error date-range-error"), .id("range-error"), .role("alert")) {
                        t(problem == .backwards ? MemoryWebText.rangeBackwards : MemoryWebText.rangeBadDate)
                    }
                }
            }
        }

        /// Type filters and the most used tags as chips; a selected chip links back to "all".
        private var filterChips: some HTML {
            let t = context.t
            return nav(.class("chip-bar"), .ariaLabel(t(MemoryWebText.filtersLabel))) {
                for kind in KindFilter.allCases {
                    let selected = model.kind == kind
                    a(.class("chip"), .class(selected ? "selected" : nil), .ariaCurrent(selected ? "true" : nil),
                      .href(model.url(page: 1, kind: .some(selected ? nil : kind)))) {
                        t(MemoryWebText.kindFilter(kind))
                    }
                }
                for tag in model.tagChips {
                    let selected = model.tag == tag
                    a(.class("chip chip-tag"), .class(selected ? "selected" : nil), .ariaCurrent(selected ? "true" : nil),
                      .href(model.url(page: 1, tag: .some(selected ? nil : tag)))) { "#" + tag }
                }
            }
        }
    }
}

/// Where the outbox shows what is saved but not yet on the server (memory.js fills it; the
/// texts for its states come from the page, in its language).
struct OutboxList: HTMLComponent {
    var context: PageContext
    var account: String

    var body: some HTML {
        let t = context.t
        section(.id("memory-outbox"), .class("outbox"), .hidden(), .ariaLabel(t(MemoryWebText.outboxLabel)),
                .data("account", account), .data("csrf", context.csrfToken),
                .data("state-waiting", t(MemoryWebText.stateWaiting)), .data("state-sending", t(MemoryWebText.stateSending)),
                .data("state-sent", t(MemoryWebText.stateSent)), .data("state-failed", t(MemoryWebText.stateFailed)),
                .data("hold-offline", t(MemoryWebText.holdOffline)), .data("hold-cellular", t(MemoryWebText.holdCellular)),
                .data("retry", t(MemoryWebText.retry)), .data("cancel", t(MemoryWebText.cancel)),
                .data("kind-photo", t(MemoryText.photo)), .data("kind-audio", t(MemoryWebText.kindAudio)),
                .data("kind-text", t(MemoryWebText.kindText)), .data("kind-song", t(MemoryWebText.songTitle))) {
            ol(.class("outbox-items"), .ariaLive("polite")) {}
        }
    }
}
