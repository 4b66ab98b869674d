// The camera every app shares: rear lens first, lens flip, torch where the lens has one, a white
// screen flash for the front lens, and a capture as JPEG. `CameraSession` is the camera itself;
// `mountCamera` wires it to server-rendered markup (texts come from the page, in its language):
//
//   <section data-camera>
//     <div data-camera-explain> why the camera is needed … <button data-camera-start>…</button></div>
//     <div data-camera-denied hidden> how to allow it again, and the library picker instead </div>
//     <div data-camera-unavailable hidden> no camera here: the library picker instead </div>
//     <div data-camera-view hidden>
//       <video data-camera-video playsinline muted></video>
//       <div data-camera-flash></div>
//       <button data-camera-torch aria-pressed="false" hidden>…</button>
//       <button data-camera-shutter>…</button>
//       <button data-camera-flip hidden>…</button>
//     </div>
//   </section>
//
// The camera is asked for only when the person taps "start" (or at once when the browser says
// the permission is already granted), and it is released when the view goes away.

import { permissionState } from "./permissions.js";

export class CameraSession {
  /** True where this browser can open a camera (a secure context with getUserMedia). */
  static get supported() {
    return Boolean(window.isSecureContext && navigator.mediaDevices?.getUserMedia);
  }

  /** The camera permission as the browser reports it: "granted", "denied", "prompt" or "unknown". */
  static permission() {
    return permissionState("camera");
  }

  /** Opens the camera facing `facing` ("environment" = rear, "user" = front) into `video`. */
  static async open(video, { facing = "environment" } = {}) {
    const session = new CameraSession(video);
    await session.start(facing);
    const cameras = (await navigator.mediaDevices.enumerateDevices()).filter((device) => device.kind === "videoinput");
    session.canFlip = cameras.length > 1;
    return session;
  }

  constructor(video) {
    this.video = video;
    this.stream = null;
    this.facing = "environment";
    this.canFlip = false;
    this.torchOn = false;
  }

  async start(facing) {
    this.stop();
    this.stream = await navigator.mediaDevices.getUserMedia({
      audio: false,
      video: { facingMode: { ideal: facing }, width: { ideal: 1920 }, height: { ideal: 1440 } },
    });
    this.facing = this.track.getSettings().facingMode ?? facing;
    this.torchOn = false;
    this.video.srcObject = this.stream;
    // The front lens previews mirrored, as people expect to see themselves; photos are not.
    this.video.classList.toggle("is-mirrored", this.facing === "user");
    await this.video.play().catch(() => {});
    if (!this.video.videoWidth) await new Promise((resolve) => this.video.addEventListener("loadedmetadata", resolve, { once: true }));
  }

  get track() {
    return this.stream?.getVideoTracks()[0] ?? null;
  }

  /** True when this lens has a torch the page may switch (most phones' rear lens). */
  get hasTorch() {
    return Boolean(this.track?.getCapabilities?.().torch);
  }

  /** Switches between the rear and the front lens. */
  async flip() {
    await this.start(this.facing === "user" ? "environment" : "user");
  }

  async setTorch(on) {
    if (!this.hasTorch) return false;
    await this.track.applyConstraints({ advanced: [{ torch: on }] });
    this.torchOn = on;
    return true;
  }

  /** The current frame as a JPEG blob, at the camera's full resolution, unmirrored. */
  async capture({ type = "image/jpeg", quality = 0.9 } = {}) {
    const { videoWidth: width, videoHeight: height } = this.video;
    if (!width || !height) throw new Error("The camera has no picture yet.");
    const canvas = document.createElement("canvas");
    canvas.width = width;
    canvas.height = height;
    canvas.getContext("2d").drawImage(this.video, 0, 0, width, height);
    return new Promise((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("The photo could not be encoded."))), type, quality));
  }

  stop() {
    for (const track of this.stream?.getTracks() ?? []) track.stop();
    this.stream = null;
    if (this.video) this.video.srcObject = null;
  }
}

/** Why the camera could not open, in the words the markup has sections for. */
export function cameraFailure(error) {
  if (error?.name === "NotAllowedError" || error?.name === "SecurityError") return "denied";
  return "unavailable";
}

/**
 * Wires a `[data-camera]` section. `onPhoto(blob)` receives each picture. Returns
 * `{ stop }`, which releases the camera (call it when the sheet closes).
 */
export function mountCamera(root, { onPhoto, frontFlashMs = 350 } = {}) {
  const part = (name) => root.querySelector(`[data-camera-${name}]`);
  const [explain, denied, unavailable, view] = ["explain", "denied", "unavailable", "view"].map(part);
  const [video, flash, torch, shutter, flip, start] = ["video", "flash", "torch", "shutter", "flip", "start"].map(part);
  let session = null;
  let frontFlash = false;

  const show = (section) => {
    for (const candidate of [explain, denied, unavailable, view]) if (candidate) candidate.hidden = candidate !== section;
    root.dataset.cameraState = section?.dataset.cameraState ?? "";
  };

  const refreshControls = () => {
    if (flip) flip.hidden = !session?.canFlip;
    if (!torch) return;
    // Rear lens: its torch, where it has one. Front lens: the screen lights the face instead.
    const front = session?.facing === "user";
    torch.hidden = !(front || session?.hasTorch);
    torch.setAttribute("aria-pressed", String(front ? frontFlash : Boolean(session?.torchOn)));
  };

  async function open() {
    if (!CameraSession.supported) return show(unavailable);
    try {
      session = await CameraSession.open(video);
      show(view);
      refreshControls();
      shutter?.focus();
    } catch (error) {
      show(cameraFailure(error) === "denied" ? denied : unavailable);
    }
  }

  start?.addEventListener("click", open);
  flip?.addEventListener("click", async () => {
    await session?.flip().catch(() => {});
    refreshControls();
  });
  torch?.addEventListener("click", async () => {
    if (session?.facing === "user") frontFlash = !frontFlash;
    else await session?.setTorch(!session.torchOn).catch(() => {});
    refreshControls();
  });
  shutter?.addEventListener("click", async () => {
    if (!session) return;
    shutter.disabled = true;
    try {
      const lit = session.facing === "user" && frontFlash;
      if (lit) await whiteFlash(flash, frontFlashMs);
      const blob = await session.capture();
      if (lit) flash?.classList.remove("is-lit");
      onPhoto?.(blob);
    } finally {
      shutter.disabled = false;
    }
  });

  show(CameraSession.supported ? explain : unavailable);
  CameraSession.permission().then((state) => {
    if (state === "granted") open();
    else if (state === "denied") show(denied);
  });

  return {
    open,
    stop() {
      session?.stop();
      session = null;
      show(CameraSession.supported ? explain : unavailable);
    },
  };
}

/** Lights the screen white long enough for the front lens to expose for it. */
function whiteFlash(flash, ms) {
  if (!flash) return Promise.resolve();
  flash.classList.add("is-lit");
  return new Promise((resolve) => setTimeout(resolve, ms));
}
