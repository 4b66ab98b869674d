import DisposableAPI
import Foundation
import ServerCore
import Vapor

/// A guest's own device hears "the photos are revealed" (Web Push) without an account: the
/// participant is the recipient (``PushRecipient/guest(_:)``), authorised by the guest's token
/// or cookie like every `/me` call. Accounts subscribe their devices in Settings instead.
extension DisposableAPIHandler {
    func subscribeMyDevice(_ input: Operations.SubscribeMyDevice.Input) async throws -> Operations.SubscribeMyDevice.Output {
        let (req, caller) = try await caller(input.path.eventId)
        guard case .json(let body) = input.body else { throw Self.malformedBody }
        let endpoint = try await PushDevices.checked(endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth,
                                                     app: req.application)
        let guest = PushRecipient.guest(caller.participantID)
        try await PushDevices.save(guest, endpoint: endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth,
                                   deviceName: PushDeviceName.guess(userAgent: req.headers.first(name: .userAgent)),
                                   apps: [.disposable], on: req.db, now: req.application.clock())
        // Every time, not only for a new device: the page re-sends its subscription when it loads.
        await req.application.push.replan([.disposable], recipients: [guest], on: req.application)
        let timeline = caller.event.timeline
        let pending = timeline.revealMode == .later && !timeline.isRevealed(at: req.application.clock())
        return .ok(.init(body: .json(.init(notifiesAt: pending ? timeline.revealAt : nil))))
    }

    func unsubscribeMyDevice(_ input: Operations.UnsubscribeMyDevice.Input) async throws -> Operations.UnsubscribeMyDevice.Output {
        let (req, caller) = try await caller(input.path.eventId)
        let guest = PushRecipient.guest(caller.participantID)
        if try await PushDevices.remove(guest, endpoint: input.query.endpoint, on: req.db) {
            await req.application.push.replan([.disposable], recipients: [guest], on: req.application)
        }
        return .noContent(.init())
    }
}
