"""Memory Recap's introduction as a person meets it at 390x844: the first visit to /memory
opens three slides (purpose, privacy, permissions), "Next" walks them, "Get Started" opens
the timeline and the introduction does not come back; Settings leads back to it. In en and tr,
light and dark."""
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait


def current_slide(driver):
    """The slide the dots mark as shown (1-based), once the carousel has settled."""
    return driver.execute_script("""
        const dots = [...document.querySelectorAll('[data-slide-dot]')];
        return dots.findIndex((d) => d.getAttribute('aria-current') === 'step') + 1;""")


def wait_for_slide(person, number):
    WebDriverWait(person.driver, 5).until(lambda d: current_slide(d) == number)


def test_the_first_visit_walks_the_introduction_once(person):
    # setup
    person.register()
    # act: the first visit to the timeline
    person.open("/memory")
    # check: the introduction, on its first slide, with "Next" rather than the finish
    assert person.driver.current_url.endswith("/memory/welcome")
    wait_for_slide(person, 1)
    assert "Your days, kept" in person.text()
    assert person.driver.find_element(By.CSS_SELECTOR, "[data-slide-next]").is_displayed()
    assert not person.driver.find_element(By.CSS_SELECTOR, "[data-slide-finish]").is_displayed(), \
        "the finish waits for the last slide"
    person.screenshot("memory-welcome-1-en-light")
    # act: Next, Next
    person.press("Next", navigates=False)
    wait_for_slide(person, 2)
    assert "Private by default" in person.text()
    person.screenshot("memory-welcome-2-en-light")
    person.press("Next", navigates=False)
    wait_for_slide(person, 3)
    # check: the permissions slide says why each one is asked, and offers the finish
    text = person.text()
    for line in ("Camera: to take a photo", "Microphone: to record a voice note", "Location: to note where"):
        assert line in text
    assert not person.driver.find_element(By.CSS_SELECTOR, "[data-slide-next]").is_displayed()
    person.screenshot("memory-welcome-3-en-light")
    person.driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "dark"}]})
    person.screenshot("memory-welcome-3-en-dark")
    person.driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})
    # act: finish
    person.press("Get Started")
    # check: the timeline, and it stays the timeline on the next visit
    assert person.driver.find_element(By.CSS_SELECTOR, ".empty-state")
    person.open("/memory")
    assert person.driver.current_url.endswith("/memory")
    assert person.driver.find_element(By.CSS_SELECTOR, ".empty-state")
    # act: Settings leads back to it
    person.open("/memory/settings")
    person.press("Show the Introduction")
    assert person.driver.current_url.endswith("/memory/welcome")


def test_skip_finishes_too_and_turkish_reads_right_in_light_and_dark(person):
    # setup
    person.register()
    person.set_preferences("tr", "light")
    # act
    person.open("/memory")
    wait_for_slide(person, 1)
    # check
    assert "Günleriniz, saklı" in person.text()
    person.screenshot("memory-welcome-1-tr-light")
    person.driver.find_element(By.CSS_SELECTOR, 'a.welcome-dot[href="#slide-3"]').click()
    wait_for_slide(person, 3)
    assert "Mikrofon: sesli not kaydetmek için." in person.text()
    person.screenshot("memory-welcome-3-tr-light")
    person.set_preferences("tr", "dark")
    person.open("/memory/welcome")
    wait_for_slide(person, 1)
    person.screenshot("memory-welcome-1-tr-dark")
    # act: skip
    person.press("Geç")
    # check
    assert person.driver.find_element(By.CSS_SELECTOR, ".empty-state")
    person.open("/memory")
    assert person.driver.current_url.endswith("/memory")
