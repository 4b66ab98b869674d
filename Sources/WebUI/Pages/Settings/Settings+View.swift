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
        return Page(context, title: title, navigation: navigation, scripts: push == nil ? [] : ["push-settings.js"]) {
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
            if let push { NotificationsSection(push: push, context: context) }
            AccountSection(context: context)
            // The way to the people who run the suite, back to this page (or the one that sent the reader here).
            GroupedSection(header: t(SuiteText.aboutTitle), footer: t(SuiteText.aboutVersion, ["version": version])) {
                LinkCell(title: t(SuiteText.feedbackLink),
                         url: ReturnPath.url(SettingsURL.feedback, from: returnPath ?? SettingsURL.settings.url))
            }
        }
    }

    private static func title(of theme: ThemePreference, _ context: PageContext) -> String {
        switch theme {
        case .system: context.t(SuiteText.themeSystem)
        case .light: context.t(SuiteText.themeLight)
        case .dark: context.t(SuiteText.themeDark)
        }
    }

    /// This device's subscription (a script: `push.js`, which also says why it cannot be turned
    /// on — iOS outside the Home Screen, permission denied), then every device with its per-app
    /// switches (forms: they work without JS) and the test button.
    struct NotificationsSection: HTMLComponent {
        var push: PushSettings
        var context: PageContext

        var body: some HTML {
            let t = context.t
            GroupedSection(header: t(SuiteText.pushTitle), footer: t(SuiteText.pushIntro)) {
                Cell(class: "push-panel") {
                    div(.id("push-panel"), .data("vapid-key", push.vapidPublicKey), .data("api", "/api/push")) {
                        p(.class("push-status"), .id("push-status"), .role("status"), .hidden(true)) { "" }
                        // Shown by push.js once it knows this browser can subscribe.
                        button(.type("button"), .class("button button-primary"), .id("push-enable"), .hidden(true)) {
                            t(SuiteText.pushEnable)
                        }
                        button(.type("button"), .class("button button-secondary button-destructive"), .id("push-disable"), .hidden(true)) {
                            t(SuiteText.pushDisable)
                        }
                        noscript { p(.class("push-status")) { t(SuiteText.pushNeedsScript) } }
                        template(.id("push-texts")) {
                            span(.data("key", "ios")) { t(SuiteText.pushIOSHomeScreen) }
                            span(.data("key", "denied")) { t(SuiteText.pushDenied) }
                            span(.data("key", "unsupported")) { t(SuiteText.pushUnsupported) }
                            span(.data("key", "failed")) { t(SuiteText.pushFailed) }
                            span(.data("key", "enabled")) { t(SuiteText.pushEnabledHere) }
                        }
                    }
                }
                ButtonCell(t(SuiteText.pushTest), action: SettingsURL.pushTest.url, context: context)
            }
            if push.devices.isEmpty {
                GroupedSection(header: t(SuiteText.pushDevices)) {
                    Cell { span(.class("cell-title")) { t(SuiteText.pushNoDevices) } }
                }
            }
            for (index, device) in push.devices.enumerated() {
                PostForm(action: SettingsURL.pushDevice(.value(device.id)).url, context: context, class: "push-device",
                         data: [("autosubmit", ""), ("push-device", device.id)]) {
                    GroupedSection(header: index == 0 ? t(SuiteText.pushDevices) : nil, footer: device.host) {
                        Cell { span(.class("cell-title push-device-name")) { device.name } }
                        for (app, isOn) in zip(PushSettings.apps, device.switches) {
                            ToggleCell(Self.title(of: app, context), name: PushSettings.field(device: device.id, app: app), isOn: isOn)
                        }
                    }
                    noscript { SubmitButton(t(SuiteText.pushSaveSwitches), class: "settings-apply") }
                }
                GroupedSection {
                    ButtonCell(t(SuiteText.pushRemove), action: SettingsURL.pushDeviceRemove(.value(device.id)).url, isDestructive: true,
                               context: context)
                }
            }
        }

        static func title(of app: String, _ context: PageContext) -> String {
            switch app {
            case "sleep": context.t(SuiteText.pushAppSleep)
            case "memory": context.t(SuiteText.pushAppMemory)
            case "launches": context.t(SuiteText.pushAppLaunches)
            default: context.t(SuiteText.pushAppDisposable)
            }
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
