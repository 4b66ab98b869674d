import Foundation
import Localization
import MemoryKit
import ServerCore
import Testing

@testable import MemoryBackend

/// A refused upload's message is what the outbox shows under the failed item: it speaks the
/// reader's language, not the English detail.
@Suite("Memory: upload refusals in the reader's language")
struct MediaRefusalTextTests {
    static let refusals: [AppError] = [
        UploadIntake.tooLarge(MediaLimits()), MediaInspector.unsupported,
        MediaInspector.map(.tooManyPixels(width: 20_000, height: 20_000, limit: 100_000_000), file: UploadIntake.File(
            staged: StagedFile(name: "x", url: URL(fileURLWithPath: "/tmp/x"), byteSize: 1), filename: "plage.jpg")),
        MediaInspector.corrupt(UploadIntake.File(
            staged: StagedFile(name: "x", url: URL(fileURLWithPath: "/tmp/x"), byteSize: 1), filename: "plage.jpg")),
    ]

    @Test("every refusal reads in Turkish and French, with its numbers and names", arguments: [Language.tr, .fr])
    func localized(language: Language) throws {
        #expect(MediaRefusalText.strings.problems() == [])
        for refusal in Self.refusals {
            // act
            let localize = try #require(refusal.localizedDetail)
            let message = localize(language)
            // check
            #expect(message != refusal.detail, "\(refusal.code) stays English in \(language)")
            #expect(TranslationLint.asciiDecimals(in: message).isEmpty)
        }
        let localizeTooLarge = try #require(Self.refusals[0].localizedDetail)
        let tooLarge = localizeTooLarge(language)
        #expect(tooLarge.contains("25"), "\(tooLarge)")
    }
}
