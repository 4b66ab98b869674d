import Foundation

/// Word error rate: (substitutions + deletions + insertions) / reference words, after the usual
/// normalisation (case, punctuation, hyphens, a few spoken forms of English abbreviations), so
/// "Mr. John" matches "mister john" and "ill-disposed" matches "ill disposed".
public enum WordErrorRate {
    /// Edit distance in words between the normalised texts, over the reference's word count.
    public static func of(hypothesis: String, reference: String) -> Double {
        let expected = words(reference)
        let heard = words(hypothesis)
        guard !expected.isEmpty else { return heard.isEmpty ? 0 : 1 }
        return Double(editDistance(expected, heard)) / Double(expected.count)
    }

    /// Lowercased words with punctuation removed; hyphens and apostrophes split or join as
    /// speech would be written in a reference transcript.
    public static func words(_ text: String) -> [String] {
        var cleaned = ""
        for character in text.lowercased() {
            if character.isLetter || character.isNumber {
                cleaned.append(character)
            } else if character == "'" || character == "’" {
                continue  // "don't" and "dont" are the same spoken word
            } else {
                cleaned.append(" ")
            }
        }
        return cleaned.split(separator: " ").map { spokenForms[String($0)] ?? String($0) }
    }

    private static let spokenForms = ["mr": "mister", "mrs": "missus", "dr": "doctor", "st": "saint"]

    static func editDistance(_ a: [String], _ b: [String]) -> Int {
        var previous = Array(0...b.count)
        var row = [Int](repeating: 0, count: b.count + 1)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            row[0] = i
            for j in stride(from: 1, through: b.count, by: 1) {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                row[j] = min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + cost)
            }
            swap(&previous, &row)
        }
        return previous[b.count]
    }
}
