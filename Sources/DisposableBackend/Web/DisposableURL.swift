import WebUI

/// Every address of the Disposable web app: the organizer's pages under `/disposable`, the
/// guest's under `/e/{joinToken}` (the URL in the QR code). Routes and links come from here.
public enum DisposableURL: SiteURL {
    /// The organizer's events (GET) and creating one (POST).
    case home
    case new
    /// Joining with the typed short code (GET, `?code=`), for guests without the QR code.
    case joinByCode
    case event(Parameter<String>)
    case card(Parameter<String>)
    /// Deleting an event for everyone: the confirmation (GET) and the delete (POST).
    case deleteEvent(Parameter<String>)
    /// The invitation and the join form (GET), joining (POST).
    case join(Parameter<String>)
    case camera(Parameter<String>)
    case gallery(Parameter<String>)
    /// The guest's settings (GET): name, language, data; and the forms they post.
    case guestSettings(Parameter<String>)
    case rename(Parameter<String>)
    case leave(Parameter<String>)
    /// Coming back as the participant this browser left (POST, from the invitation).
    case resume(Parameter<String>)
    case deleteMyData(Parameter<String>)
    /// The venue slideshow for a TV or projector (the organizer opens it).
    case wall(Parameter<String>)
    case terms
    case help
    /// The privacy notice (GDPR): what is stored, who sees it, for how long, the guest's rights.
    case privacy
    // Issue 38: recovery links. The guest's own link with its QR code (GET), and a link
    // opened on any device: "Continue as …?" (GET), then this device is that guest (POST).
    case recovery(Parameter<String>)
    case recover(Parameter<String>, key: Parameter<String>)

    public static let eventID = "eventId"
    public static let joinToken = "joinToken"
    public static let recoveryKey = "recoveryKey"

    public var pathSegments: [PathSegment] {
        switch self {
        case .home: ["disposable"]
        case .new: ["disposable", "new"]
        case .joinByCode: ["disposable", "join"]
        case .event(let id): ["disposable", "events", .parameter(Self.eventID, id)]
        case .card(let id): ["disposable", "events", .parameter(Self.eventID, id), "card"]
        case .deleteEvent(let id): ["disposable", "events", .parameter(Self.eventID, id), "delete"]
        case .join(let token): ["e", .parameter(Self.joinToken, token)]
        case .camera(let token): ["e", .parameter(Self.joinToken, token), "camera"]
        case .gallery(let token): ["e", .parameter(Self.joinToken, token), "gallery"]
        case .guestSettings(let token): ["e", .parameter(Self.joinToken, token), "settings"]
        case .rename(let token): ["e", .parameter(Self.joinToken, token), "settings", "name"]
        case .leave(let token): ["e", .parameter(Self.joinToken, token), "leave"]
        case .resume(let token): ["e", .parameter(Self.joinToken, token), "resume"]
        case .deleteMyData(let token): ["e", .parameter(Self.joinToken, token), "delete"]
        case .wall(let token): ["e", .parameter(Self.joinToken, token), "wall"]
        case .terms: ["disposable", "terms"]
        case .help: ["disposable", "help"]
        case .privacy: ["disposable", "privacy"]
        case .recovery(let token): ["e", .parameter(Self.joinToken, token), "recovery"]
        case .recover(let token, let key): ["e", .parameter(Self.joinToken, token), "recover", .parameter(Self.recoveryKey, key)]
        }
    }
}
