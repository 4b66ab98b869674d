// Disposable's camera and galleries (`/e/{joinToken}/camera`, `/gallery`). Built on the shared
// modules: camera.js (viewfinder, lens flip, torch, front flash), outbox.js (every shot is kept in
// IndexedDB and sent from there, with its client photo id as the idempotency key, so a reload or a
// lost connection loses none and sends none twice) and live-stream.js (new photos without reload).
import { mountCamera } from "./shared/camera.js";
import { multipartSender, Outbox, State } from "./shared/outbox.js";
import { startCountdowns } from "./shared/countdown.js";
import { showToast } from "/js/suite.js";

const data = JSON.parse(document.getElementById("disposable-data").textContent);
const api = `/api/disposable/events/${data.eventId}`;
/** The page's text for `key`, its placeholders filled: a count, or an object of named values. */
const text = (key, values) => {
  const named = typeof values === "object" && values !== null ? values : { count: values ?? "" };
  return (data.texts[key] ?? key).replace(/\{(\w+)\}/g, (whole, name) => (name in named ? String(named[name]) : whole));
};
const language = document.documentElement.lang;
/** The text for `count` under the language's plural rule (French: 0 and 1 are "one"). */
const plurals = new Intl.PluralRules(language);
const counted = (one, other, count) => text(plurals.select(count) === "one" ? one : other, count);

const banner = document.querySelector("[data-offline]");
const showConnection = () => { if (banner) banner.hidden = navigator.onLine; };
addEventListener("online", showConnection);
addEventListener("offline", showConnection);
showConnection();

// `owner`: another page or the service worker sending a shot first asks whom the cookie acts for.
const outbox = new Outbox({
  queue: "disposable", account: data.participantId,
  send: multipartSender({ url: `${api}/photos`, owner: { url: `${api}/me`, field: "participantId" } }),
});
await outbox.start();

const cameraRoot = document.querySelector("[data-camera]");
if (cameraRoot) setUpCamera(cameraRoot);
const galleryRoot = document.querySelector("[data-gallery]");
// The gallery's code loads only where a gallery is: the camera page, a guest's first page, stays light.
if (galleryRoot) import("./disposable-gallery.js").then(({ setUpGallery }) => setUpGallery(galleryRoot, { data, api, text, counted }));
// Issue 38: a state card with a countdown (an event set up ahead) ticks, and the page comes
// back as the camera opens.
const scheduled = document.querySelector('[data-event-state="scheduled"]');
if (scheduled) awaitOpening(scheduled);

// Issue 38: this guest's recovery link is kept on the device (the invitation offers it back if
// the cookie goes), and pointed to once, on the first page after joining here.
const recoveryNote = document.querySelector("[data-recovery-note]");
if (recoveryNote) keepRecovery(recoveryNote);

// Issue 35: the app icon's badge counts others' new photos; the gallery clears it.
if ("setAppBadge" in navigator) {
  const badge = () => import("./disposable-badge.js").then(({ updateBadge }) => updateBadge({
    api, eventId: data.eventId, participantId: data.participantId, visitingGallery: Boolean(galleryRoot),
  }));
  badge();
  document.addEventListener("visibilitychange", () => { if (!document.hidden) badge(); });
}

function keepRecovery(note) {
  const key = `disposable.recovery.${data.eventId}`;
  let known = null;
  try { known = JSON.parse(localStorage.getItem(key)); } catch { /* storage off: the note shows each time */ }
  if (known?.participantId === data.participantId && known.url) return;
  fetch(note.dataset.recoveryApi, { headers: { Accept: "application/json" } })
    .then((response) => (response.ok ? response.json() : null))
    .then((link) => {
      if (!link) return;
      const kept = { participantId: data.participantId, name: note.dataset.recoveryName, url: link.recoveryURL };
      try { localStorage.setItem(key, JSON.stringify(kept)); } catch { /* private mode: the link in Settings still works */ }
      note.hidden = false;
    }).catch(() => {});
}

