import Markup

extension LauncherPage: PageModel {
    public func view(in context: PageContext) -> some HTML {
        let t = context.t
        let title = t(SuiteText.launcherTitle)
        let settings = NavigationItem.link(t(SuiteText.navSettings), url: SettingsURL.settings.url, icon: .gear, id: "settings-link")
        return Page(context, title: title, navigation: NavigationBar(title: title, actions: [settings])) {
            p(.class("page-subtitle")) { t(SuiteText.launcherSubtitle) }
            GroupedSection(listClass: "launcher-list") {
                for entry in entries {
                    LinkCell(
                        title: entry.name, subtitle: entry.tagline,
                        badge: entry.isAvailable ? nil : t(SuiteText.unavailableTitle), url: entry.url,
                        image: CellImage(url: entry.icon))
                }
            }
            if let account = context.account {
                p(.class("page-footnote")) { t(SuiteText.signedInAs, ["email": account.email]) }
            } else {
                div(.class("button-row")) {
                    LinkButton(t(SuiteText.loginTitle), url: AccountURL.login.url)
                    LinkButton(t(SuiteText.registerTitle), url: AccountURL.register.url, style: .secondary)
                }
            }
        }
    }
}

extension UnavailablePage: PageModel {
    public func view(in context: PageContext) -> some HTML {
        let t = context.t
        let navigation = NavigationBar.back(to: t(SuiteText.navApps), url: LauncherURL.home.url, title: appName)
        return Page(context, title: appName, navigation: navigation) {
            EmptyState(
                icon: .hourglass, title: t(SuiteText.unavailableTitle),
                message: t(SuiteText.unavailableBody, ["app": appName]),
                action: LinkButton(t(SuiteText.unavailableBack), url: LauncherURL.home.url))
        }
    }
}
