"""Disposable at a real event's size (issue 38): an event set up ahead, whose link works before
it opens; one clear screen for each state (not open yet, live, roll used up, ended with the
date everything is deleted) for the guest, the organizer and the wall; and a guest who loses
their cookies, or picks up another phone, coming back as the same guest with their recovery
link. Time moves with the pinned clock (server and browsers together), never with sleeps."""
import subprocess
import urllib.parse

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from conftest import ARTIFACTS, Person, new_browser
from pinned_clock import PinnedClock
from test_disposable import join, join_path_from_qr, open_camera, queue_states, shots_left, take_photo


def state_card(person):
    """The state card the page shows (scheduled, roll-used, ended), or None."""
    return person.driver.execute_script("""
        const card = [...document.querySelectorAll('[data-event-state]')].find((each) => !each.closest('[hidden]'));
        return card ? card.dataset.eventState : null;
    """)


def create_event_ahead(host, name, shots, hours_ahead):
    """Creates a 6-hour event starting `hours_ahead` hours from the browser's now (the form's
    local date and time, as a date picker would fill it)."""
    host.register()
    host.open("/disposable/new")
    host.fill("name", name)
    host.fill("organizerName", "Margaret")
    host.fill("shotsPerPerson", str(shots))
    host.choose("durationHours", "6")
    host.driver.execute_script("""
        const start = new Date(Date.now() + arguments[1] * 3600_000);
        const pad = (n) => String(n).padStart(2, '0');
        arguments[0].value = `${start.getFullYear()}-${pad(start.getMonth() + 1)}-${pad(start.getDate())}T${pad(start.getHours())}:${pad(start.getMinutes())}`;
    """, host.driver.find_element(By.NAME, "startsAt"), hours_ahead)
    host.driver.find_element(By.NAME, "consent").click()
    host.press("Create")
    assert name in host.text()


def wall_text(host, path):
    host.driver.set_window_size(1920, 1080)
    try:
        host.open(path + "/wall")
        return host.driver.find_element(By.CSS_SELECTOR, "[data-wall]").text
    finally:
        host.driver.set_window_size(390, 844)


def test_an_event_set_up_ahead_opens_on_time_and_each_state_has_its_own_screen(person, server, server_clock_file):
    host = person
    create_event_ahead(host, "Summer wedding", shots=1, hours_ahead=2)
    event_path = urllib.parse.urlparse(host.driver.current_url).path
    # check: set up ahead, the organizer invites now and is told when it opens
    assert "Guests can join already" in host.text() and "Invite your guests" in host.text()
    host.screenshot("disposable-states-01-organizer-scheduled-en-light")
    path = join_path_from_qr(host, "ahead")
    host.driver.set_window_size(1920, 1080)
    host.open(path + "/wall")
    WebDriverWait(host.driver, 5).until(
        lambda d: d.find_element(By.CSS_SELECTOR, ".wall-countdown").text.strip() != "")
    assert "The camera opens in" in host.driver.find_element(By.CSS_SELECTOR, "[data-wall]").text
    host.screenshot("disposable-states-02-wall-scheduled")
    host.driver.set_window_size(390, 844)

    guest = Person(new_browser(), server)
    clocks = [PinnedClock(guest.driver, server_clock_file), PinnedClock(host.driver, server_clock_file)]
    try:
        # act: a guest scans the card before the start
        guest.open(path)
        assert "The camera opens on" in guest.text()
        join(guest, path, "Ayşe")
        # check: not open yet, said once, with the time left; no camera, no shot
        assert state_card(guest) == "scheduled"
        assert not guest.driver.find_elements(By.CSS_SELECTOR, "[data-camera-start]")
        WebDriverWait(guest.driver, 5).until(
            lambda d: d.find_element(By.CSS_SELECTOR, "[data-event-state] [data-countdown]").text.strip() != "")
        guest.screenshot("disposable-states-03-camera-scheduled-en-light")

        # act: the start comes; the guest shoots the one shot of the roll
        for clock in clocks:
            clock.advance(minutes=2 * 60 + 1)
        guest.open(path + "/camera")
        assert state_card(guest) is None
        open_camera(guest)
        take_photo(guest)
        WebDriverWait(guest.driver, 20).until(lambda _: queue_states(guest) == ["sent"])
        # check: the roll used up is a screen of its own: no greyed explainer, a way to the photos
        assert state_card(guest) == "roll-used"
        assert not guest.driver.find_element(By.CSS_SELECTOR, "[data-camera-controls]").is_displayed()
        assert "Your roll is used up" in guest.text()
        guest.screenshot("disposable-states-04-camera-roll-used-en-light")

        # act: the event ends
        for clock in clocks:
            clock.advance(minutes=6 * 60 + 1)
        guest.open(path + "/camera")
        # check: the end, and when everything goes; no counter, no camera
        assert state_card(guest) == "ended"
        assert "This event has ended" in guest.text() and "shots left" not in guest.text()
        guest.screenshot("disposable-states-05-camera-ended-en-light")
        guest.set_preferences("fr", "dark")
        guest.open(path + "/camera")
        assert "Cet événement est terminé" in guest.text()
        guest.screenshot("disposable-states-06-camera-ended-fr-dark")

        # check: the organizer's page says the end and the deletion date instead of inviting
        host.open(event_path)
        assert state_card(host) == "ended"
        assert "Deleted on" in host.text() and "Photos deleted in 8 days" in host.text()
        assert not host.driver.find_elements(By.CSS_SELECTOR, "[data-share-url]")
        host.screenshot("disposable-states-07-organizer-ended-en-light")
        host.set_preferences("tr", "dark")
        host.open(event_path)
        assert "Bu etkinlik sona erdi" in host.text()
        host.screenshot("disposable-states-08-organizer-ended-tr-dark")
        assert "Bu etkinlik sona erdi" in wall_text(host, path)
    finally:
        for clock in clocks:
            clock.reset()
        guest.driver.quit()


