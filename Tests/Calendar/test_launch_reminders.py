"""The SpaceNasa reminders feed rings when the app's ReminderPlanner would.

LaunchBackendTests (ReminderTests) write each feed the server serves and the planner's reminders
for the same launches at the same instant to test-artifacts/launch-reminders/ (`X.ics` +
`X.expected.json`). Here a real iCalendar library reads the feed, places every VALARM relative
to its event's start, and the result must be the planner's reminders, instant for instant.
"""

import os
from pathlib import Path

import pytest

from test_ics import load, utc

ROOT = Path(__file__).resolve().parents[2]
FOLDER = Path(os.environ.get("LAUNCH_REMINDERS_OUT") or ROOT / "test-artifacts" / "launch-reminders")
FILES = sorted(FOLDER.glob("*.ics"))


def test_feeds_exist():
    assert FILES, f"no feeds in {FOLDER}; run `swift test --filter LaunchBackendTests.ReminderTests` first"


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_lines(path):
    raw, cal, _ = load(path)
    lines = raw.split(b"\r\n")[:-1]
    assert raw.endswith(b"\r\n") and all(len(line) <= 75 for line in lines)
    assert cal["VERSION"] == "2.0" and str(cal["X-WR-CALNAME"])


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_alarms_match_the_planner(path):
    _, cal, expected = load(path)
    planned = {(item["launch"], utc(item["fire"]), item["title"]) for item in expected["reminders"]}
    assert planned, "the planner has no reminder for this feed"
    rung = set()
    for event in cal.walk("VEVENT"):
        launch = str(event["UID"]).split("@")[0]
        start = event["DTSTART"].dt
        for alarm in event.walk("VALARM"):
            assert str(alarm["ACTION"]) == "DISPLAY"
            assert alarm["TRIGGER"].params.get("RELATED", "START") == "START"
            rung.add((launch, start + alarm["TRIGGER"].dt, str(alarm["DESCRIPTION"])))
    assert rung == planned
