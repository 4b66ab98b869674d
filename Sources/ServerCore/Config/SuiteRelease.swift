/// The suite's release, shown under Settings → About and stored with each feedback message.
/// Raised by hand when a release is cut (semantic versioning), like an app's
/// `CFBundleShortVersionString`.
public enum SuiteRelease {
    public static let version = "1.0.0"
}