function awaitOpening(card) {
  startCountdowns(card);
  const opensAt = Date.parse(card.querySelector("time[datetime]")?.getAttribute("datetime") ?? "");
  const wait = opensAt - Date.now();
  // Timers hold at most ~24 days; a page open longer than that is reloaded by hand.
  if (Number.isFinite(wait) && wait < 2 ** 31 - 1) setTimeout(() => location.reload(), Math.max(0, wait) + 500);
}

function setUpCamera(root) {
  const counter = root.querySelector("[data-shots-left]");
  const shutter = root.querySelector("[data-camera-shutter]");
  const start = root.querySelector("[data-camera-start]");
  const library = root.querySelector("[data-library]");
  const libraryButton = root.querySelector("[data-library-button]");
  const noShots = root.querySelector("[data-no-shots]");
  const controls = root.querySelector("[data-camera-controls]");
  const queue = root.querySelector("[data-queue]");
  const queueTitle = root.querySelector("[data-queue-title]");
  // Shots the server had counted when the page loaded; items sent before then are in it.
  let countedAtLoad = new Set(outbox.items.filter((item) => item.state === State.sent).map((item) => item.key));
  let reserved = 0;   // shots taken whose item is not in the outbox yet

  const shotsLeft = () => Math.max(0, data.shotsLeft - reserved
    - outbox.items.filter((item) => !countedAtLoad.has(item.key) && !isRefused(item)).length);

  function render() {
    const left = shotsLeft();
    const one = left === 1 || (language === "fr" && left === 0);
    counter.textContent = text(one ? "shotsLeftOne" : "shotsLeftOther", left);
    counter.dataset.shotsLeft = String(left);
    const locked = left <= 0 || !data.canUpload;
    for (const control of [shutter, start, library]) if (control) control.disabled = locked;
    libraryButton?.setAttribute("aria-disabled", String(locked));
    // The roll is used up: let go of the camera (its light goes off) instead of a live, useless view.
    // Not while a shot is being queued: it is counted twice for that moment.
    if (locked && reserved === 0) camera?.stop();
    else mountOnce();
    noShots.hidden = !locked;
    if (controls) controls.hidden = locked;   // the roll-used card instead of greyed controls
    const latest = outbox.items.slice().sort((a, b) => b.createdAt - a.createdAt).slice(0, 12);
    queue.replaceChildren(...latest.map(queueRow));
    if (queueTitle) queueTitle.hidden = latest.length === 0;
  }

  async function queuePhoto(blob, source) {
    const clientPhotoId = crypto.randomUUID();
    const metadata = JSON.stringify({ clientPhotoId, takenAt: new Date().toISOString(), source });
    await outbox.add({
      // The outbox lets go of the photo once it is sent; the small preview stays with the item.
      key: clientPhotoId, meta: { clientPhotoId, source, preview: await preview(blob) },
      parts: [
        { name: "metadata", value: metadata, type: "application/json" },
        { name: "file", value: blob, filename: `${clientPhotoId}.jpg` },
      ],
    });
  }

  async function take(blob, source) {
    if (shotsLeft() <= 0) return;   // a double tap never takes more than the roll holds
    reserved += 1;
    try { await queuePhoto(blob, source); } finally { reserved -= 1; render(); }
  }

  // Mounted only while shots are left: mounting opens the camera by itself where permission was granted.
  let camera = null;
  function mountOnce() {
    if (!camera) camera = mountCamera(root, { onPhoto: (blob) => take(blob, "camera") });
  }
  library?.addEventListener("change", async () => {
    const picked = [...library.files];
    library.value = "";
    // Anything but a photo is refused here, by name: the server would refuse it, and no shot is spent on it.
    const photos = picked.filter((file) => {
      if (isPhoto(file)) return true;
      showToast(text("notAPhoto", { name: file.name }));
      return false;
    });
    const chosen = photos.slice(0, shotsLeft());
    if (chosen.length < photos.length) showToast(text("libraryPartial", { added: chosen.length, picked: photos.length }));
    for (const file of chosen) await take(file, "library");
  });
  outbox.addEventListener("change", render);
  render();
  // The page may be a saved copy (service worker): ask the server what is left now (unless a
  // shot was taken meanwhile: its upload could land either side of the answer).
  const itemsAtLoad = outbox.items.length;
  fetch(`${api}/me`, { headers: { Accept: "application/json" } }).then((response) => response.ok ? response.json() : null)
    .then((me) => {
      if (!me || outbox.items.length !== itemsAtLoad) return;
      data.shotsLeft = me.shotsLeft;
      data.canUpload = me.permissions.canUpload;
      countedAtLoad = new Set(outbox.items.filter((item) => item.state === State.sent).map((item) => item.key));
      render();
    }).catch(() => {});
}

