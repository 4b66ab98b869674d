"""A refusal that remains (someone on this network guessing short codes) explains itself and offers
the way back, instead of the generic error. Its own server, with codes paused after three misses."""
import pytest

from conftest import Person, running_server


@pytest.fixture(scope="module")
def strict_server(fake_ll2, server_clock_file):
    with running_server(fake_ll2, server_clock_file, DISPOSABLE_CODE_GUESS_LIMIT="3/10m") as base:
        yield base


@pytest.fixture()
def person(browser, strict_server):
    return Person(browser, strict_server)


def test_guessed_codes_pause_with_an_explanation_and_a_way_back(person):
    for guess in ("ZZZZ-0001", "ZZZZ-0002", "ZZZZ-0003"):
        person.open("/disposable/join")
        person.fill("code", guess)
        person.press("Next")
        assert "No event has this code" in person.text()

    person.open("/disposable/join")
    person.fill("code", "ZZZZ-0004")
    person.press("Next")
    text = person.text()
    person.screenshot("disposable-join-refused")
    assert "Please wait a moment" in text
    assert "paused for 10 min" in text
    assert "Scan the QR code or open the event’s link instead" in text
    assert "Something went wrong" not in text and "Go to Apps" not in text

    person.press("Try again")
    assert person.driver.current_url.endswith("/disposable/join")
    assert person.driver.find_element("name", "code")
