extension MoodLexicon {
    /// French: stems with `*` cover gender and number ("heureux/heureuse", "inquiet/inquiète")
    /// and verb forms ("énervé", "m'énerve"). Apostrophes split words ("j'ai" → "j", "ai"), so the
    /// negation "ne … pas" arrives as "n"/"ne" and "pas" before the emotion word.
    static let french = MoodLexicon(
        words: [
            .joyful: [
                "heureu*": 1.1, "bonheur": 1.2, "joie": 1.1, "joyeu*": 1.1, "ravi": 1.1, "ravie": 1.1, "ravis": 1.1,
                "génial*": 1, "super": 0.6, "merveilleu*": 1.1, "formidable": 1, "fantastique": 1.1, "magnifique": 0.8,
                "adore": 0.9, "adoré*": 1, "aime": 0.6, "rire": 0.9, "ri": 0.8, "rigol*": 0.9, "fête*": 0.7,
                "fêté*": 0.8, "célébr*": 0.9, "fier": 1, "fière": 1, "fiers": 1, "fières": 1, "content": 0.6,
                "contente": 0.8, "contents": 0.8, "enchanté*": 1, "enthousias*": 1, "chanceu*": 0.8,
                "reconnaissant*": 0.9, "sourire": 0.8, "souri*": 0.8, "youpi": 1.2, "plaisir": 0.8, "réussi*": 0.8,
                "gagné": 0.8, "parfait*": 0.8, "comblé*": 1.1, "épanoui*": 1, "euphori*": 1.4, "extraordinaire": 0.9,
                "amus*": 0.8, "bravo": 0.8, "incroyable": 0.6, "magique": 0.8, "excité*": 0.9, "hâte": 0.7,
            ],
            .calm: [
                "calme*": 1, "paisibl*": 1, "paix": 1, "tranquil*": 1, "détendu*": 1, "détente": 1, "repos": 0.8,
                "reposé*": 1, "reposant*": 1, "serein*": 1.2, "sérénité": 1.2, "doux": 0.6, "douce*": 0.6,
                "douceur": 0.8, "apaisé*": 1.1, "apais*": 1, "zen": 1, "relax*": 1, "flâné*": 0.7, "balade": 0.5,
                "sieste": 0.6, "lentement": 0.5, "tisane": 0.4, "thé": 0.3, "médit*": 1, "respir*": 0.4,
                "silence": 0.6, "silencieu*": 0.6, "soulag*": 0.8, "cocon*": 0.7, "cosy": 0.9, "confortabl*": 0.6,
                "souffler": 0.5, "bercé*": 0.6, "paresse*": 0.5, "coucher": 0.2, "plaid": 0.4,
            ],
            .sad: [
                "triste*": 1.2, "tristesse": 1.3, "pleur*": 1.1, "larme*": 1, "seul": 0.7, "seule": 0.7,
                "solitude": 1, "déprim*": 1.3, "chagrin*": 1.3, "déçu*": 1, "déception": 1, "malheureu*": 1.2,
                "mélancoli*": 1.1, "cafard": 1, "regrett*": 0.9, "deuil": 1.3, "enterrement": 1.2, "décéd*": 1.2,
                "décès": 1.2, "mort": 0.8, "morte": 0.8, "perdu*": 0.5, "vide": 0.7, "abattu*": 1.1, "morose": 1,
                "nostalgi*": 0.6, "peine": 0.9, "douloureu*": 0.8, "brisé*": 0.9, "désespo*": 1.3,
                "désespér*": 1.3, "sanglot*": 1.2, "adieu": 0.6, "manque": 0.6, "mal": 0.3, "gris": 0.3,
            ],
            .anxious: [
                "anxi*": 1.2, "inquiet*": 1.1, "inquiète*": 1.1, "inquiét*": 1.1, "inquiè*": 1.1, "stress*": 1,
                "peur": 1, "peurs": 1, "angoiss*": 1.3, "nerveu*": 1, "panique*": 1.3, "paniqu*": 1.3, "effray*": 1.2,
                "terrifi*": 1.4, "appréhen*": 1, "tendu*": 1, "crainte*": 1, "crains": 0.9, "craint": 0.8,
                "trac": 1, "insomnie": 0.9, "débordé*": 0.9, "submergé*": 1.1, "pression": 0.6, "examen": 0.3,
                "trembl*": 0.6, "agité*": 0.8, "préoccup*": 0.9, "oppress*": 0.9, "flipp*": 1, "redout*": 1.1,
                "tracass*": 1, "affolé*": 1.2, "incertitude": 0.6,
            ],
            .angry: [
                "colère": 1.3, "fâché*": 1.1, "furieu*": 1.5, "furax": 1.4, "énerv*": 1.1, "agacé*": 1, "agac*": 1,
                "irrit*": 1, "déteste": 1, "détesté*": 1, "haine": 1.2, "marre": 1.1, "injuste*": 0.8,
                "injustice": 0.9, "rage": 1.4, "enragé*": 1.4, "exaspér*": 1.3, "insupportable": 1, "crié": 0.8,
                "crier": 0.8, "crie": 0.7, "disput*": 0.8, "engueul*": 1, "vexé*": 0.9, "révolt*": 1,
                "scandaleu*": 1, "indign*": 1.1, "impoli*": 0.8, "grossier*": 0.8, "saoul*": 0.9, "soûl*": 0.9,
                "arnaq*": 0.9, "trahi*": 0.9, "frustr*": 1, "ridicule": 0.7, "honteu*": 0.6,
            ],
        ],
        phrases: [
            ("ras", "le", .angry, 1.2), ("hors", "de", .angry, 0.8), ("cœur", "brisé", .sad, 1.3),
            ("boule", "au", .anxious, 1), ("me", "manque", .sad, 0.9),
            ("bête", "noire", .angry, 0.5), ("fous", "de", .joyful, 0.6), ("mal", "tourner", .anxious, 0.6),
        ],
        negators: ["pas", "jamais", "sans", "ni", "aucun", "aucune", "rien", "ne", "n", "guère"],
        intensifiers: ["très", "trop", "vraiment", "tellement", "si", "super", "complètement", "totalement",
                       "profondément", "extrêmement", "hyper", "grave"],
        softeners: ["peu", "légèrement", "assez", "plutôt"]
    )
}
