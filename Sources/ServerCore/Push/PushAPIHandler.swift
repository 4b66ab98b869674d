import ContractCoding
import Fluent
import Localization
import PushAPI
import Vapor
import WebUI

/// `/api/push/*` (`PushAPI/openapi.yaml`): the caller's devices and the VAPID key. Reached with
/// a bearer token or, from the suite's pages, with the session and its CSRF token.
struct PushAPIHandler: APIProtocol {
    var request: Request {
        get throws { try RequestContext.require() }
    }

    func getPushKey(_ input: Operations.GetPushKey.Input) async throws -> Operations.GetPushKey.Output {
        .ok(.init(body: .json(.init(vapidPublicKey: try request.application.push.signer.publicKey))))
    }

    func createPushSubscription(
        _ input: Operations.CreatePushSubscription.Input
    ) async throws -> Operations.CreatePushSubscription.Output {
        let req = try request
        let userID = try req.requireAPIAccount()
        guard case .json(let body) = input.body else { throw AppError.malformedBody }
        let endpoint = try await PushDevices.checked(endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth,
                                                     app: req.application)
        let name = body.deviceName.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.flatMap { $0.isEmpty ? nil : $0 }
            ?? PushDeviceName.guess(userAgent: req.headers.first(name: .userAgent))
        let (record, isNew) = try await PushDevices.saveRecord(
            .account(userID), endpoint: endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth, deviceName: name,
            apps: Set(PushApp.allCases), on: req.db, now: req.application.clock())
        if isNew { await req.application.push.replan(record.enabledApps, user: userID, on: req.application) }
        return .created(.init(body: .json(Self.dto(record))))
    }

    func listPushSubscriptions(
        _ input: Operations.ListPushSubscriptions.Input
    ) async throws -> Operations.ListPushSubscriptions.Output {
        let req = try request
        let userID = try req.requireAPIAccount()
        let records = try await PushSubscriptionRecord.query(on: req.db).filter(\.$userID == userID)
            .sort(\.$createdAt, .descending).all()
        return .ok(.init(body: .json(.init(items: records.map(Self.dto)))))
    }

    func updatePushSubscription(
        _ input: Operations.UpdatePushSubscription.Input
    ) async throws -> Operations.UpdatePushSubscription.Output {
        let req = try request
        let userID = try req.requireAPIAccount()
        guard case .json(let body) = input.body else { throw AppError.malformedBody }
        let record = try await owned(input.path.subscriptionId, userID: userID, on: req.db)
        var apps = record.enabledApps
        let before = apps
        for (app, value) in [(PushApp.sleep, body.sleep), (.memory, body.memory), (.launches, body.launches), (.disposable, body.disposable)] {
            guard let value else { continue }
            if value { apps.insert(app) } else { apps.remove(app) }
        }
        record.enabledApps = apps
        try await record.save(on: req.db)
        // Switched on: plan what this app has; switched off everywhere: the planner cancels.
        await req.application.push.replan(before.symmetricDifference(apps), user: userID, on: req.application)
        return .ok(.init(body: .json(Self.dto(record))))
    }

    func deletePushSubscription(
        _ input: Operations.DeletePushSubscription.Input
    ) async throws -> Operations.DeletePushSubscription.Output {
        let req = try request
        let userID = try req.requireAPIAccount()
        let record = try await owned(input.path.subscriptionId, userID: userID, on: req.db)
        let apps = record.enabledApps
        try await record.delete(on: req.db)
        await req.application.push.replan(apps, user: userID, on: req.application)
        return .noContent(.init())
    }

    func sendTestPush(_ input: Operations.SendTestPush.Input) async throws -> Operations.SendTestPush.Output {
        let req = try request
        let userID = try req.requireAPIAccount()
        let devices = try await PushSubscriptionRecord.query(on: req.db).filter(\.$userID == userID).count()
        if devices > 0 {
            let now = req.application.clock()
            let language = req.language
            let message = PushMessage(
                title: SuiteText.pushTestTitle.text(language), body: SuiteText.pushTestBody.text(language),
                url: SettingsURL.settings.url, tag: "suite.test", ttl: 600)
            // Not one of the apps: every device gets it, whatever its switches.
            try await PushSchedule.upsert(
                on: req.db, user: userID, appName: "suite", occurrence: "suite.test.\(SecureRandom.token(bytes: 9))", at: now,
                message: message, now: now)
        }
        return .accepted(.init(body: .json(.init(devices: devices))))
    }

    /// The caller's device `id`; another account's (or a malformed id) reads as not found.
    private func owned(_ id: String, userID: UUID, on db: any Database) async throws -> PushSubscriptionRecord {
        guard let uuid = UUID(uuidString: id),
            let record = try await PushSubscriptionRecord.query(on: db).filter(\.$id == uuid).filter(\.$userID == userID).first()
        else { throw AppError.notFound("device") }
        return record
    }

    static func dto(_ record: PushSubscriptionRecord) -> Components.Schemas.PushSubscription {
        let apps = record.enabledApps
        return .init(
            id: record.id?.uuidString ?? "", endpointHost: URL(string: record.endpoint)?.host ?? "", deviceName: record.deviceName,
            createdAt: record.createdAt,
            apps: .init(sleep: apps.contains(.sleep), memory: apps.contains(.memory), launches: apps.contains(.launches),
                        disposable: apps.contains(.disposable)))
    }
}

/// "Chrome on Android": how Settings lists a device when the page did not name it.
public enum PushDeviceName {
    public static func guess(userAgent: String?) -> String {
        let agent = userAgent ?? ""
        let browser = [("Edg/", "Edge"), ("Firefox/", "Firefox"), ("Chrome/", "Chrome"), ("Safari/", "Safari")]
            .first { agent.contains($0.0) }?.1 ?? "Browser"
        let system = [("iPhone", "iPhone"), ("iPad", "iPad"), ("Android", "Android"), ("Mac OS X", "Mac"), ("Windows", "Windows"),
                      ("Linux", "Linux")].first { agent.contains($0.0) }?.1
        return system.map { "\(browser) · \($0)" } ?? browser
    }
}

extension Application {
    /// Mounts `/api/push/*` (bearer or session + CSRF) and publishes `/api/push/openapi.yaml`.
    func servePushContract() throws {
        try serveContract(document: try PushAPIDocument.yaml(), at: ["/api/push/openapi.yaml"], middleware: sessionAPIAccess) {
            transport in
            try PushAPIHandler().registerHandlers(on: transport, configuration: .suiteAPI)
        }
    }
}
