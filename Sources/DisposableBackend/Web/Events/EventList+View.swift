import DisposableAPI
import Markup
import WebUI

extension EventListPage: PageModel {
    func view(in context: PageContext) -> some HTML {
        let t = context.t
        let title = t(DisposableText.myEvents)
        let create = NavigationItem(t(DisposableText.createEvent), action: .link(DisposableURL.new.url), icon: .plus)
        let navigation = NavigationBar(title: title, leading: .back(t(SuiteText.navApps), url: LauncherURL.home.url),
                                       actions: isSignedIn ? [create] : [])
        return Page(context, title: title, navigation: navigation, app: "disposable") {
            if !isSignedIn {
                EmptyState(icon: .camera, title: t(DisposableText.createEvent), message: t(DisposableText.noEventsMessage),
                           action: LinkButton(t(SuiteText.loginTitle),
                                              url: AccountURL.login.url(query: [QueryItem("next", DisposableURL.home.url)])))
            } else if ongoing.isEmpty && upcoming.isEmpty && past.isEmpty {
                EmptyState(icon: .camera, title: t(DisposableText.noEventsTitle), message: t(DisposableText.noEventsMessage),
                           action: LinkButton(t(DisposableText.createEvent), url: DisposableURL.new.url))
            } else {
                if !ongoing.isEmpty {
                    GroupedSection(header: t(DisposableText.ongoing)) {
                        for event in ongoing {
                            LinkCell(title: event.name, subtitle: t(DisposableText.endsOn, ["date": EventDates.text(event.endsAt, context)]),
                                     url: link(event))
                        }
                    }
                }
                if !upcoming.isEmpty {
                    GroupedSection(header: t(DisposableText.upcoming)) {
                        for event in upcoming {
                            LinkCell(title: event.name, subtitle: t(DisposableText.startsOn, ["date": EventDates.text(event.startsAt, context)]),
                                     url: link(event))
                        }
                    }
                }
                if !past.isEmpty {
                    GroupedSection(header: t(DisposableText.past)) {
                        for event in past {
                            let days = EventDates.daysLeft(until: event.deleteAt, now: now)
                            LinkCell(title: event.name, subtitle: t(DisposableText.deletedInDays, count: days),
                                     url: link(event))
                        }
                    }
                }
                LinkButton(t(DisposableText.createEvent), url: DisposableURL.new.url, class: "button-block")
            }
            LinkButton(t(DisposableText.joinWithCode), url: DisposableURL.joinByCode.url, style: .secondary, class: "button-block")
        }
    }

    /// Organizers open their event's page; an event joined as a guest opens its gallery.
    private func link(_ event: Components.Schemas.EventSummary) -> String {
        DisposableURL.event(.value(event.id)).url
    }
}
