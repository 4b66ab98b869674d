/// English and Turkish words too common to say anything about a month (for the word cloud).
///
/// Lists are lowercase; entries are checked after Turkish-aware lowercasing, and a word that
/// contains dotless `ı` is also checked in its dotted form, so "BIR" typed by a Turkish user
/// (lowercased to "bır") is still recognised as "bir".
public enum StopWords {
    public static let english: Set<String> = [
        "a", "about", "above", "after", "again", "against", "all", "also", "am", "an", "and", "any", "are",
        "aren", "as", "at", "be", "because", "been", "before", "being", "below", "between", "both", "but",
        "by", "can", "could", "couldn", "did", "didn", "do", "does", "doesn", "doing", "don", "down",
        "during", "each", "even", "ever", "few", "for", "from", "further", "get", "got", "had", "hadn",
        "has", "hasn", "have", "haven", "having", "he", "her", "here", "hers", "herself", "him", "himself",
        "his", "how", "i", "if", "in", "into", "is", "isn", "it", "its", "itself", "just", "let", "like",
        "ll", "me", "more", "most", "much", "must", "my", "myself", "no", "nor", "not", "now", "of", "off",
        "on", "once", "one", "only", "or", "other", "our", "ours", "ourselves", "out", "over", "own", "really",
        "same", "she", "should", "shouldn", "so", "some", "still", "such", "than", "that", "the", "their",
        "theirs", "them", "themselves", "then", "there", "these", "they", "this", "those", "through", "to",
        "too", "under", "until", "up", "us", "very", "was", "wasn", "we", "were", "weren", "what", "when",
        "where", "which", "while", "who", "whom", "why", "will", "with", "won", "would", "wouldn", "yet",
        "you", "your", "yours", "yourself", "yourselves", "today", "yesterday", "tomorrow", "went", "going",
        "www", "com",
    ]

    public static let turkish: Set<String> = [
        "acaba", "ama", "ancak", "artık", "aslında", "az", "bana", "bazı", "belki", "ben", "beni", "benim",
        "bile", "bir", "biraz", "birçok", "biri", "birkaç", "birşey", "biz", "bize", "bizi", "bizim", "bu",
        "buna", "bunda", "bundan", "bunlar", "bunları", "bunların", "bunu", "bunun", "burada", "çok", "çünkü",
        "da", "daha", "dahi", "de", "defa", "değil", "diye", "dün", "eğer", "en", "gibi", "göre", "hem",
        "hep", "hepsi", "her", "hiç", "için", "ile", "ise", "işte", "kadar", "ki", "kim", "kimse", "mı", "mi",
        "mu", "mü", "nasıl", "ne", "neden", "nerede", "nereye", "niçin", "niye", "o", "olan", "olarak",
        "oldu", "olduğu", "olmak", "olur", "on", "ona", "ondan", "onlar", "onlara", "onları", "onların",
        "onu", "onun", "orada", "öyle", "sadece", "sana", "sonra", "şey", "şimdi", "şöyle", "şu", "şuna",
        "şunu", "sen", "senden", "seni", "senin", "siz", "sizi", "sizin", "tüm", "önce", "ve", "veya", "ya",
        "yani", "yarın", "yine", "zaten", "bugün", "var", "yok", "idi", "iken", "ile", "kendi", "çünki",
    ]

    /// Both lists, plus the dotted spellings of words that contain `ı`.
    private static let all: Set<String> = {
        var set = english.union(turkish)
        for word in turkish where word.contains("ı") { set.insert(TextFolding.matchKey(word)) }
        return set
    }()

    /// Whether `word` (already lowercased) is a stop word in either language.
    public static func contains(_ word: String) -> Bool {
        contains(word, hasDotlessI: word.unicodeScalars.contains { $0.value == 0x131 })
    }

    /// Same, when the caller already knows whether `word` contains `ı` (saves a scan).
    static func contains(_ word: String, hasDotlessI: Bool) -> Bool {
        all.contains(word) || (hasDotlessI && all.contains(TextFolding.matchKey(word)))
    }
}
