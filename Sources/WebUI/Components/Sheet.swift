import Markup

/// A confirmation sheet (an iOS action sheet): a `<dialog>` that slides up from the bottom with
/// a question and its choices.
///
/// A form marked `data-sheet="<id>"` opens it instead of submitting (suite.js); the sheet's
/// confirming button then submits that form. Without JS the form submits directly, so the
/// action it guards must be undoable or harmless.
public struct Sheet: HTMLComponent {
    public var id: String
    public var title: String
    public var message: String?
    public var confirmTitle: String
    public var cancelTitle: String
    public var isDestructive: Bool

    public init(
        id: String, title: String, message: String? = nil, confirmTitle: String, cancelTitle: String,
        isDestructive: Bool = true
    ) {
        self.id = id
        self.title = title
        self.message = message
        self.confirmTitle = confirmTitle
        self.cancelTitle = cancelTitle
        self.isDestructive = isDestructive
    }

    public var body: some HTML {
        dialog(.class("sheet"), .id(id), .ariaLabelledBy("\(id)-title")) {
            div(.class("sheet-grabber"), .ariaHidden()) {}
            div(.class("sheet-body")) {
                h2(.class("sheet-title"), .id("\(id)-title")) { title }
                if let message { p(.class("sheet-message")) { message } }
            }
            div(.class("sheet-actions")) {
                button(.type("button"), .class("button"), .class(isDestructive ? "button-destructive" : "button-primary"),
                       .data("sheet-confirm", "")) { confirmTitle }
                button(.type("button"), .class("button button-secondary"), .data("sheet-cancel", "")) { cancelTitle }
            }
        }
    }
}
