import Localization
import MemoryKit
import ServerCore

extension AppError {
    /// What the API refused, in the reader's language: each field it named as MemoryKit's
    /// sentence ("Song title is required."), a missing file as what the memory's `kind` needs.
    /// The API's own (English) detail only when it names no field this can word.
    func message(in language: Language, kind: String? = nil) -> String {
        guard let problems = errors, !problems.isEmpty else { return detail }
        let sentences = problems.compactMap { problem -> String? in
            if problem.field == "file" && problem.reason == FieldIssue.Reason.required.rawValue {
                return (kind == "audio" ? MemoryWebText.needRecording : MemoryWebText.needPhoto).text(language)
            }
            guard let reason = FieldIssue.Reason(rawValue: problem.reason) else { return nil }
            return FieldIssue(field: problem.field, reason: reason).message(in: language)
        }
        return sentences.count == problems.count ? sentences.joined(separator: " ") : detail
    }
}
