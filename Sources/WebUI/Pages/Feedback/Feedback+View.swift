import Localization
import Markup

extension FeedbackPage: PageModel {
    public func view(in context: PageContext) -> some HTML {
        let t = context.t
        let title = t(sent ? SuiteText.feedbackSentTitle : SuiteText.feedbackTitle)
        let back = returnPath ?? SettingsURL.settings.url
        let navigation = NavigationBar.back(to: t(SuiteText.navBack), url: back, title: title)
        return Page(context, title: title, navigation: navigation) {
            if sent {
                p(.class("form-intro"), .role("status")) { t(SuiteText.feedbackSentBody) }
                p(.class("form-alternative")) { LinkButton(t(SuiteText.feedbackBack), url: back) }
            } else {
                if let problem, problem.field == nil { Banner(.error, problem.message) }
                p(.class("form-intro")) { t(SuiteText.feedbackIntro) }
                PostForm(action: SettingsURL.feedback.url, context: context, class: "form-card") {
                    if let returnPath { HiddenField(name: ReturnPath.parameter, value: returnPath) }
                    div(.class("field")) {
                        label(.class("field-label"), .for("field-topic")) { t(SuiteText.feedbackTopic) }
                        select(.name(Field.topic), .id("field-topic"), .class("field-input")) {
                            for each in Topic.allCases {
                                option(.value(each.rawValue), .selected(each == topic)) { Self.title(of: each, t) }
                            }
                        }
                    }
                    div(.class("field")) {
                        SegmentedPicker(name: Field.kind, legend: t(SuiteText.feedbackKind),
                                        options: [.init(value: Kind.problem.rawValue, title: t(SuiteText.feedbackProblem)),
                                                  .init(value: Kind.idea.rawValue, title: t(SuiteText.feedbackIdea))],
                                        selected: kind.rawValue)
                    }
                    TextAreaField(label: t(SuiteText.feedbackMessage), name: Field.message, value: message, rows: 8,
                                  hint: t(SuiteText.feedbackMessageHint, ["max": LocalizedNumber.integer(Self.maxMessage, context.language)]),
                                  error: problem?.message(for: Field.message), maxLength: Self.maxMessage)
                    if let account = context.account {
                        div(.class("field field-check")) {
                            label(.class("check"), .for("field-mayReply")) {
                                input(.type("checkbox"), .name(Field.mayReply), .id("field-mayReply"), .value("on"), .checked(mayReply))
                                span { t(SuiteText.feedbackMayReply, ["email": account.email]) }
                            }
                        }
                    } else {
                        FormField(label: t(SuiteText.feedbackReplyTo), name: Field.replyTo, type: "email", value: replyTo,
                                  hint: t(SuiteText.feedbackReplyToHint), error: problem?.message(for: Field.replyTo),
                                  autocomplete: "email", isRequired: false, maxLength: 254)
                    }
                    SubmitButton(t(SuiteText.feedbackSubmit))
                }
                p(.class("form-alternative")) { t(SuiteText.aboutVersion, ["version": version]) }
            }
        }
    }

    static func title(of topic: Topic, _ t: Translator) -> String {
        switch topic {
        case .suite: t(SuiteText.feedbackTopicSuite)
        case .notes: "Notes"
        case .sleep: "PolySleep"
        case .launches: "SpaceNasa"
        case .memory: "Memory Recap"
        case .disposable: "Disposable"
        }
    }
}