def recovery_link(guest):
    """The link on the guest's recovery page, checked against its QR code as a phone reads it."""
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    image = ARTIFACTS / "disposable-recovery-qr.png"
    guest.driver.find_element(By.CSS_SELECTOR, "[data-recovery] .invite-qr").screenshot(str(image))
    decoded = subprocess.run(["zbarimg", "--raw", "-q", str(image)], capture_output=True, text=True,
                             check=True).stdout.strip()
    shown = guest.driver.find_element(By.ID, "recovery-link").text
    assert decoded == shown, "the QR code encodes the link the page shows"
    return urllib.parse.urlparse(shown).path


def test_a_guest_who_loses_their_cookies_comes_back_as_the_same_guest(person, server):
    host = person
    host.register()
    host.open("/disposable/new")
    host.fill("name", "Garden party")
    host.fill("organizerName", "Margaret")
    host.fill("shotsPerPerson", "3")
    host.driver.find_element(By.NAME, "consent").click()
    host.press("Create")
    event_path = urllib.parse.urlparse(host.driver.current_url).path
    path = join_path_from_qr(host, "recovery")

    guest = Person(new_browser(), server)
    other_phone = Person(new_browser(), server)
    try:
        join(guest, path, "Ayşe")
        # check: right after joining, the camera points to the recovery link
        WebDriverWait(guest.driver, 5).until(
            lambda d: d.find_element(By.CSS_SELECTOR, "[data-recovery-note]").is_displayed())
        open_camera(guest)
        take_photo(guest)
        WebDriverWait(guest.driver, 20).until(lambda _: queue_states(guest) == ["sent"])
        guest.press("Show my recovery link")
        link = recovery_link(guest)
        overflow = guest.driver.execute_script("return document.scrollingElement.scrollWidth - window.innerWidth")
        assert overflow <= 0, f"the recovery page scrolls sideways by {overflow} px"
        guest.screenshot("disposable-states-09-recovery-en-light")

        # act: the browser forgets its cookies (the device keeps its storage)
        guest.driver.delete_all_cookies()
        guest.open(path)
        # check: the invitation offers the same guest back, not a new roll
        WebDriverWait(guest.driver, 5).until(lambda d: d.find_element(By.CSS_SELECTOR, "[data-recovery-offer]").is_displayed())
        guest.screenshot("disposable-states-10-join-offer-en-light")
        guest.press("Continue as Ayşe")
        assert "Continue as Ayşe?" in guest.text()
        guest.press("Continue as Ayşe")
        assert guest.driver.current_url.endswith(path + "/camera")
        WebDriverWait(guest.driver, 5).until(lambda _: shots_left(guest) == 2)

        # act: another phone (nothing stored) opens the screenshotted link
        other_phone.set_preferences("tr", "dark")
        other_phone.open(link)
        other_phone.screenshot("disposable-states-11-recover-tr-dark")
        other_phone.press("Ayşe olarak devam edin")
        WebDriverWait(other_phone.driver, 10).until(lambda d: d.current_url.endswith(path + "/camera"))
        # check: the same guest there too: the shot used stays used, the photo is theirs to manage
        WebDriverWait(other_phone.driver, 5).until(lambda _: shots_left(other_phone) == 2)
        mine = other_phone.driver.execute_async_script("""
            const done = arguments[0];
            const data = JSON.parse(document.getElementById("disposable-data").textContent);
            fetch(`/api/disposable/events/${data.eventId}/photos/mine`).then((r) => r.json()).then((page) => done(page.items.length));
        """)
        assert mine == 1

        # act: someone joins with the same name in a fresh browser
        twin = Person(new_browser(), server)
        try:
            join(twin, path, "Ayşe")
        finally:
            twin.driver.quit()
        # check: the organizer sees the name twice, marked
        host.open(event_path)
        assert "Same name twice" in host.text()
        host.driver.execute_script("document.querySelector('[data-same-name]').scrollIntoView({block: 'center'})")
        host.screenshot("disposable-states-12-organizer-same-name-en-light")
    finally:
        guest.driver.quit()
        other_phone.driver.quit()
