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


def test_every_launcher_app_opens_a_real_app(person):
    # All five apps have landed: no tile and no app page may still say it is being built.
    person.open("/")
    assert "Not available yet" not in person.text()
    for path in ("/notes", "/sleep", "/launches", "/memory", "/disposable"):
        person.driver.find_element(By.CSS_SELECTOR, f'a[href="{path}"]').click()
        assert "Not available yet" not in person.text(), path
        person.open("/")


def test_touch_targets_are_at_least_44px(person):
    person.open("/")
    small = person.driver.execute_script("""
        return [...document.querySelectorAll('a, button, input:not([type=hidden])')]
          .filter(e => e.offsetParent !== null && !e.classList.contains('skip-link'))
          .map(e => [e.textContent.trim() || e.name, e.getBoundingClientRect().height])
          .filter(([, h]) => h < 44);
    """)
    assert small == []


COLOUR_TOKENS = ["--bg", "--bg-elevated", "--label", "--label-secondary", "--tint", "--tint-fill", "--destructive",
                 "--destructive-fill", "--bar-bg", "--separator", "--fill", "--segment-selected"]


def resolved_tokens(person, theme, device):
    """Each colour token as the browser paints it, with <html data-theme> and the device's scheme set."""
    person.driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {
        "features": [{"name": "prefers-color-scheme", "value": device}]})
    return person.driver.execute_script("""
        const [theme, tokens] = arguments;
        document.documentElement.setAttribute('data-theme', theme);
        const probe = document.body.appendChild(document.createElement('div'));
        const colours = tokens.map(token => {
            probe.style.color = `var(${token})`;
            return getComputedStyle(probe).color;
        });
        probe.remove();
        return colours;
    """, theme, COLOUR_TOKENS)


def test_one_set_of_colour_tokens_serves_the_device_setting_and_the_explicit_choice(person):
    person.open("/")
    dark = resolved_tokens(person, "dark", "light")
    light = resolved_tokens(person, "light", "dark")
    assert resolved_tokens(person, "system", "dark") == dark
    assert resolved_tokens(person, "system", "light") == light
    assert dark[0] == "rgb(0, 0, 0)" and light[0] == "rgb(242, 242, 247)"
    assert all(a != b for a, b in zip(dark[:4], light[:4])), "background and text colours differ by scheme"


def test_destructive_buttons_are_red_in_both_themes(person):
    person.open("/")
    for theme in ("light", "dark"):
        colour = person.driver.execute_script("""
            document.documentElement.setAttribute('data-theme', arguments[0]);
            const button = document.body.appendChild(document.createElement('button'));
            button.className = 'button button-destructive';
            const colour = getComputedStyle(button).backgroundColor;
            button.remove();
            return colour;
        """, theme)
        assert colour == "rgb(215, 0, 21)", theme


def test_a_guest_sends_feedback_from_help_and_comes_back(person):
    # A Disposable guest has no account: the help page leads to the suite's one feedback page,
    # in French and dark, and back.
    person.open("/settings")
    person.choose("language", "fr", navigates=True)
    person.choose("theme", "dark", navigates=True)
    person.open("/disposable/help")
    person.press("Envoyer un avis")
    assert person.driver.find_element(By.CSS_SELECTOR, 'select[name="topic"]').get_attribute("value") == "disposable"
    assert "Version " in person.text()
    person.fill("message", "Le mur s’est figé pendant le discours.")
    person.fill("replyTo", "margaret@example.com")
    person.screenshot("feedback-01-form-fr-dark")
    person.press("Envoyer")
    assert "Votre message a été envoyé." in person.text()
    person.screenshot("feedback-02-sent-fr-dark")
    person.press("Retour")
    assert person.driver.current_url.endswith("/disposable/help")
