import Foundation
import MemoryKit

// Prints mood accuracy per language beside the majority-class baseline, from the labelled
// diary lines the kit's tests use; exits 1 when a language misses the goal.
let path = CommandLine.arguments.dropFirst().first ?? "Tests/MemoryKitTests/Fixtures/mood-diary.tsv"
do {
    let accuracy = try MoodAccuracy(tsv: String(contentsOfFile: path, encoding: .utf8))
    print(accuracy.table(), terminator: "")
    exit(accuracy.rows().allSatisfy { $0.accuracy >= MoodAccuracy.goal } ? 0 : 1)
} catch {
    FileHandle.standardError.write(Data("mood-bench: cannot read \(path): \(error)\n".utf8))
    exit(2)
}
