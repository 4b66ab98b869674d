import Localization

/// The suite's one `Language` (Localization). Declared here so that inside this module the name
/// is never ambiguous with MemoryKit's own `Language`, which the shared one replaces.
typealias Language = Localization.Language
