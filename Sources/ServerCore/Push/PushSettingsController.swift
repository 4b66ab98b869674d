import Localization
import PushAPI
import Vapor
import WebUI

/// The forms of Settings' Notifications section (they work without JS), through the push
/// contract's handler as the signed-in user: a device's per-app switches, stopping a device,
/// the test notification. Subscribing itself is `push.js` calling the JSON API.
struct PushSettingsController: RouteCollection {
    let handler = PushAPIHandler()

    func boot(routes: any RoutesBuilder) throws {
        routes.post(SettingsURL.pushDevice(.key).pathComponents, use: saveSwitches)
        routes.post(SettingsURL.pushDeviceRemove(.key).pathComponents, use: remove)
        routes.post(SettingsURL.pushTest.pathComponents, use: test)
    }

    /// The Notifications section of `/settings` for the signed-in user.
    static func section(_ req: Request) async throws -> SettingsPage.PushSettings {
        let list = try await req.asAPICaller { try await PushAPIHandler().listPushSubscriptions(.init()) }.ok.body.json
        return SettingsPage.PushSettings(
            vapidPublicKey: req.application.push.signer.publicKey,
            devices: list.items.map { device in
                SettingsPage.PushSettings.Device(
                    id: device.id, name: device.deviceName, host: device.endpointHost,
                    switches: [device.apps.sleep, device.apps.memory, device.apps.launches, device.apps.disposable])
            })
    }

    private func saveSwitches(_ req: Request) async throws -> Response {
        let id = try deviceID(req)
        // A checkbox that is off sends nothing: every switch absent from the form is off.
        func isOn(_ app: String) -> Bool {
            (try? req.content.get(String.self, at: SettingsPage.PushSettings.field(device: id, app: app))) != nil
        }
        let change = Components.Schemas.PushAppSwitchesChange(
            sleep: isOn("sleep"), memory: isOn("memory"), launches: isOn("launches"), disposable: isOn("disposable"))
        _ = try await req.asAPICaller {
            try await handler.updatePushSubscription(.init(path: .init(subscriptionId: id), body: .json(change)))
        }
        req.flash(SuiteText.pushSwitchesSaved.text(req.language))
        return req.redirect(to: SettingsURL.settings.url)
    }

    private func remove(_ req: Request) async throws -> Response {
        let id = try deviceID(req)
        _ = try await req.asAPICaller { try await handler.deletePushSubscription(.init(path: .init(subscriptionId: id))) }
        req.flash(SuiteText.pushRemoved.text(req.language))
        return req.redirect(to: SettingsURL.settings.url)
    }

    private func test(_ req: Request) async throws -> Response {
        let result = try await req.asAPICaller { try await handler.sendTestPush(.init()) }.accepted.body.json
        if result.devices == 0 {
            req.flash(SuiteText.pushTestNoDevices.text(req.language), kind: .warning)
        } else {
            req.flash(SuiteText.pushTestSent.text(req.language))
        }
        return req.redirect(to: SettingsURL.settings.url)
    }

    private func deviceID(_ req: Request) throws -> String {
        guard let id = req.parameters.get("device") else { throw AppError.notFound("device") }
        return id
    }
}
