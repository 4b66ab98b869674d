extension MoodLexicon {
    /// Turkish: mostly stems, since one word carries person and tense ("mutluyum", "üzüldüm").
    /// Verb stems end in `+` so "eğlenmedim" (I did not have fun) reads as negated.
    static let turkish = MoodLexicon(
        words: [
            .joyful: [
                "mutlu*": 1.1, "mutluluk*": 1.1, "sevin+": 1.1, "neşe*": 1.1, "harika*": 1, "muhteşem*": 1.2,
                "şahane*": 1.2, "mükemmel*": 1, "güzel*": 0.5, "eğlen+": 1, "eğlence*": 0.9, "kahkaha*": 1.1,
                "gülümse+": 0.9, "güldü*": 0.9, "gülüş*": 0.8, "coşku*": 1.2, "heyecanlı*": 0.7, "keyif*": 0.9,
                "bayıldım": 1, "bayıldı": 0.9, "sevdim": 1, "seviyorum": 1, "sevgi*": 0.8, "aşık*": 0.9, "kutla+": 1,
                "başardı*": 1, "başarı*": 0.8, "gurur*": 1, "şükür*": 0.8, "minnettar*": 0.9, "yaşasın": 1.2,
                "süper": 0.8, "müthiş": 1, "hayran*": 0.8, "iyiyim": 0.6, "sevindi*": 1.1, "terfi*": 0.9,
                "kazandı*": 0.8, "şanslı*": 0.8, "sürpriz*": 0.5, "mest": 1,
            ],
            .calm: [
                "sakin*": 1, "huzur*": 1.1, "rahat*": 0.9, "rahatla+": 1, "dingin*": 1.2, "sessiz*": 0.6,
                "dinlen+": 0.9, "sükunet*": 1.1, "sükûnet*": 1.1, "meditasyon*": 1, "yavaş*": 0.5, "ferah*": 0.8,
                "yumuşacık": 0.6, "tembel*": 0.5, "dengeli*": 0.7, "hafifle+": 0.8, "sıcacık": 0.6, "çay*": 0.3,
                "yürüyüş*": 0.4, "kestirdim": 0.5, "uzandım": 0.5, "esinti*": 0.5, "keyifle": 0.4,
            ],
            .sad: [
                "üzgün*": 1.2, "üzül+": 1.1, "üzüntü*": 1.2, "mutsuz*": 1.2, "ağla+": 1.1, "ağlıyor*": 1.1,
                "gözyaşı*": 1.1, "yalnız*": 0.9, "hüzün*": 1.2, "hüzünl*": 1.2, "kırgın*": 1, "kırıldım": 0.9,
                "keder*": 1.3, "özledim": 0.8, "özlüyorum": 0.8, "özlem*": 0.8, "kaybettim": 0.7, "kayıp*": 0.7,
                "depresyon*": 1.3, "boşluk*": 0.7, "yas": 1, "yastayız": 1.1, "cenaze*": 1.2, "umutsuz*": 1.3, "çaresiz*": 1.1,
                "perişan*": 1.2, "kötü*": 0.5, "berbat*": 0.5, "vefat*": 1.2, "öldü*": 1, "elveda*": 0.6,
                "ayrıldı*": 0.5, "burkul*": 1, "acı": 0.5, "acıyor": 0.6, "yorgun*": 0.3,
                "veda*": 0.5,
            ],
            .anxious: [
                "endişe*": 1.2, "kaygı*": 1.2, "tedirgin*": 1.1, "gergin*": 1, "gerildim": 1, "stres*": 1,
                "korku*": 1.1, "kork+": 1.1, "panik*": 1.3, "huzursuz*": 1.1, "rahatsız*": 0.8, "telaş*": 1, "uykusuz*": 0.7,
                "bunal+": 1, "evham*": 1.1, "kuşku*": 0.6, "ürper*": 0.7, "yetişemeyeceğim": 1, "yetiştiremeyeceğim": 1,
                "sınav*": 0.3, "tırsı*": 1, "heyecandan": 0.5,
                "titri+": 0.6, "belirsiz*": 0.6, "baskı*": 0.5, "uyuyamadım": 0.8, "uyuyamıyorum": 0.8,
            ],
            .angry: [
                "kızgın*": 1.2, "kızdım": 1.1, "kızdı": 1, "kızıyorum": 1.1, "sinirlen+": 1.2, "sinirli*": 1.2,
                "sinir*": 0.9, "öfke*": 1.3, "nefret*": 1.2, "bıktım": 1.2, "bıkkın*": 1, "rezil*": 1, "haksız*": 0.8,
                "saçma*": 0.7, "lanet*": 1, "kavga*": 0.8, "bağır+": 0.9, "tartış+": 0.7, "çıldır+": 1,
                "delirece*": 1, "gıcık*": 1, "hiddet*": 1.3, "kudur+": 1.2, "terbiyesiz*": 0.9, "kabalık*": 0.8,
                "kaba": 0.7, "kandırıl*": 0.9, "aldatıl*": 0.9, "zıvanadan": 1.2,
            ],
        ],
        phrases: [
            ("moralim", "bozuk", .sad, 1.2), ("moralim", "bozul", .sad, 1.2), ("moral", "bozuk", .sad, 1),
            ("canım", "sıkkın", .sad, 0.9), ("canım", "sıkıl", .sad, 0.8), ("hayal", "kırıklığı", .sad, 1.1),
            ("içim", "burkul", .sad, 1.2), ("sinirim", "bozul", .angry, 1.2), ("tepem", "attı", .angry, 1.4),
            ("ödüm", "kop", .anxious, 1.3), ("diken", "üstünde", .anxious, 1.2), ("içim", "rahat", .calm, 1.1),
            ("kafam", "rahat", .calm, 1), ("içim", "daral", .anxious, 1.1), ("kalbim", "kırık", .sad, 1.3),
            ("gözlerim", "doldu", .sad, 1.1), ("kafayı", "yiyece", .anxious, 0.9),
        ],
        negators: ["hiç", "asla", "hiçbir"],
        postNegators: ["değil", "yok"],
        intensifiers: ["çok", "gerçekten", "aşırı", "fazlasıyla", "inanılmaz", "müthiş", "son", "öyle", "çoook", "acayip"],
        softeners: ["biraz", "azıcık", "hafif"]
    )
}
