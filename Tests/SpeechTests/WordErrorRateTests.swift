import Testing

@testable import Speech

@Suite struct WordErrorRateTests {
    @Test func identicalTextsAfterNormalisationHaveNoErrors() {
        // setup
        let reference = "and mister john dashwood had then leisure to consider"
        let hypothesis = "And Mr. John Dashwood had then leisure to consider."
        // act
        let rate = WordErrorRate.of(hypothesis: hypothesis, reference: reference)
        // check
        #expect(rate == 0)
    }

    @Test func hyphenatedWordsSplitLikeTheReference() {
        #expect(WordErrorRate.of(hypothesis: "He was not an ill-disposed young man.", reference: "he was not an ill disposed young man") == 0)
    }

    @Test func countsSubstitutionsDeletionsAndInsertions() {
        // setup: one substitution (cat→hat), one deletion (sat), one insertion (very)
        let reference = "the cat sat on the mat"
        let hypothesis = "the hat on the very mat"
        // act
        let rate = WordErrorRate.of(hypothesis: hypothesis, reference: reference)
        // check
        #expect(rate == 3.0 / 6.0)
    }

    @Test func emptyHypothesisMissesEveryWord() {
        #expect(WordErrorRate.of(hypothesis: "", reference: "he was not") == 1)
        #expect(WordErrorRate.of(hypothesis: "", reference: "") == 0)
    }

    @Test func turkishLettersAreKeptAsWords() {
        #expect(WordErrorRate.words("Bugün çok GÜZEL bir gün!") == ["bugün", "çok", "güzel", "bir", "gün"])
    }
}
