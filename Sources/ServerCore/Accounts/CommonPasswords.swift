/// A short list of the passwords that appear most in public breach corpora. Not a full
/// breached-password check, but it stops the guesses an attacker tries first.
enum CommonPasswords {
    static func contains(_ password: String) -> Bool {
        list.contains(password.lowercased())
    }

    private static let list: Set<String> = [
        "12345678", "123456789", "1234567890", "password", "password1", "password123", "qwerty123",
        "qwertyuiop", "11111111", "00000000", "iloveyou", "sunshine", "princess", "football",
        "baseball", "welcome1", "welcome123", "abc12345", "abcd1234", "1q2w3e4r", "1qaz2wsx",
        "qwerty12", "asdfghjkl", "zxcvbnm1", "dragon12", "monkey123", "letmein1", "trustno1",
        "superman", "batman12", "starwars", "whatever", "passw0rd", "p@ssw0rd", "p@ssword",
        "admin123", "administrator", "changeme", "88888888", "12341234", "87654321", "11223344",
        "123123123", "qazwsxedc", "michael1", "shadow12", "master12", "jennifer", "computer",
        "internet", "samsung1", "football1", "charlie1", "liverpool", "chelsea1", "arsenal1",
        "galatasaray", "fenerbahce", "besiktas", "trabzonspor", "istanbul", "ankara06", "sifre123",
        "parola123", "şifre123", "motdepasse", "azertyuiop", "azerty123", "soleil123", "bonjour1",
        "doudou123", "chouchou", "loulou123", "marseille", "12qwaszx", "q1w2e3r4", "qwer1234",
        "asdf1234", "zaq12wsx", "!qaz2wsx", "password!", "welcome!", "hello123", "test1234",
        "guest123", "secret12", "freedom1", "mustang1", "access14", "pokemon1", "minecraft",
    ]
}
