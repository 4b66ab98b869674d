"""Memory Recap reads the mood in the language the words are in, and a voice diary's transcript
can be corrected on its page (issue 36, items 1 and 2), at 390x844 in en, tr and fr."""
import base64
import pathlib

from selenium.webdriver.common.by import By

from memory_api import add_entry

RECORDING = pathlib.Path(__file__).parents[1] / "MemoryBackendTests" / "Fixtures" / "short.wav"


def mood(person):
    return person.driver.find_element(By.ID, "entry-mood").text


def open_editor(person, label):
    """The editor folds under a <summary> reading `label` (a native disclosure, no script)."""
    summary = person.driver.find_element(By.CSS_SELECTOR, "#transcript-editor summary")
    assert summary.text == label
    summary.click()


def test_turkish_words_under_the_english_page_read_as_turkish(person):
    # setup
    person.register()
    person.open("/memory?welcomed=1")
    worried = add_entry(person, {"kind": "text", "title": "Sınav", "text": "Yarınki sınav yüzünden çok endişeliyim…",
                                 "utcOffsetSeconds": 0})
    unclear = add_entry(person, {"kind": "text", "title": "OK", "text": "12:30 👍", "utcOffsetSeconds": 0})
    # act
    person.open(f"/memory/entries/{worried}")
    # check: the Turkish-read mood, in the page's words
    assert mood(person) == "Anxious"
    assert not person.driver.find_elements(By.ID, "mood-language-unknown")
    person.screenshot("memory-mood-turkish-words-en")
    person.set_preferences("tr", "light")
    person.open(f"/memory/entries/{worried}")
    assert mood(person) == "Kaygılı"
    # check: words that do not tell their language say so
    person.set_preferences("fr", "dark")
    person.open(f"/memory/entries/{unclear}")
    assert person.driver.find_element(By.ID, "mood-language-unknown").text == "Impossible de déterminer la langue"
    person.screenshot("memory-mood-language-unknown-fr-dark")


def test_correcting_a_transcript_on_the_page(person):
    # setup: a voice diary (the engine may still be working on it: the editor is there anyway)
    person.register()
    person.open("/memory?welcomed=1")
    entry = add_entry(person, {"kind": "audio", "title": "Voice", "utcOffsetSeconds": 0, "language": "en"},
                      wav=base64.b64encode(RECORDING.read_bytes()).decode())
    person.open(f"/memory/entries/{entry}")
    # act: open the editor, write what was really said, save
    open_editor(person, "Correct the transcript")
    person.fill("text", "Yarınki sınav yüzünden çok endişeliyim")
    person.screenshot("memory-transcript-editor-en")
    person.press("Save Transcript")
    # check: back on the entry, the words, their language and the mood they carry
    assert person.driver.current_url.endswith(f"/memory/entries/{entry}")
    text = person.text()
    assert "Transcript saved." in text
    assert person.driver.find_element(By.ID, "transcript-text").text == "Yarınki sınav yüzünden çok endişeliyim"
    assert person.driver.find_element(By.ID, "transcript-language").text == "Türkçe"
    assert mood(person) == "Anxious"
    # check: the same editor in Turkish
    person.set_preferences("tr", "light")
    person.open(f"/memory/entries/{entry}")
    open_editor(person, "Dökümü düzelt")
    person.fill("text", "Bugün çok mutluyum, sınavı geçtim!")
    person.press("Dökümü Kaydet")
    assert "Döküm kaydedildi." in person.text()
    assert mood(person) == "Neşeli"
    person.screenshot("memory-transcript-saved-tr")
    # check: and in French, dark
    person.set_preferences("fr", "dark")
    person.open(f"/memory/entries/{entry}")
    open_editor(person, "Corriger la transcription")
    assert person.driver.find_element(By.ID, "save-transcript").text == "Enregistrer la transcription"
    person.screenshot("memory-transcript-editor-fr-dark")
