import Fluent
import Localization
import Vapor
import WebUI

/// `/settings/feedback`: anyone, signed in or not (a Disposable guest has no account), sends an
/// idea or a problem. It is stored (with the account when there is one, so it goes when the
/// account goes), mailed to `FEEDBACK_TO` when mail is configured, and listed by `suite feedback`.
/// A refused message comes back in the form with the reason; nothing typed is lost.
struct FeedbackController: RouteCollection {
    struct Form: Content {
        var topic: String?
        var kind: String?
        var message: String?
        var mayReply: String?
        var replyTo: String?
        var from: String?
    }

    /// Ten messages an hour per account, or per address when signed out: enough for anyone
    /// writing, too few to fill the operator's mailbox.
    static let limiter = RateLimiter(scope: "feedback", rule: RateLimit(10, per: 3600))
    /// The browser's name is kept this long at most (it helps with a problem; more is noise).
    static let userAgentLength = 200

    func boot(routes: any RoutesBuilder) throws {
        routes.get(SettingsURL.feedback.pathComponents, use: show)
        routes.post(SettingsURL.feedback.pathComponents, use: send)
    }

    private func show(_ req: Request) async throws -> Response {
        let from = ReturnPath.validated(req.queryText(ReturnPath.parameter))
        let topic = req.queryText("topic").flatMap(FeedbackPage.Topic.init(rawValue:)) ?? .of(path: from)
        return req.render(FeedbackPage(topic: topic, returnPath: from, sent: req.queryText("sent") == "1",
                                       version: SuiteRelease.version))
    }

    private func send(_ req: Request) async throws -> Response {
        let form = try req.content.decode(Form.self)
        let from = ReturnPath.validated(form.from)
        let user = req.webUser
        var page = FeedbackPage(
            topic: form.topic.flatMap(FeedbackPage.Topic.init(rawValue:)) ?? .of(path: from),
            kind: form.kind.flatMap(FeedbackPage.Kind.init(rawValue:)) ?? .problem,
            message: form.message ?? "", mayReply: form.mayReply != nil, replyTo: form.replyTo ?? "", returnPath: from,
            version: SuiteRelease.version)
        let t = { (key: SuiteText, arguments: [String: String]) in key.text(req.language, arguments) }
        let message = page.message.trimmingCharacters(in: .whitespacesAndNewlines)
        var replyTo: String?
        if message.isEmpty {
            page.problem = FormProblem(field: FeedbackPage.Field.message, message: t(.feedbackEmpty, [:]))
        } else if message.count > FeedbackPage.maxMessage {
            page.problem = FormProblem(field: FeedbackPage.Field.message, message: t(.feedbackTooLong, [
                "max": LocalizedNumber.integer(FeedbackPage.maxMessage, req.language),
                "count": LocalizedNumber.integer(message.count, req.language)]))
        } else if let user {
            replyTo = page.mayReply ? user.email : nil
        } else if !page.replyTo.trimmingCharacters(in: .whitespaces).isEmpty {
            do {
                replyTo = try AccountRules.normalize(email: page.replyTo)
            } catch {
                page.problem = FormProblem(field: FeedbackPage.Field.replyTo, message: t(.errorInvalidEmail, [:]))
            }
        }
        if page.problem != nil { return req.render(page, status: .unprocessableEntity) }

        let now = req.application.clock()
        let record = FeedbackRecord()
        record.userID = user?.id
        record.app = page.topic.rawValue
        record.kind = page.kind.rawValue
        record.message = message
        record.replyTo = replyTo
        record.language = req.language.rawValue
        record.userAgent = String((req.headers.first(name: .userAgent) ?? "").prefix(Self.userAgentLength))
        record.createdAt = now
        do {
            try await req.db.transaction { db in
                let sender = user?.id.map { "account\n\($0)" } ?? "address\n\(req.clientAddress)"
                try await Self.limiter.admit(sender, on: db, now: now)
                try await record.create(on: db)
                if let to = req.application.config.mail.feedbackTo {
                    try await req.application.queueMail(Self.mail(record, to: to), on: db)
                }
            }
        } catch let error as AppError {
            page.problem = error.problem(req)
            let response = req.render(page, status: error.status)
            error.headers.forEach { response.headers.replaceOrAdd(name: $0.name, value: $0.value) }
            return response
        }
        var query = [QueryItem("sent", "1")]
        if let from { query.append(QueryItem(ReturnPath.parameter, from)) }
        return req.redirect(to: SettingsURL.feedback.url(query: query), redirectType: .normal)
    }

    /// The operator's copy, in English (the sender's language is named in it).
    static func mail(_ record: FeedbackRecord, to: String) -> MailMessage {
        let subject = SuiteText.feedbackMailSubject.text(.en, ["kind": record.kind, "topic": record.app])
        let body = """
            \(record.message)

            --
            About: \(record.app) · \(record.kind)
            Answer to: \(record.replyTo ?? "no answer wanted")
            Language: \(record.language) · Suite \(SuiteRelease.version)
            Browser: \(record.userAgent)
            Sent: \(record.createdAt.ISO8601Format())
            """
        return MailMessage(to: to, subject: subject, body: body)
    }
}
