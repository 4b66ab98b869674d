"""Where a memory happened, as a person adds and reads it at 390x844: the add sheet asks for the
browser's position only when "Add Location" is tapped (under the line that says why), offers a
photo's own EXIF position, and the entry's page shows the place on a Leaflet map (tiles from a
loopback server) beside its coordinates and an "Open in Maps" link, which are all that is left
when the network is gone. Chromium's position comes from the DevTools protocol."""

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from memory_api import add_entry, entry_titled, served_photo_position
from test_memory import FIXTURES, open_add_sheet, save, wait_for_cards
from test_memory_edit import dark

KADIKOY = {"latitude": 40.9903, "longitude": 29.0290, "accuracy": 20}


def allow_location(person, setting="granted"):
    person.driver.execute_cdp_cmd("Browser.setPermission", {
        "origin": person.base, "permission": {"name": "geolocation"}, "setting": setting})
    person.driver.execute_cdp_cmd("Emulation.setGeolocationOverride", KADIKOY)


def count_position_requests(person):
    """Counts the page's calls to the Geolocation API from now on (window.positionRequests)."""
    person.driver.execute_script("""
        window.positionRequests = 0;
        const ask = navigator.geolocation.getCurrentPosition.bind(navigator.geolocation);
        navigator.geolocation.getCurrentPosition = (...args) => { window.positionRequests += 1; return ask(...args); };""")


def location_text(person):
    return person.driver.find_element(By.CSS_SELECTOR, "[data-location-value]").text


def own_javascript_bytes(person):
    """Every script of ours the page loaded (modules and their imports), uncompressed; Debian's
    Leaflet under /vendor/ is not ours and loads only where a map is drawn."""
    return person.driver.execute_script("""
        return performance.getEntriesByType('resource')
          .map((entry) => [new URL(entry.name).pathname, entry.decodedBodySize])
          .filter(([path]) => path.endsWith('.js') && !path.startsWith('/vendor/'))
          .reduce((sum, [, size]) => sum + size, 0);""")


def open_entry(person, title):
    person.open("/memory?welcomed=1")
    wait_for_cards(person, [title])
    WebDriverWait(person.driver, 10).until(
        lambda d: not d.find_elements(By.CSS_SELECTOR, "#memory-outbox .outbox-item"))
    person.press(title)


def test_the_browsers_position_is_asked_only_on_tap_and_the_entry_shows_it_on_a_map(person):
    # setup
    person.register()
    person.open("/memory?welcomed=1")  # past the introduction
    allow_location(person)
    open_add_sheet(person, "text")
    count_position_requests(person)
    # check: the explanation and the button, nothing asked yet
    explain = person.driver.find_element(By.CSS_SELECTOR, "[data-location-explain]")
    assert explain.is_displayed() and "only for this memory" in explain.text
    assert person.driver.execute_script("return window.positionRequests") == 0
    assert location_text(person) == ""
    assert 40 * 1024 < own_javascript_bytes(person) <= 80 * 1024, "Memory ships at most 80 KB of JavaScript"
    # act: tap "Add Location"
    person.press("Add Location", navigates=False)
    WebDriverWait(person.driver, 10).until(lambda _: location_text(person) == "40.9903, 29.029")
    # check: asked once; the place can be removed again
    assert person.driver.execute_script("return window.positionRequests") == 1
    assert person.driver.find_element(By.CSS_SELECTOR, "[data-location-remove]").is_displayed()
    person.fill("title", "Çay by the pier")
    person.fill("text", "Simit and **çay**.")
    person.screenshot("memory-add-location-en-light")
    save(person)
    # act: the entry's page
    open_entry(person, "Çay by the pier")
    # check: the map draws with the loopback tiles; coordinates and the link are there too
    WebDriverWait(person.driver, 15).until(lambda d: d.find_elements(By.CSS_SELECTOR, ".place-map .leaflet-tile-loaded"))
    assert person.driver.find_element(By.CSS_SELECTOR, ".place-map").is_displayed()
    assert "40.9903, 29.029" in person.text()
    link = person.driver.find_element(By.LINK_TEXT, "Open in Maps")
    assert link.get_attribute("href") == "https://www.openstreetmap.org/?mlat=40.9903&mlon=29.029#map=15/40.9903/29.029"
    person.screenshot("memory-entry-map-en-light")
    dark(person, True)
    person.screenshot("memory-entry-map-en-dark")
    dark(person, False)
    # act: the network goes and the page reloads (the service worker's saved copy)
    person.set_network(online=False)
    try:
        person.driver.refresh()
        WebDriverWait(person.driver, 10).until(lambda d: d.execute_script("return document.body.dataset.ready === '1'"))
        # check: no map without a network, the coordinates and the link stay
        assert not person.driver.find_element(By.CSS_SELECTOR, "[data-map]").is_displayed()
        assert "40.9903, 29.029" in person.text()
        assert person.driver.find_element(By.LINK_TEXT, "Open in Maps").is_displayed()
        person.screenshot("memory-entry-map-offline-en-light")
    finally:
        person.set_network(online=True)


