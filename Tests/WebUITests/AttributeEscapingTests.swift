import Localization
import Markup
import PageSnapshotTesting
import Testing
import WebUI

/// Every attribute slot of the shared components gets hostile text: it must stay inside its
/// quotes, and script URLs must not survive.
@Suite("Components: no value escapes its attribute")
struct AttributeEscapingTests {
    static let hostile = [#""><script>alert(1)</script>"#, "' onmouseover='alert(1)", #"" onmouseover="alert(1)"#]

    /// Each shared component with `value` in every string it takes.
    static func components(_ value: String) -> [(String, any HTML)] {
        let context = PageContext(
            language: .en, account: AccountSummary(email: value), currentPath: value, flash: Flash(.warning, value),
            csrf: .fixed(value))
        let item = NavigationItem.link(value, url: value, icon: .plus, id: value)
        return [
            ("Page", Page(context, title: value, navigation: NavigationBar(title: value, leading: .back(value, url: value, id: value), actions: [item]),
                          tabBar: TabBar(label: value, tabs: [.init(label: value, url: value, icon: .gear, isSelected: true)]),
                          scripts: [value], app: value) { value }),
            ("NavigationItem.submit", NavigationItem(value, action: .submit(form: value), id: value, isProminent: true)),
            ("GroupedSection", GroupedSection(header: value, footer: value, listClass: value) {
                LinkCell(title: value, subtitle: value, detail: value, badge: value, url: value, image: CellImage(url: value))
                ButtonCell(value, action: value, isDestructive: true, context: context)
                Cell(class: value) { value }
            }),
            ("Banner", Banner(.error, value)),
            ("ActionBanner", ActionBanner(value, buttonTitle: value, formAction: value, context: context) { HiddenField(name: value, value: value) }),
            ("EmptyState", EmptyState(icon: .clock, title: value, message: value, action: LinkButton(value, url: value, id: value, class: value))),
            ("SegmentedControl", SegmentedControl(label: value, segments: [.init(title: value, url: value, isSelected: true)])),
            ("SegmentedPicker", SegmentedPicker(name: value, legend: value, options: [.init(value: value, title: value, lang: value)], selected: value)),
            ("PostForm", PostForm(action: value, context: context, id: value, class: value, role: value, isMultipart: true,
                                  data: [("sheet", value)]) { SubmitButton(value, name: value, value: value, id: value, class: value) }),
            ("FormField", FormField(label: value, name: value, type: value, value: value, hint: value, error: value,
                                    autocomplete: value, inputMode: value)),
            ("TextAreaField", TextAreaField(label: value, name: value, value: value, hint: value, error: value,
                                            describedBy: [value], labelClass: value)),
            ("Sheet", Sheet(id: value, title: value, message: value, confirmTitle: value, cancelTitle: value)),
        ]
    }

    @Test("quotes and angle brackets stay escaped in every slot", arguments: hostile)
    func attributeSlots(value: String) {
        for (name, component) in Self.components(value) {
            // act
            let html = component.renderedString()
            // check
            #expect(!html.contains("<script>alert"), "\(name) let a tag through")
            #expect(!html.contains("' onmouseover") && !html.contains("\" onmouseover"), "\(name) let an attribute through")
            #expect(html.contains("&quot;") || html.contains("&#39;"), "\(name) did not render the value at all")
        }
    }

    @Test("script URLs become # in every URL slot")
    func urlSlots() {
        for (name, component) in Self.components("javascript:alert(1)") {
            let html = component.renderedString()
            #expect(!html.contains("href=\"javascript:") && !html.contains("action=\"javascript:") && !html.contains("src=\"javascript:"),
                    "\(name) kept a script URL")
        }
    }
}
