import Localization

extension MoodLexicon {
    /// The lexicon for `language`, built once.
    static func `for`(_ language: Language) -> MoodLexicon {
        switch language {
        case .en: english
        case .tr: turkish
        case .fr: french
        }
    }

    static let english = MoodLexicon(
        words: [
            .joyful: [
                "happy": 1, "happi*": 1, "joy*": 1, "glad": 1, "delight*": 1.2, "excit*": 1, "thrill*": 1.2,
                "wonderful": 1, "amazing": 1, "awesome": 1, "fantastic": 1.2, "great": 0.7, "love": 1, "loved": 1,
                "loving": 0.8, "lovely": 0.8, "laugh*": 1, "celebrat*": 1, "fun": 0.8, "cheerful": 1, "grateful": 0.9,
                "thankful": 0.9, "proud": 1, "yay": 1, "brilliant": 0.9, "ecstatic": 1.5, "blessed": 0.8, "smil*": 0.8,
                "enjoy*": 0.9, "beautiful": 0.6, "perfect": 0.8, "won": 0.8, "party": 0.6, "hooray": 1,
                "overjoyed": 1.5, "elated": 1.4, "best": 0.7, "good": 0.4, "nice": 0.4, "excellent": 0.9, "hug*": 0.5,
                "surprise": 0.5, "promoted": 1, "promotion": 0.8, "passed": 0.5, "success*": 0.8,
            ],
            .calm: [
                "calm*": 1, "peace*": 1, "relax*": 1, "quiet": 0.8, "serene": 1.2, "tranquil*": 1.2, "cozy": 0.9,
                "cosy": 0.9, "gentle": 0.7, "rest": 0.4, "rested": 0.9, "restful": 1, "content": 0.5, "contented": 1,
                "comfort*": 0.7, "slow": 0.6, "slowly": 0.5, "sooth*": 1, "chill": 0.7, "mellow": 0.9,
                "meditat*": 1, "unwind*": 1, "easy": 0.5, "lazy": 0.6, "leisure*": 0.8, "balanced": 0.8,
                "breathe": 0.5, "breeze": 0.5, "stroll*": 0.6, "nap": 0.5, "tea": 0.3, "sunset": 0.4, "settled": 0.6,
            ],
            .sad: [
                "sad*": 1.2, "unhapp*": 1.2, "cry*": 1, "cried": 1.1, "tears": 1, "lonely": 1.2, "loneli*": 1.2,
                "alone": 0.6, "depress*": 1.3, "grief": 1.4, "griev*": 1.3, "heartbr*": 1.5, "hurt*": 0.8,
                "lost": 0.5, "loss": 0.9, "sorrow*": 1.3, "gloom*": 1, "empty": 0.8, "disappoint*": 1, "regret*": 0.9,
                "mourn*": 1.3, "funeral": 1.2, "hopeless*": 1.3, "miserable": 1.3, "homesick": 1, "missing": 0.5,
                "bad": 0.4, "awful": 0.6, "terrible": 0.6, "sigh*": 0.5,
                "died": 1.1, "goodbye": 0.5, "broken": 0.8, "weep*": 1.2, "upset": 0.6,
            ],
            .anxious: [
                "anxi*": 1.2, "worr*": 1, "nervous*": 1.1, "stress*": 1, "scared": 1.1, "afraid": 1, "fear*": 1,
                "panic*": 1.3, "tense": 1, "uneasy": 1, "overwhelm*": 1.1, "restless": 0.9, "dread*": 1.2,
                "deadline*": 0.6, "insomnia": 0.9, "terrified": 1.4, "frighten*": 1.1, "concern*": 0.7,
                "uncertain*": 0.6, "pressure": 0.6, "jittery": 1, "doubt*": 0.5,
                "sleepless": 0.8, "shaking": 0.6, "shaky": 0.6, "apprehensive": 1.1,
            ],
            .angry: [
                "angr*": 1.2, "anger": 1.2, "furious": 1.5, "mad": 0.8, "annoy*": 1, "irritat*": 1, "frustrat*": 1,
                "hate": 1, "hated": 1, "rage": 1.4, "outrag*": 1.3, "livid": 1.5, "pissed": 1.2, "resent*": 1,
                "yell*": 0.9, "shout*": 0.8, "unfair": 0.8, "infuriat*": 1.4, "disgust*": 1, "argu*": 0.7,
                "fight*": 0.6, "slammed": 0.7, "ridiculous": 0.7, "rude": 0.8, "insult*": 0.9, "cheated": 0.9,
                "betray*": 0.9,
            ],
        ],
        phrases: [
            ("fed", "up", .angry, 1.2), ("sick", "of", .angry, 1), ("on", "edge", .anxious, 1),
            ("passed", "away", .sad, 1.2), ("what", "if", .anxious, 0.5), ("at", "ease", .calm, 1),
            ("let", "down", .sad, 0.9), ("broke", "down", .sad, 1), ("freaking", "out", .anxious, 1.2),
            ("freaked", "out", .anxious, 1.2), ("couldn't", "sleep", .anxious, 0.8), ("can't", "sleep", .anxious, 0.8),
        ],
        negators: ["not", "no", "never", "without", "hardly", "barely", "nothing", "nobody", "neither", "nor",
                   "dont", "didnt", "isnt", "wasnt", "cant", "cannot", "wont", "arent", "werent"],
        intensifiers: ["very", "so", "really", "extremely", "incredibly", "totally", "absolutely", "super",
                       "deeply", "truly", "utterly", "completely", "too"],
        softeners: ["bit", "slightly", "little", "somewhat", "kind", "kinda", "sort", "mildly", "fairly"]
    )
}