const isRefused = (item) => item.state === State.failed && item.code != null;   // the server said no: no shot spent

// Refusals that sending again cannot change, with the words that say why: the tile offers Remove.
const FINAL_REFUSALS = {
  unsupported_media_type: "refusedNotPhoto", media_corrupt: "refusedNotPhoto",
  payload_too_large: "refusedTooLarge", too_many_pixels: "refusedTooLarge",
  no_shots_left: "noShotsLeft", event_ended: "eventEnded",
  validation_failed: "refusedOther", malformed_request: "refusedOther", not_found: "refusedOther",
};

/** An image by its type, or by its name where the browser gives none (HEIC on some systems). */
const isPhoto = (file) => file.type ? file.type.startsWith("image/") : /\.(heic|heif|jpe?g|png|webp|gif|avif)$/i.test(file.name);

/** A small JPEG of the shot for its row in the list, so a sent shot still shows what it was. */
async function preview(blob, edge = 192) {
  try {
    const bitmap = await createImageBitmap(blob);
    const scale = Math.min(1, edge / Math.max(bitmap.width, bitmap.height));
    const canvas = new OffscreenCanvas(Math.round(bitmap.width * scale), Math.round(bitmap.height * scale));
    canvas.getContext("2d").drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    return await canvas.convertToBlob({ type: "image/jpeg", quality: 0.7 });
  } catch {
    return null;   // a format the browser cannot draw (HEIC): the row shows its state alone
  }
}

function queueRow(item) {
  const row = document.createElement("li");
  row.className = `queue-item queue-${item.state}`;
  row.dataset.state = item.state;
  const file = item.parts.find((part) => part.name === "file")?.value ?? item.meta?.preview;
  if (file instanceof Blob) {
    const image = document.createElement("img");
    image.alt = "";
    image.src = URL.createObjectURL(file);
    image.onload = () => URL.revokeObjectURL(image.src);
    // A file that is no picture after all (the server refused it): no broken-image icon on the tile.
    image.onerror = () => { URL.revokeObjectURL(image.src); image.remove(); };
    row.append(image);
  }
  const label = document.createElement("span");
  label.className = "queue-state";
  const progress = outbox.progress.get(item.id);
  label.textContent = text(item.state) + (item.state === State.sending && progress ? ` ${Math.round(progress * 100)} %` : "");
  row.append(label);
  const reason = item.state === State.failed ? FINAL_REFUSALS[item.code] : null;
  if (reason) {
    const why = document.createElement("p");
    why.className = "queue-reason";
    why.textContent = text(reason);
    const remove = document.createElement("button");
    remove.type = "button";
    remove.className = "button button-secondary queue-retry";
    remove.textContent = text("remove");
    remove.onclick = () => outbox.cancel(item.id);
    row.append(why, remove);
  } else if (item.state === State.failed) {
    const retry = document.createElement("button");
    retry.type = "button";
    retry.className = "button button-secondary queue-retry";
    retry.textContent = text("retry");
    retry.onclick = () => outbox.retry(item.id);
    row.append(retry);
  }
  return row;
}

// The galleries page through the server's cursor as one scrolls: a page comes in whenever the
// end of the grid nears the screen, cells are added and removed one by one (never the whole grid
// redrawn), and a cell's thumbnail is fetched as it nears the screen and let go once it is far
// away again, so the page holds a few screens of images however many thousand photos there are.
