#!/usr/bin/env python3
"""Stands in for speech_worker.py in tests: same protocol, scripted behaviour, no model.

The model directory argument picks how it starts: "missing" reports a fatal error, "die"
exits without a word, anything else is ready at once (and counts its starts in that folder).
The request's file name picks how it answers: "crash*" kills the process, "hang*" never
answers, "bad*" reports an error for that file, anything else is "heard <name> in <language>"
(with "detect", a name ending "-in-tr" is heard as Turkish when Turkish is listed).
"""
import json
import os
import sys
import time

model = sys.argv[1]
if model.endswith("missing"):
    print(json.dumps({"event": "fatal", "error": "model files missing"}), flush=True)
    sys.exit(3)
if model.endswith("die"):
    sys.exit(1)
if os.path.isdir(model):
    with open(os.path.join(model, "starts"), "a") as starts:
        starts.write("start\n")
print(json.dumps({"event": "ready", "engine": "fake 1.0"}), flush=True)
for line in sys.stdin:
    request = json.loads(line)
    name = os.path.basename(request["path"])
    if name.startswith("crash"):
        os._exit(1)
    if name.startswith("hang"):
        time.sleep(3600)
    if name.startswith("bad"):
        print(json.dumps({"id": request["id"], "error": "cannot decode"}), flush=True)
        continue
    # "detect": a file named "...-in-xx.wav" is heard as xx when xx is listed, else the fallback.
    language = request["language"]
    heard = name.rsplit("-in-", 1)[-1].split(".")[0] if "-in-" in name else None
    if heard and heard in (request.get("detect") or []):
        language = heard
    print(json.dumps({"id": request["id"], "text": f"heard {name} in {language}",
                      "language": language, "duration": 2.0, "cpu_seconds": 0.5}), flush=True)
