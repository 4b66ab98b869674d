"""Forgot password, end to end over real SMTP: the server mails the link to aiosmtpd on loopback
(which asks for AUTH PLAIN), the person follows it and sets a new password; the old session is
gone, an unknown address gets the identical answer, the mail speaks the reader's language, and a
delivery the mail server turns down is tried again."""
import email
import email.policy
import re
import socket
import threading
import urllib.parse
import urllib.request

import pytest
from aiosmtpd.controller import Controller
from aiosmtpd.smtp import AuthResult

from conftest import Person, running_server

# Loopback only: AUTH without TLS is what `smtp://user:pass@` means, and aiosmtpd warns about it.
pytestmark = pytest.mark.filterwarnings("ignore:Requiring AUTH while not requiring TLS")


class Mailbox:
    """aiosmtpd's handler: keeps every message it is given, and lets a test wait for the next."""

    USER, PASSWORD = "suite", "p@ss:word"

    def __init__(self):
        self.messages = []
        self.arrived = threading.Condition()
        self.refusals = 0   # deliveries to turn down with 451 before accepting again

    @classmethod
    def authenticate(cls, server, session, envelope, mechanism, auth_data):
        return AuthResult(success=mechanism == "PLAIN" and auth_data.login == cls.USER.encode()
                          and auth_data.password == cls.PASSWORD.encode())

    async def handle_DATA(self, server, session, envelope):
        with self.arrived:
            if self.refusals:
                self.refusals -= 1
                return "451 Try again later"
        message = email.message_from_bytes(envelope.original_content or envelope.content, policy=email.policy.default)
        with self.arrived:
            self.messages.append((envelope.mail_from, list(envelope.rcpt_tos), message))
            self.arrived.notify_all()
        return "250 Message accepted"

    def wait_for(self, count, timeout=30):
        """The first `count` messages, once they are here."""
        with self.arrived:
            if not self.arrived.wait_for(lambda: len(self.messages) >= count, timeout):
                raise AssertionError(f"{count} mails expected, {len(self.messages)} arrived in {timeout} s")
            return self.messages[:count]


def _free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="module")
def mailbox():
    box = Mailbox()
    controller = Controller(box, hostname="127.0.0.1", port=_free_port(), authenticator=Mailbox.authenticate,
                            auth_required=True, auth_require_tls=False)
    controller.start()
    yield box, controller.port
    controller.stop()


@pytest.fixture(scope="module")
def mail_server(fake_ll2, server_clock_file, mailbox):
    _, port = mailbox
    credentials = f"{Mailbox.USER}:{urllib.parse.quote(Mailbox.PASSWORD, safe='')}"
    with running_server(fake_ll2, server_clock_file, SMTP_URL=f"smtp://{credentials}@127.0.0.1:{port}",
                        MAIL_FROM="Suite <no-reply@suite.test>", PASSWORD_RESET_RATE_LIMIT="50/1h") as base:
        yield base


@pytest.fixture()
def person(browser, mail_server):
    return Person(browser, mail_server)


def _reset_link(message):
    return re.search(r"http://\S+/account/reset/\S+", message.get_content()).group(0)


def test_reset_by_mail_ends_the_old_session(person, mailbox):
    box, _ = mailbox
    before = len(box.messages)
    address = person.register()
    old_session = person.driver.get_cookie("suite_session")["value"]
    person.driver.delete_all_cookies()  # another phone, signed out, that forgot the password

    person.open("/account/login")
    person.press("Forgot password?")
    person.screenshot("password-reset-ask")
    person.fill("email", "nobody-" + address)
    person.press("Send link")
    unknown_answer = person.text().replace("nobody-" + address, "EMAIL")
    person.open("/account/forgot")
    person.fill("email", address)
    person.press("Send link")
    known_answer = person.text().replace(address, "EMAIL")
    person.screenshot("password-reset-sent")
    assert "Check Your Email" in known_answer
    assert known_answer == unknown_answer, "the answer never tells whether an account exists"

    # Mail leaves in order: had the unknown address got one, it would be here first.
    mail_from, recipients, message = box.wait_for(before + 1)[-1]
    assert recipients == [address] and mail_from == "no-reply@suite.test"
    assert message["Subject"] == "Reset your password"
    assert message["From"] == "Suite <no-reply@suite.test>"
    assert message["Date"] and message["Message-ID"]
    link = _reset_link(message)

    person.driver.get(link)
    person.screenshot("password-reset-new")
    person.fill("newPassword", "a brand new passphrase")
    person.press("Save new password")
    assert "Every other session of your account is signed out." in person.text()

    request = urllib.request.Request(person.base + "/settings", headers={"Cookie": f"suite_session={old_session}"})
    assert address not in urllib.request.urlopen(request).read().decode(), "the old session has ended"

    person.driver.get(link)
    person.screenshot("password-reset-used")
    assert "Link No Longer Works" in person.text()
    person.press("Ask for a new link")
    assert person.driver.current_url.endswith("/account/forgot")


@pytest.mark.parametrize("language, send, subject, phrase", [
    ("tr", "Bağlantı gönder", "Parolanızı sıfırlayın", "Yeni bir parola seçmek için"),
    ("fr", "Envoyer le lien", "Réinitialisez votre mot de passe", "Pour choisir un nouveau mot de passe"),
])
def test_the_mail_speaks_the_readers_language(person, mailbox, language, send, subject, phrase):
    box, _ = mailbox
    before = len(box.messages)
    address = person.register()
    person.set_preferences(language, "dark")
    person.open("/account/forgot")
    person.fill("email", address)
    person.press(send)
    person.screenshot(f"password-reset-sent-{language}")
    _, _, message = box.wait_for(before + 1)[-1]
    assert message["Subject"] == subject
    assert phrase in message.get_content()
    assert "/account/reset/" in message.get_content()


def test_a_delivery_the_mail_server_turns_down_is_tried_again(person, mailbox):
    box, _ = mailbox
    before = len(box.messages)
    address = person.register()
    box.refusals = 1
    person.open("/account/forgot")
    person.fill("email", address)
    person.press("Send link")
    assert "Check Your Email" in person.text(), "the page does not wait for the mail server"
    _, recipients, message = box.wait_for(before + 1)[-1]
    assert recipients == [address] and box.refusals == 0
    assert "/account/reset/" in message.get_content()
