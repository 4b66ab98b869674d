#!/usr/bin/env python3
"""The speech-to-text worker the server supervises: one process, the model loaded once.

Protocol (JSON lines; one request on stdin, one answer on stdout, in order):
  started  -> {"event": "ready", "model": "<dir>", "engine": "faster-whisper <version>"}
              or {"event": "fatal", "error": "<why>"} and exit 3 (missing model or library)
  request  <- {"id": "<job id>", "path": "/abs/audio/file", "language": "en"}
              or {..., "language": "en", "detect": ["en", "tr", "fr"]}
  answer   -> {"id": "<job id>", "text": "...", "language": "en", "duration": 7.1,
               "cpu_seconds": 1.9, "detected": true}
              or {"id": "<job id>", "error": "<why>"} when that one file fails
Without "detect" the language is the one the user named. With it, Whisper listens first and the
best of the listed languages is used when it clearly leads; otherwise "language" is the fallback.
Open detection is never used: it picked Thai on a Turkish sample.
Nothing is fetched from a network: the model is a local folder installed by install-model.
"""
import json
import os
import sys
import time

REQUIRED_FILES = ("config.json", "model.bin", "tokenizer.json", "vocabulary.txt")


def emit(message):
    sys.stdout.write(json.dumps(message, ensure_ascii=False) + "\n")
    sys.stdout.flush()


def load_model(model_dir, threads):
    missing = [name for name in REQUIRED_FILES if not os.path.isfile(os.path.join(model_dir, name))]
    if missing:
        raise RuntimeError(f"model files missing in {model_dir}: {', '.join(missing)} (run scripts/speech/install-model)")
    os.environ["HF_HUB_OFFLINE"] = "1"  # a local folder never needs the hub; make sure it is never asked
    import faster_whisper
    from faster_whisper import WhisperModel

    model = WhisperModel(model_dir, device="cpu", compute_type="int8", cpu_threads=threads, num_workers=1)
    return model, f"faster-whisper {faster_whisper.__version__}"


# The best listed language must hold this share of the listed languages' probability...
DETECTION_SHARE = 0.6
# ...and this much of Whisper's whole distribution: on synthetic Turkish speech Whisper gave Thai
# 0.74, English 0.05 and Turkish 0.02, where English "led" the listed three by share alone.
DETECTION_MINIMUM = 0.1


def choose_language(probabilities, candidates, fallback):
    """The best of `candidates` by Whisper's probabilities when it clearly leads, else `fallback`.

    Returns (language, detected). Whisper spreads probability over ~100 languages, so the lead
    is judged among the candidates, with a floor on the absolute probability.
    """
    listed = {code: probabilities.get(code, 0.0) for code in candidates}
    total = sum(listed.values())
    if total <= 0:
        return fallback, False
    best = max(listed, key=listed.get)
    if listed[best] / total < DETECTION_SHARE or listed[best] < DETECTION_MINIMUM:
        return fallback, False
    return best, True


def transcribe(model, request):
    from faster_whisper import decode_audio

    language = request["language"]
    candidates = request.get("detect") or []
    started = time.process_time()
    audio = decode_audio(request["path"], sampling_rate=model.feature_extractor.sampling_rate)
    detected = False
    if candidates:
        _, _, all_probabilities = model.detect_language(audio)
        language, detected = choose_language(dict(all_probabilities), candidates, language)
    segments, info = model.transcribe(
        audio, language=language, beam_size=5, vad_filter=False, condition_on_previous_text=False
    )
    text = " ".join(segment.text.strip() for segment in segments).strip()
    return {
        "id": request["id"],
        "text": text,
        "language": language,
        "detected": detected,
        "duration": round(info.duration, 3),
        "cpu_seconds": round(time.process_time() - started, 3),
    }


def main():
    model_dir = os.environ.get("SPEECH_MODEL_DIR") or sys.argv[1]
    threads = int(os.environ.get("SPEECH_THREADS", "2"))
    try:
        model, engine = load_model(model_dir, threads)
    except Exception as error:  # noqa: BLE001 - any start failure is reported the same way
        emit({"event": "fatal", "error": f"{type(error).__name__}: {error}"})
        return 3
    emit({"event": "ready", "model": model_dir, "engine": engine})
    for line in sys.stdin:
        line = line.strip()
        if not line:
            continue
        try:
            request = json.loads(line)
            job_id = request.get("id", "")
        except ValueError:
            emit({"id": "", "error": "request is not JSON"})
            continue
        try:
            if not isinstance(request.get("language"), str) or not request["language"]:
                raise ValueError("language is required")
            emit(transcribe(model, request))
        except Exception as error:  # noqa: BLE001 - one bad file must not end the worker
            emit({"id": job_id, "error": f"{type(error).__name__}: {error}"})
    return 0


if __name__ == "__main__":
    sys.exit(main())