def test_a_photos_own_position_is_offered_and_a_refusal_is_explained(person):
    # setup: the browser refuses the position
    person.register()
    person.open("/memory?welcomed=1")  # past the introduction
    person.set_preferences("tr", "dark")
    allow_location(person, setting="denied")
    open_add_sheet(person, "photo")
    # act: tap "Add Location" (Konum Ekle) while the site may not know the position
    person.press("Konum Ekle", navigates=False)
    denied = person.driver.find_element(By.CSS_SELECTOR, "[data-location-denied]")
    WebDriverWait(person.driver, 10).until(lambda _: denied.is_displayed())
    assert "Tarayıcı ayarlarından izin verin" in denied.text
    # act: a photo taken in Sultanahmet (EXIF GPS), its place accepted
    person.driver.find_element(By.ID, "photo-files").send_keys(str(FIXTURES / "istanbul_gps.jpg"))
    offer = person.driver.find_element(By.CSS_SELECTOR, "[data-location-photo]")
    WebDriverWait(person.driver, 10).until(lambda _: offer.is_displayed())
    person.screenshot("memory-add-photo-place-tr-dark")
    offer.click()
    # check: the photo's position, written the Turkish way
    assert location_text(person) == "41,0086, 28,9802"
    assert not denied.is_displayed()
    person.fill("title", "Sultanahmet")
    save(person)
    open_entry(person, "Sultanahmet")
    assert "41,0086, 28,9802" in person.text()
    person.screenshot("memory-entry-map-tr-dark")


def test_a_photo_place_removed_in_the_sheet_is_stored_nowhere(person):
    # setup
    person.register()
    person.open("/memory?welcomed=1")  # past the introduction
    person.set_preferences("fr", "light")
    open_add_sheet(person, "photo")
    photo = FIXTURES / "istanbul_gps.jpg"
    # act: a photo taken in Sultanahmet, its place accepted, then removed again
    person.driver.find_element(By.ID, "photo-files").send_keys(str(photo))
    offer = person.driver.find_element(By.CSS_SELECTOR, "[data-location-photo]")
    WebDriverWait(person.driver, 10).until(lambda _: offer.is_displayed())
    person.press("Utiliser le lieu de la photo", navigates=False)
    assert location_text(person) == "41,0086, 28,9802"
    person.press("Retirer la position", navigates=False)
    # check: no place shown, the photo's place still one tap away
    assert location_text(person) == ""
    assert offer.is_displayed()
    person.fill("title", "Mosquée Bleue")
    person.driver.execute_script("document.querySelector('[data-location]').scrollIntoView({ block: 'center' })")
    person.screenshot("memory-add-photo-place-removed-fr-light")
    person.driver.execute_script("document.documentElement.dataset.theme = 'dark'")  # what Settings sets
    person.screenshot("memory-add-photo-place-removed-fr-dark")
    person.driver.execute_script("document.documentElement.dataset.theme = 'light'")
    save(person)
    open_entry(person, "Mosquée Bleue")
    # check: the page shows no place
    assert "41,0086" not in person.text()
    assert not person.driver.find_elements(By.CSS_SELECTOR, "a[href*='openstreetmap']")
    assert not any(element.is_displayed() for element in person.driver.find_elements(By.CSS_SELECTOR, "[data-map]"))
    # check: the API has no place or suggested place, and the photo it serves has no GPS left
    entry = entry_titled(person, "Mosquée Bleue")
    assert "location" not in entry
    assert "location" not in entry.get("suggestions", {}) and "place" not in entry.get("suggestions", {})
    position, size = served_photo_position(person, entry["media"][0]["url"])
    assert position is None
    assert size == photo.stat().st_size, "the position is erased in place, the photo itself untouched"


