import Markup
import WebUI

/// "Share as Image" under a recap: pick a layout, get the PNG (or the A4 PDF). A plain GET form,
/// so it downloads without JS; memory.js hands the file to the Web Share API where the browser
/// can share files, and downloads it otherwise.
struct RecapImageSection: HTMLComponent {
    var year: Int
    var month: Int?
    var context: PageContext

    var body: some HTML {
        let t = context.t
        return form(.class("recap-image"), .method("get"), .action(MemoryURL.summaryImage.url), .data("recap-image", ""),
                    .data("failed", t(MemoryWebText.recapImageFailed))) {
            input(.type("hidden"), .name("year"), .value(String(year)))
            if let month { input(.type("hidden"), .name("month"), .value(String(month))) }
            GroupedSection(header: t(MemoryWebText.recapImageHeader), footer: t(MemoryWebText.recapImageFooter)) {
                Cell(class: "cell-picker") {
                    SegmentedPicker(name: "template", legend: t(MemoryWebText.recapImageLayout), options: [
                        .init(value: "story", title: t(MemoryWebText.templateStory)),
                        .init(value: "square", title: t(MemoryWebText.templateSquare)),
                        .init(value: "a4", title: t(MemoryWebText.templateA4)),
                    ], selected: "story")
                }
            }
            div(.class("share-actions")) {
                SubmitButton(t(MemoryWebText.recapImageShare), style: .secondary)
            }
        }
    }
}
