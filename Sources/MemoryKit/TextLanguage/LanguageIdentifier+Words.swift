import Localization

extension LanguageIdentifier {
    /// The commonest short words of each language (articles, pronouns, conjunctions, auxiliaries,
    /// time words a diary uses). A word two languages share ("de", "en", "on") counts for both.
    static let functionWords: [Language: Set<String>] = [
        .en: [
            "the", "and", "a", "an", "i", "to", "of", "in", "on", "at", "my", "me", "we", "our", "us", "it", "is",
            "was", "were", "are", "am", "be", "been", "have", "has", "had", "do", "did", "didn", "don", "t", "s",
            "m", "ll", "ve", "not", "no", "so", "but", "with", "for", "from", "this", "that", "these", "there",
            "they", "them", "he", "she", "his", "her", "you", "your", "what", "when", "after", "before", "about",
            "all", "very", "just", "really", "today", "tomorrow", "yesterday", "day", "night", "morning",
            "evening", "week", "again", "still", "then", "home", "work", "got", "went", "feel", "felt", "like",
            "up", "out", "off", "by", "over", "into", "too", "can", "could", "would", "will", "every", "some",
        ],
        .tr: [
            "ve", "bir", "bu", "şu", "o", "çok", "da", "de", "ben", "sen", "biz", "onlar", "bana", "beni", "için",
            "ama", "fakat", "gibi", "ile", "mi", "mı", "mu", "mü", "ne", "daha", "en", "kadar", "sonra", "önce",
            "her", "hiç", "biraz", "bugün", "yarın", "dün", "akşam", "sabah", "gece", "gün", "hafta", "şey", "diye",
            "çünkü", "artık", "yine", "hem", "ya", "var", "yok", "değil", "oldu", "olan", "olarak", "bütün",
            "hep", "hâlâ", "halen", "tam", "iki", "üç", "saat", "evde", "eve", "işte", "işe", "bile", "sadece",
            "hepsi", "herkes", "kimse", "yani", "tüm", "içim", "kendimi", "benim", "onun", "sonunda",
        ],
        .fr: [
            "le", "la", "les", "l", "un", "une", "des", "de", "du", "d", "et", "je", "j", "tu", "il", "elle",
            "on", "nous", "vous", "ils", "elles", "me", "m", "te", "se", "s", "ce", "c", "cette", "ces", "mon",
            "ma", "mes", "ton", "sa", "son", "ses", "notre", "nos", "est", "suis", "sont", "était", "été", "ai",
            "as", "avait", "avons", "pas", "ne", "n", "que", "qu", "qui", "pour", "dans", "avec", "sur", "par",
            "au", "aux", "mais", "ou", "très", "tout", "toute", "tous", "trop", "plus", "bien", "aujourd", "hui",
            "demain", "hier", "soir", "matin", "journée", "semaine", "encore", "puis", "après", "avant", "chez",
            "moi", "toi", "lui", "leur", "y", "en", "quand", "comme", "fait", "rien", "jamais", "tellement",
        ],
    ]

    /// Word endings typical of one language (counted only on words longer than four letters).
    /// Turkish shows its grammar in suffixes; English in -ing/-ed/-ly; French in -ment, -eux, -ée.
    static let endings: [Language: [String]] = [
        .en: ["ing", "ed", "ly", "ness", "ful", "less", "tion", "ight", "ould", "ough"],
        .tr: ["yorum", "yordu", "yoruz", "dım", "dim", "dum", "düm", "tım", "tim", "tum", "müş", "mış", "miş",
              "ları", "leri", "lar", "ler", "ında", "inde", "ünde", "unda", "acak", "ecek", "ım", "ım", "um", "üm",
              "sın", "sin", "lık", "lik", "luk", "lük", "dan", "den", "tan", "ten", "ydı", "ydi", "yim", "yım"],
        .fr: ["ment", "eux", "euse", "ée", "ées", "és", "ais", "ait", "aient", "ions", "iez", "ons", "ez", "eur",
              "eau", "aux", "oire", "ique", "elle", "ette", "erie"],
    ]
}
