import Localization
import Markup

extension SettingsPage: PageModel {
    /// Each choice applies at once, as on iOS: the form submits itself on change (suite.js,
    /// `data-autosubmit`); without JS an Apply button appears instead.
    public func view(in context: PageContext) -> some HTML {
        let t = context.t
        let title = t(SuiteText.settingsTitle)
        let navigation = returnPath.map { NavigationBar.back(to: t(SuiteText.navBack), url: $0, title: title) }
            ?? NavigationBar.back(to: t(SuiteText.navApps), url: LauncherURL.home.url, title: title)
        return Page(context, title: title, navigation: navigation) {
            PostForm(action: SettingsURL.settings.url, context: context, id: "settings-form", class: "settings-form",
                     data: [("autosubmit", "")]) {
                if let returnPath { HiddenField(name: ReturnPath.parameter, value: returnPath) }
                GroupedSection(header: t(SuiteText.settingsLanguage)) {
                    Cell(class: "cell-picker") {
                        SegmentedPicker(
                            name: Field.language, legend: t(SuiteText.settingsLanguage),
                            options: Language.allCases.map {
                                .init(value: $0.rawValue, title: $0.displayName, lang: $0.rawValue)
                            },
                            selected: language.rawValue)
                    }
                }
                GroupedSection(header: t(SuiteText.settingsTheme)) {
                    Cell(class: "cell-picker") {
                        SegmentedPicker(
                            name: Field.theme, legend: t(SuiteText.settingsTheme),
                            options: ThemePreference.allCases.map { .init(value: $0.rawValue, title: Self.title(of: $0, context)) },
                            selected: theme.rawValue)
                    }
                }
                noscript { SubmitButton(t(SuiteText.settingsApply), class: "settings-apply") }
            }
            AccountSection(context: context)
        }
    }

    private static func title(of theme: ThemePreference, _ context: PageContext) -> String {
        switch theme {
        case .system: context.t(SuiteText.themeSystem)
        case .light: context.t(SuiteText.themeLight)
        case .dark: context.t(SuiteText.themeDark)
        }
    }

    /// Signed in: change password, delete account (red), sign out. Signed out: the way in.
    struct AccountSection: HTMLComponent {
        var context: PageContext

        var body: some HTML {
            let t = context.t
            if let account = context.account {
                GroupedSection(header: t(SuiteText.navAccount), footer: t(SuiteText.signedInAs, ["email": account.email])) {
                    LinkCell(title: t(SuiteText.changePassword), url: AccountURL.password.url)
                    LinkCell(title: t(SuiteText.deleteAccount), url: AccountURL.delete.url, isDestructive: true)
                }
                GroupedSection {
                    ButtonCell(t(SuiteText.signOut), action: AccountURL.logout.url, context: context)
                }
            } else {
                GroupedSection(header: t(SuiteText.navAccount)) {
                    LinkCell(title: t(SuiteText.loginTitle), url: AccountURL.login.url)
                    LinkCell(title: t(SuiteText.registerTitle), url: AccountURL.register.url)
                }
            }
        }
    }
}
