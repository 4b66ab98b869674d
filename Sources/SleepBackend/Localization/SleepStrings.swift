import ServerCore

/// The texts ServerCore looks up by key: the launcher cell and the messages of PolySleep's
/// error codes (`error.<code>`, in problem+json and on error pages). Page texts are typed
/// (`SleepText`).
enum SleepStrings {
    static let table: Localizer.Table = [
        .en: [
            "sleep.appName": "PolySleep",
            "sleep.launcherTagline": "Plan polyphasic sleep with alarms and a score.",
            "error.sleep_not_started": "Pick a schedule first.",
            "error.sleep_not_found": "That block or alarm is not in your plan.",
            "error.sleep_block_running": "Another block is still running. Tap “I'm awake” first.",
            "error.sleep_nothing_running": "No block is running.",
        ],
        .tr: [
            "sleep.appName": "PolySleep",
            "sleep.launcherTagline": "Alarmlar ve puanla çok fazlı uykunuzu planlayın.",
            "error.sleep_not_started": "Önce bir uyku planı seçin.",
            "error.sleep_not_found": "Bu blok veya alarm planınızda yok.",
            "error.sleep_block_running": "Başka bir blok hâlâ sürüyor. Önce “Uyandım”a dokunun.",
            "error.sleep_nothing_running": "Şu anda süren bir blok yok.",
        ],
        .fr: [
            "sleep.appName": "PolySleep",
            "sleep.launcherTagline": "Planifiez un sommeil polyphasique avec alarmes et score.",
            "error.sleep_not_started": "Choisissez d’abord un planning.",
            "error.sleep_not_found": "Ce bloc ou cette alarme ne fait pas partie de votre planning.",
            "error.sleep_block_running": "Un autre bloc est en cours. Touchez d’abord « Je suis réveillé ».",
            "error.sleep_nothing_running": "Aucun bloc n’est en cours.",
        ],
    ]
}

extension SleepError: ProblemConvertible {
    var appError: AppError {
        switch self {
        case .notStarted: AppError(.conflict, code: "sleep_not_started", detail: "Pick a schedule first.")
        case .notFound: AppError(.notFound, code: "sleep_not_found", detail: "That block or alarm is not in your plan.")
        case .alreadyRunning:
            AppError(.conflict, code: "sleep_block_running", detail: "Another block is still running. Tap “I'm awake” first.")
        case .nothingRunning: AppError(.conflict, code: "sleep_nothing_running", detail: "No block is running.")
        case .invalid(let field): AppError.badRequest(field: field, "The field \(field) is missing or not valid.")
        }
    }
}
