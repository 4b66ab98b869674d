"""Disposable's privacy notice on a phone: the page the info endpoint names, reached from the
join screen, readable in light and dark (the screenshot runs axe in both themes)."""
from selenium.webdriver.common.by import By


def test_the_privacy_notice_reads_on_a_phone(person):
    person.open("/disposable/help")
    person.driver.find_element(By.CSS_SELECTOR, "a[href='/disposable/privacy']").click()
    text = person.text()
    assert "Who is responsible" in text and "No location" in text
    assert "The organizer sees every photo as soon as it is sent" in text
    person.screenshot("disposable-privacy-en")
    person.set_preferences("fr", "dark")
    person.open("/disposable/privacy")
    assert "Vos droits" in person.text()
    person.screenshot("disposable-privacy-fr-dark")
