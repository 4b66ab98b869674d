"""The shell as a new user meets it: launcher, account, language and theme."""
from selenium.webdriver.common.by import By


def background_of(person, selector):
    return person.driver.execute_script(
        "return getComputedStyle(document.querySelector(arguments[0])).backgroundColor", selector)


def test_new_user_registers_signs_out_and_in_again(person):
    person.open("/")
    assert "Apps" in person.text()
    for name in ("Notes", "PolySleep", "SpaceNasa", "Memory Recap", "Disposable"):
        assert name in person.text()
    person.screenshot("01-launcher-signed-out")

    email = person.register()
    assert "Welcome! Your account is ready." in person.text()
    assert email in person.text()
    person.screenshot("02-launcher-signed-in")

    person.open("/settings")
    assert person.driver.find_element(By.CSS_SELECTOR, 'a[href="/account/delete"]').value_of_css_property("color") \
        != person.driver.find_element(By.CSS_SELECTOR, 'a[href="/account/password"]').value_of_css_property("color"), \
        "Delete Account is red"
    person.screenshot("03a-settings-en-light")
    person.press("Sign Out")
    assert email not in person.text()

    person.open("/account/login")
    person.fill("email", email)
    person.fill("password", "wrong password!")
    person.press("Sign in")
    assert "The email or password is not correct." in person.text()
    person.screenshot("03-login-error")

    person.fill("password", "correct horse battery")
    person.press("Sign in")
    assert email in person.text()


def test_switching_to_turkish_and_dark_mode_sticks(person):
    person.register()
    person.set_preferences("tr", "dark")
    assert "Ayarlar kaydedildi." in person.text()
    assert person.driver.find_element(By.TAG_NAME, "html").get_attribute("data-theme") == "dark"
    person.screenshot("04-settings-turkish-dark")

    person.open("/")
    assert "Uygulamalar" in person.text()
    assert "Notlar" in person.text()
    assert background_of(person, "body") == "rgb(0, 0, 0)"
    person.screenshot("05-launcher-turkish-dark")


def test_unavailable_app_is_honest(person):
    person.open("/")
    person.driver.find_element(By.CSS_SELECTOR, 'a[href="/disposable"]').click()
    assert "Not available yet" in person.text()
    person.screenshot("06-unavailable")


def test_touch_targets_are_at_least_44px(person):
    person.open("/")
    small = person.driver.execute_script("""
        return [...document.querySelectorAll('a, button, input:not([type=hidden])')]
          .filter(e => e.offsetParent !== null && !e.classList.contains('skip-link'))
          .map(e => [e.textContent.trim() || e.name, e.getBoundingClientRect().height])
          .filter(([, h]) => h < 44);
    """)
    assert small == []
