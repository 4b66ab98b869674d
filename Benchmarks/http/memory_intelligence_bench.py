"""Memory Recap's intelligence (issue 15), each against a fresh release server:

* the recap image: a story PNG of a month with 3,000 entries and 9 photos, drawn again each time
  (an entry added in another month changes the account's revision, so nothing is served from the
  cache); goal: p50 warm within a few blank stories' rasterisation (floors.py);
* a music import: a 100,000-play Spotify extended history uploaded and previewed (parsed,
  filtered, deduplicated), upload included; goal: at least half the importer's own rate.

Issue 15 set these as p50 < 300 ms and >= 20,000 plays per second; both are now ratios against
floors measured in the same run (`bench-seed floors --plays FILE --blank-story`).
"""
import datetime
import json
import os
import shutil
import statistics
import tempfile
import time
import urllib.request
import uuid

import floors
from bench import post_json, server_env, start_server, verdict

FIXTURE = __file__.rsplit("/", 3)[0] + "/Tests/ImagingTests/Fixtures/DSCN0010.jpg"


def multipart(parts):
    boundary = uuid.uuid4().hex
    body = b""
    for name, filename, content_type, data in parts:
        disposition = f'form-data; name="{name}"' + (f'; filename="{filename}"' if filename else "")
        body += (f"--{boundary}\r\nContent-Disposition: {disposition}\r\n"
                 f"Content-Type: {content_type}\r\n\r\n").encode() + data + b"\r\n"
    return body + f"--{boundary}--\r\n".encode(), f"multipart/form-data; boundary={boundary}"


def send(base, token, path, parts=None, method="GET"):
    body, content_type = multipart(parts) if parts else (None, None)
    request = urllib.request.Request(base + path, data=body, method=method,
                                     headers={"Authorization": f"Bearer {token}"})
    if content_type:
        request.add_header("Content-Type", content_type)
    with urllib.request.urlopen(request, timeout=300) as response:
        return response.read()


def create_entry(base, token, metadata, photo=None):
    parts = [("metadata", None, "application/json", json.dumps(metadata).encode())]
    if photo:
        parts.append(("file", "photo.jpg", "image/jpeg", photo))
    send(base, token, "/api/entries", parts, method="POST")


def account(base):
    credentials = {"email": f"intel-{uuid.uuid4().hex[:8]}@example.com", "password": "bench passphrase"}
    return post_json(base + "/api/auth/register", credentials)["token"]


def recap_image(base, floor):
    token = account(base)
    with open(FIXTURE, "rb") as file:
        photo = file.read()
    for day in range(9):
        create_entry(base, token, {"kind": "photo", "occurredAt": f"2025-05-{day + 1:02d}T10:00:00Z", "tags": ["trip"]}, photo)
    for index in range(2991):
        create_entry(base, token, {
            "kind": "text", "title": f"Day {index}", "text": "A walk by the sea.", "tags": ["walk", f"t{index % 7}"],
            "occurredAt": f"2025-05-{index % 28 + 1:02d}T{index % 23:02d}:{index % 60:02d}:00Z"})
    times = []
    for run in range(16):
        create_entry(base, token, {"kind": "text", "title": "elsewhere", "text": "x",
                                   "occurredAt": f"2019-01-{run + 1:02d}T10:00:00Z"})
        begun = time.perf_counter()
        image = send(base, token, "/api/summaries/image?year=2025&month=5&template=story&language=en")
        times.append((time.perf_counter() - begun) * 1000)
        assert image[:8] == b"\x89PNG\r\n\x1a\n", "the recap should be a PNG"
    warm = times[1:]
    print(f"recap story image (3,000 entries, 9 photos), drawn anew: p50 {statistics.median(warm):.0f} ms, "
          f"max {max(warm):.0f} ms over {len(warm)} warm runs (first {times[0]:.0f} ms)")
    ratio = statistics.median(warm) / floor["blankStory"]["p50"]
    verdict(f"recap image p50 warm <= {floors.RECAP_IMAGE_P50_FACTOR}x a blank story's rasterisation: {ratio:.2f}x",
            ratio <= floors.RECAP_IMAGE_P50_FACTOR)


HISTORY_NAME = "Streaming_History_Audio_2024.json"


def spotify_history():
    """100,000 plays of Spotify's extended streaming history, as JSON bytes."""
    start = datetime.datetime(2024, 1, 1, tzinfo=datetime.timezone.utc)
    plays = [{"ts": (start + datetime.timedelta(minutes=3 * index)).strftime("%Y-%m-%dT%H:%M:%SZ"),
              "ms_played": 180_000, "master_metadata_track_name": f"Song {index % 5000}",
              "master_metadata_album_artist_name": f"Artist {index % 400}",
              "master_metadata_album_album_name": f"Album {index % 900}",
              "spotify_track_uri": f"spotify:track:{index % 5000:022d}", "episode_name": None, "audiobook_title": None}
             for index in range(100_000)]
    return json.dumps(plays).encode()


def spotify_import(base, data, floor):
    token = account(base)
    rates = []
    for _ in range(3):
        begun = time.perf_counter()
        preview = json.loads(send(base, token, "/api/imports",
                                  [("file", HISTORY_NAME, "application/json", data)], method="POST"))
        rates.append(100_000 / (time.perf_counter() - begun))
        assert preview["plays"] == 100_000, preview
    print(f"Spotify import preview, 100,000 plays ({len(data) / 1e6:.0f} MB): best {max(rates):,.0f} plays/s")
    ratio = max(rates) / (100_000 / (floor["import"]["p50"] / 1000))
    verdict(f"import >= {floors.IMPORT_RATE_FACTOR}x the importer's own plays per second: {ratio:.2f}x",
            ratio >= floors.IMPORT_RATE_FACTOR)


def memory_intelligence_scenarios(binary):
    data = spotify_history()
    scratch = tempfile.mkdtemp(prefix="suite-bench-floors-")
    history = os.path.join(scratch, HISTORY_NAME)
    with open(history, "wb") as file:
        file.write(data)
    try:
        floor = floors.measure(binary, server_env(scratch), "--plays", history, "--blank-story")
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    process, base, _ = start_server(binary, extra_env={"SPEECH_ENABLED": "0"})
    try:
        recap_image(base, floor)
        spotify_import(base, data, floor)
    finally:
        process.terminate()
        process.wait(timeout=30)
