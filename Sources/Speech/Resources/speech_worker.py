#!/usr/bin/env python3
"""The speech-to-text worker the server supervises: one process, the model loaded once.

Protocol (JSON lines; one request on stdin, one answer on stdout, in order):
  started  -> {"event": "ready", "model": "<dir>", "engine": "faster-whisper <version>"}
              or {"event": "fatal", "error": "<why>"} and exit 3 (missing model or library)
  request  <- {"id": "<job id>", "path": "/abs/audio/file", "language": "en"}
  answer   -> {"id": "<job id>", "text": "...", "language": "en", "duration": 7.1,
               "cpu_seconds": 1.9}
              or {"id": "<job id>", "error": "<why>"} when that one file fails
The language is always given: Whisper's auto-detection picked Thai on a Turkish sample.
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


def transcribe(model, request):
    path = request["path"]
    language = request["language"]
    started = time.process_time()
    segments, info = model.transcribe(
        path, language=language, beam_size=5, vad_filter=False, condition_on_previous_text=False
    )
    text = " ".join(segment.text.strip() for segment in segments).strip()
    return {
        "id": request["id"],
        "text": text,
        "language": info.language,
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
