import Foundation
import Localization
import Markup

extension HTMLAttribute where Tag: HTMLTrait.HasDateTime {
    /// `datetime` for an instant, as an RFC 3339 UTC timestamp (`InternetTimestamp`).
    public static func datetime(_ date: Date) -> Self { datetime(InternetTimestamp.string(from: date)) }
}
