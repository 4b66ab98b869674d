import WebUI

/// The contract's addresses that pages link to or hand to their scripts: downloads, the QR
/// image, a guest's recovery link. Pages name them here and never as strings, so a page cannot
/// point at a path the API does not serve (`DisposableAPIURLTests` checks each against
/// `openapi.yaml`).
enum DisposableAPIURL: SiteURL {
    case qr(Parameter<String>)
    case archive(Parameter<String>)
    case myExport(Parameter<String>)
    case myRecovery(Parameter<String>)
    /// A guest's device subscribing to the reveal's notification (`subscribeMyDevice`).
    case myPush(Parameter<String>)

    /// Every address as its route template (`:eventId`), for the test against the contract.
    static let allTemplates: [DisposableAPIURL] = [.qr(.key), .archive(.key), .myExport(.key), .myRecovery(.key), .myPush(.key)]

    var pathSegments: [PathSegment] {
        let event: [PathSegment] = ["api", "disposable", "events"]
        return switch self {
        case .qr(let id): event + [.parameter(DisposableURL.eventID, id), "qr"]
        case .archive(let id): event + [.parameter(DisposableURL.eventID, id), "archive"]
        case .myExport(let id): event + [.parameter(DisposableURL.eventID, id), "me", "export"]
        case .myRecovery(let id): event + [.parameter(DisposableURL.eventID, id), "me", "recovery"]
        case .myPush(let id): event + [.parameter(DisposableURL.eventID, id), "me", "push"]
        }
    }
}
