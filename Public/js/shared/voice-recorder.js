// The voice recorder every app shares: MediaRecorder with a live waveform, a time limit drawn as
// a ring that fills, and a player to listen before saving. `VoiceRecording` is the recorder;
// `mountRecorder` wires it to server-rendered markup (texts come from the page):
//
//   <section data-recorder data-limit-seconds="60">
//     <div data-recorder-explain> why the microphone is needed </div>
//     <div data-recorder-denied hidden> how to allow it again </div>
//     <div data-recorder-unavailable hidden> no microphone here </div>
//     <canvas data-recorder-waveform aria-hidden="true"></canvas>
//     <svg viewBox="0 0 44 44"><circle data-recorder-ring r="20" cx="22" cy="22"/></svg>
//     <button data-recorder-toggle aria-pressed="false">Record</button>
//     <output data-recorder-time>0:00</output>
//     <audio data-recorder-playback controls hidden></audio>
//     <button data-recorder-discard hidden>…</button>
//   </section>

import { permissionState } from "./permissions.js";

/** Containers the server accepts, best first: AAC in MP4 (Safari), then Opus in WebM or Ogg. */
const TYPES = ["audio/mp4", "audio/webm;codecs=opus", "audio/webm", "audio/ogg;codecs=opus"];

export class VoiceRecording extends EventTarget {
  static get supported() {
    return Boolean(window.isSecureContext && navigator.mediaDevices?.getUserMedia && window.MediaRecorder);
  }

  static mimeType() {
    return TYPES.find((type) => MediaRecorder.isTypeSupported(type)) ?? "";
  }

  /** Asks for the microphone and starts recording; stops by itself at `limitSeconds`. */
  static async start({ limitSeconds = 60, clock = () => performance.now() } = {}) {
    const stream = await navigator.mediaDevices.getUserMedia({ audio: { echoCancellation: true, noiseSuppression: true } });
    return new VoiceRecording(stream, limitSeconds, clock);
  }

  constructor(stream, limitSeconds, clock) {
    super();
    Object.assign(this, { stream, limitSeconds, clock, chunks: [] });
    const mimeType = VoiceRecording.mimeType();
    this.recorder = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
    this.recorder.addEventListener("dataavailable", (event) => { if (event.data.size) this.chunks.push(event.data); });
    this.finished = new Promise((resolve) => this.recorder.addEventListener("stop", () => resolve(this.result()), { once: true }));
    this.audio = new AudioContext();
    this.analyser = this.audio.createAnalyser();
    this.analyser.fftSize = 1024;
    this.audio.createMediaStreamSource(stream).connect(this.analyser);
    this.samples = new Uint8Array(this.analyser.fftSize);
    this.startedAt = clock();
    this.recorder.start(250);
    this.limitTimer = setTimeout(() => this.stop(), limitSeconds * 1000);
  }

  /** Seconds recorded so far (at most the limit). */
  get elapsed() {
    return Math.min(this.limitSeconds, (this.clock() - this.startedAt) / 1000);
  }

  /** The loudness right now, 0…1 (RMS of the last analyser window). */
  level() {
    this.analyser.getByteTimeDomainData(this.samples);
    let sum = 0;
    for (const sample of this.samples) sum += ((sample - 128) / 128) ** 2;
    return Math.min(1, Math.sqrt(sum / this.samples.length) * 3);
  }

  /** Stops recording; resolves with `{ blob, seconds, type }`. */
  stop() {
    clearTimeout(this.limitTimer);
    if (this.recorder.state !== "inactive") {
      this.seconds = this.elapsed;
      this.recorder.stop();
    }
    for (const track of this.stream.getTracks()) track.stop();
    this.audio.close().catch(() => {});
    return this.finished;
  }

  result() {
    const type = (this.recorder.mimeType || "audio/webm").split(";")[0];
    return { blob: new Blob(this.chunks, { type }), seconds: this.seconds ?? this.elapsed, type };
  }
}

/** A file name for a recording of `type`, so the server and downloads see a fitting extension. */
export function recordingFilename(type, date = new Date()) {
  const extension = { "audio/mp4": "m4a", "audio/webm": "webm", "audio/ogg": "ogg" }[type] ?? "audio";
  return `voice-${date.toISOString().slice(0, 19).replaceAll(":", "-")}.${extension}`;
}

