import ArgumentParser
import Foundation
import MemoryClient

struct LoginCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "login", abstract: "Sign in (or create an account with --register).")

    @OptionGroup var options: GlobalOptions
    @Option(help: "Your email address (asked when left out).") var email: String?
    @Flag(help: "Create the account first.") var register = false
    @Flag(help: "Read the password from standard input (for scripts).") var passwordStdin = false

    func run() async throws {
        var context = try CLIContext(options)
        _ = try await context.start(sending: false)
        let signIn = await SignInViewModel(session: context.service.session, outbox: context.service.outbox, language: context.language)
        await signIn.load()
        if let notice = await signIn.notice { Terminal.say(notice) }
        let address = email ?? prompt("Email: ")
        let password = (passwordStdin ? readLine(strippingNewline: true) : Terminal.readSecret(prompt: "Password: ")) ?? ""
        let errors = await Self.submit(signIn, register: register, email: address, password: password)
        guard errors.isEmpty else {
            errors.forEach(Terminal.say)
            throw ExitCode(ExitCode32.failure)
        }
        context.rememberServer()
        print("Signed in as \(address) on \(context.serverURL.absoluteString).")
        let waiting = await context.service.outbox.snapshot().pending.count
        if waiting > 0 {
            Terminal.say("\(waiting == 1 ? "1 entry waits" : "\(waiting) entries wait") in the outbox; `memory sync` sends them.")
        }
    }

    /// Fills the sign-in form and sends it; returns what went wrong (nothing when signed in).
    @MainActor
    static func submit(_ form: SignInViewModel, register: Bool, email: String, password: String) async -> [String] {
        form.mode = register ? .register : .signIn
        form.email = email
        form.password = password
        await form.submit()
        return form.isSignedIn ? [] : [form.emailError, form.passwordError, form.formError].compactMap { $0 }
    }

    private func prompt(_ text: String) -> String {
        Terminal.say(text)
        return readLine(strippingNewline: true) ?? ""
    }
}

struct LogoutCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "logout", abstract: "Sign out; entries not yet uploaded stay for your next sign-in.")

    @OptionGroup var options: GlobalOptions

    func run() async throws {
        var context = try CLIContext(options)
        _ = try await context.start(sending: false)
        await context.service.signOut()
        print("Signed out.")
    }
}