def test_a_photo_without_a_position_offers_none(person):
    # setup
    person.register()
    open_add_sheet(person, "photo")
    # act: a photo with no GPS tags
    person.driver.find_element(By.ID, "photo-files").send_keys(str(FIXTURES / "Canon_40D.jpg"))
    WebDriverWait(person.driver, 10).until(lambda d: d.find_elements(By.CSS_SELECTOR, "#photo-previews img"))
    # check: nothing to offer, the browser's position is still one tap away
    assert not person.driver.find_element(By.CSS_SELECTOR, "[data-location-photo]").is_displayed()
    assert person.driver.find_element(By.CSS_SELECTOR, "[data-location-ask]").is_displayed()


def test_a_place_is_named_on_its_card_its_page_and_by_name_only_on_its_share_page(person):
    """Issue 36 item 7: the browser gives coordinates only; the server names the place from the
    offline places table, and every page that shows the place says it in words."""
    # setup: a memory saved with the browser's position over Üsküdar, as the add sheet sends it
    person.register()
    person.open("/memory?welcomed=1")
    entry_id = add_entry(person, {"kind": "text", "title": "Ferry", "text": "On the ferry again.",
                                  "location": {"latitude": 40.9903, "longitude": 29.029}})
    share_url = None
    for language, theme in (("en", "light"), ("tr", "dark"), ("fr", "light")):
        person.set_preferences(language, theme)
        # act: the timeline
        person.open("/memory?welcomed=1")
        wait_for_cards(person, ["Ferry"])
        # check: its card names the place
        chip = person.driver.find_element(By.CSS_SELECTOR, ".chip-place")
        assert chip.text == "Üsküdar, Istanbul"
        # act: the entry's page
        person.open(f"/memory/entries/{entry_id}")
        # check: the name heads the place, the coordinates (the owner's own) under it
        place = person.driver.find_element(By.CSS_SELECTOR, "a[href*='openstreetmap']").find_element(By.XPATH, "..")
        person.driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", place)
        assert place.find_element(By.CSS_SELECTOR, ".cell-title").text == "Üsküdar, Istanbul"
        person.screenshot(f"memory-entry-place-name-{theme}-{language}")
        if share_url is None:
            create = person.driver.find_element(By.CSS_SELECTOR, "[data-share-create]")
            person.driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", create)
            create.click()
            WebDriverWait(person.driver, 10).until(lambda d: d.find_elements(By.CSS_SELECTOR, "#share-link .share-url"))
            share_url = person.driver.find_element(By.CSS_SELECTOR, "#share-link .share-url").get_attribute("value")
        # act: the public page
        person.open("/s/" + share_url.rsplit("/", 1)[1])
        # check: the name, and no coordinates or map link
        assert person.driver.find_element(By.CSS_SELECTOR, ".shared-place").text == "Üsküdar, Istanbul"
        assert "40.99" not in person.text() and "40,99" not in person.text()
        assert not person.driver.find_elements(By.CSS_SELECTOR, "a[href*='openstreetmap'], [data-map]")
        person.screenshot(f"memory-share-place-name-{theme}-{language}")
