import Localization

/// Every string table of SleepKit, so one test checks them all (`StringTables.problems`).
public enum SleepKitTables {
    public static var all: [any LocalizedKey.Type] { [SleepTodayText.self, SleepReminderText.self, ScheduleIssueText.self, SleepDurationText.self, BlockRecordIssueText.self] }
}
