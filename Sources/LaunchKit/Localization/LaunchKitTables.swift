import Localization

/// Every string table of LaunchKit, so one test checks them all (`StringTables.problems`).
public enum LaunchKitTables {
    public static var all: [any LocalizedKey.Type] { [LaunchScreenText.self, LaunchDateText.self, LaunchAlertText.self, LaunchStatusText.self, OrbitText.self] }
}