/** "0:07" for 7.4 seconds. */
export function clockText(seconds) {
  const whole = Math.floor(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}

/**
 * Wires a `[data-recorder]` section. `onRecording({ blob, seconds, type })` gets the take once
 * recording stops (or null when it is discarded). Returns `{ stop, reset }`.
 */
export function mountRecorder(root, { onRecording } = {}) {
  const part = (name) => root.querySelector(`[data-recorder-${name}]`);
  const [explain, denied, unavailable] = ["explain", "denied", "unavailable"].map(part);
  const [toggle, canvas, ring, time, playback, discard] = ["toggle", "waveform", "ring", "time", "playback", "discard"].map(part);
  const limitSeconds = Number(root.dataset.limitSeconds) || 60;
  const waveform = canvas ? new Waveform(canvas) : null;
  let recording = null;
  let frame = 0;
  let take = null;

  const showOnly = (section) => {
    for (const candidate of [explain, denied, unavailable]) if (candidate) candidate.hidden = candidate !== section;
  };
  const setRing = (fraction) => {
    if (!ring) return;
    const length = 2 * Math.PI * Number(ring.getAttribute("r"));
    ring.style.strokeDasharray = `${length}`;
    ring.style.strokeDashoffset = `${length * (1 - fraction)}`;
  };
  const setTake = (next) => {
    if (take?.url) URL.revokeObjectURL(take.url);
    take = next;
    if (playback) {
      playback.hidden = !take;
      if (take) playback.src = take.url = URL.createObjectURL(take.blob);
      else playback.removeAttribute("src");
    }
    if (discard) discard.hidden = !take;
    onRecording?.(take);
  };

  function draw() {
    if (!recording) return;
    waveform?.push(recording.level());
    setRing(recording.elapsed / limitSeconds);
    if (time) time.textContent = clockText(recording.elapsed);
    frame = requestAnimationFrame(draw);
  }

  async function begin() {
    if (!VoiceRecording.supported) return showOnly(unavailable);
    // A microphone the person blocked for this site: say how to allow it, without asking again.
    if ((await permissionState("microphone")) === "denied") return showOnly(denied);
    setTake(null);
    try {
      recording = await VoiceRecording.start({ limitSeconds });
    } catch (error) {
      return showOnly(error?.name === "NotAllowedError" ? denied : unavailable);
    }
    showOnly(null);
    waveform?.clear();
    root.classList.add("is-recording");
    toggle?.setAttribute("aria-pressed", "true");
    recording.finished.then(finish);
    draw();
  }

  function finish(result) {
    cancelAnimationFrame(frame);
    recording = null;
    root.classList.remove("is-recording");
    toggle?.setAttribute("aria-pressed", "false");
    if (time) time.textContent = clockText(result.seconds);
    setTake(result.blob.size ? result : null);
  }

  toggle?.addEventListener("click", () => (recording ? recording.stop() : begin()));
  discard?.addEventListener("click", () => {
    setTake(null);
    setRing(0);
    if (time) time.textContent = clockText(0);
    waveform?.clear();
  });
  if (!VoiceRecording.supported) showOnly(unavailable);

  return {
    stop: () => recording?.stop(),
    reset() {
      recording?.stop();
      setTake(null);
      setRing(0);
    },
  };
}

/** A scrolling bar waveform, drawn in the canvas's own text colour (so it follows the theme). */
class Waveform {
  constructor(canvas) {
    this.canvas = canvas;
    this.levels = [];
  }

  clear() {
    this.levels = [];
    this.paint();
  }

  push(level) {
    this.levels.push(level);
    this.paint();
  }

  paint() {
    const { canvas } = this;
    const scale = window.devicePixelRatio || 1;
    const width = canvas.clientWidth * scale;
    const height = canvas.clientHeight * scale;
    if (canvas.width !== width || canvas.height !== height) Object.assign(canvas, { width, height });
    const context = canvas.getContext("2d");
    context.clearRect(0, 0, width, height);
    context.fillStyle = getComputedStyle(canvas).color;
    const bar = 3 * scale;
    const gap = 2 * scale;
    const count = Math.floor(width / (bar + gap));
    const shown = this.levels.slice(-count);
    shown.forEach((level, index) => {
      const barHeight = Math.max(bar, level * height);
      context.fillRect(width - (shown.length - index) * (bar + gap), (height - barHeight) / 2, bar, barHeight);
    });
  }
}
