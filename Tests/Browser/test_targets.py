"""Issue 36 item 14: every control a finger has to hit is 44 CSS px tall on the suite's Settings,
Notes, SpaceNasa and Disposable pages (PolySleep's and Memory's timeline are test_sleep.py's), as
a new user reaches them at 390x844. `targets.small_targets` measures every visible control of a
page; each page is screenshotted as it was measured."""
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from conftest import Person, new_browser
from targets import small_targets
from test_disposable import create_event, join, join_path_from_qr, queue_states
from test_disposable_guest_care import pick


def measured(person, name):
    """The page's controls under 44 px, with the page's address, after a screenshot of it."""
    person.screenshot(f"targets-{name}")
    return [(person.driver.current_url.split("/", 3)[-1], small) for small in small_targets(person.driver)]


def test_settings_notes_and_spacenasa_have_no_control_under_44_px(person):
    # setup
    person.register()
    found = []
    for language, theme in (("en", "light"), ("fr", "dark")):
        person.set_preferences(language, theme)
        # act / check: Settings
        person.open("/settings")
        found += measured(person, f"settings-{theme}-{language}")
        # Notes: the list with a note, its editor, the import page
        person.open("/notes/new")
        person.fill("title", f"Groceries {language}")
        person.fill("body", "Milk, eggs, bread")
        person.driver.find_element(By.CSS_SELECTOR, "button[form=note-form]").click()
        WebDriverWait(person.driver, 10).until(lambda d: d.current_url.endswith("/notes"))
        found += measured(person, f"notes-list-{theme}-{language}")
        person.open("/notes?edit=1")
        found += measured(person, f"notes-list-editing-{theme}-{language}")
        person.open("/notes")
        person.driver.find_element(By.CSS_SELECTOR, ".note-cell").click()
        WebDriverWait(person.driver, 10).until(lambda d: "/notes/" in d.current_url)
        found += measured(person, f"notes-editor-{theme}-{language}")
        person.open("/notes/import")
        found += measured(person, f"notes-import-{theme}-{language}")
        # SpaceNasa: past the introduction, the programs, the list, a launch, a program, the rest
        person.open("/launches/welcome")
        found += measured(person, f"launches-welcome-{theme}-{language}")
        person.open("/launches?welcomed=1")
        for path in ("/launches", "/launches/list", "/launches/search?q=falcon", "/launches/favourites",
                     "/launches/reminders", "/launches/about"):
            person.open(path)
            found += measured(person, f"launches-{path.split('/')[-1].split('?')[0] or 'home'}-{theme}-{language}")
        person.open("/launches/list")
        launch = person.driver.find_element(By.CSS_SELECTOR, ".launch-cell").get_attribute("href")
        person.open("/" + launch.split("/", 3)[-1])
        found += measured(person, f"launches-launch-{theme}-{language}")
        person.open("/launches")
        program = person.driver.find_elements(By.CSS_SELECTOR, ".program-link")
        if program:
            program[0].click()
            WebDriverWait(person.driver, 10).until(lambda d: "/launches/programs/" in d.current_url)
            found += measured(person, f"launches-program-{theme}-{language}")
    assert found == [], found


def test_disposable_pages_have_no_control_under_44_px(person, server):
    # setup: an organizer's event, a guest whose one shot the server refused (its tile's Remove)
    create_event(person, "Garage sale", shots=3)
    path = join_path_from_qr(person, "targets")
    found = measured(person, "disposable-event")
    for page in ("/disposable", "/disposable/new", "/disposable/join", "/disposable/help"):
        person.open(page)
        found += measured(person, "disposable-" + page.rsplit("/", 1)[-1])
    guest = Person(new_browser(), server)
    try:
        guest.open(path)
        found += measured(guest, "disposable-join")
        join(guest, path, "Jo")
        pick(guest, ["broken.jpg"])
        WebDriverWait(guest.driver, 20).until(lambda _: queue_states(guest) == ["failed"])
        guest.driver.execute_script("document.querySelector('[data-queue] li').scrollIntoView({block: 'center'})")
        found += measured(guest, "disposable-camera-refused")
        for page in ("gallery", "settings"):
            guest.open(f"{path}/{page}")
            found += measured(guest, f"disposable-guest-{page}")
    finally:
        guest.driver.quit()
    # check
    assert found == [], found
