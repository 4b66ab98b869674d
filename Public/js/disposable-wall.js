// The venue wall (`/e/{joinToken}/wall`), for hours on a TV: the newest photo fades in as soon as
// it arrives (live-stream.js), then the wall cycles through the rest, newest first. It shows only
// what guests may see: never a hidden photo, nothing before a later reveal (a countdown instead,
// and a reload once the stream says the photos are revealed). Memory stays flat: two <img>
// layers, at most `KEPT` photo records; signed file URLs expire, so the list is fetched again
// every few minutes.
import { openLiveStream } from "./shared/live-stream.js";
import { startCountdowns } from "./shared/countdown.js";

const KEPT = 500;
const REFRESH_MS = 4 * 60_000;
const LIVE_PAUSE_MS = 2500;   // a burst of new photos still gives each one a moment on screen

const data = JSON.parse(document.getElementById("wall-data").textContent);
const api = `/api/disposable/events/${data.eventId}`;
const stage = document.querySelector("[data-wall]");
const layers = [...stage.querySelectorAll("[data-wall-layer]")];
const caption = stage.querySelector("[data-wall-caption]");
const waiting = stage.querySelector("[data-wall-waiting]");

let photos = new Map();   // id → photo, guests' view only
let order = [];           // the rotation, newest first
let position = -1;
const arrived = [];       // ids that came in live, shown before the rotation goes on
let shownID = null;
let shownAt = 0;
let front = 0;
let timer = null;

const isVisible = (photo) => photo != null && !photo.hidden;
const newestFirst = (a, b) => b.uploadedAt.localeCompare(a.uploadedAt);

function keep(photo) {
  photos.set(photo.id, photo);
  if (photos.size > KEPT) {
    const oldest = [...photos.values()].sort(newestFirst).slice(KEPT);
    for (const old of oldest) photos.delete(old.id);
  }
  order = [...photos.values()].sort(newestFirst).map((each) => each.id);
}

function forget(id) {
  photos.delete(id);
  order = order.filter((each) => each !== id);
  if (shownID === id) advance();
}

function show(photo) {
  const next = layers[1 - front];
  next.onload = () => {
    next.classList.add("is-shown");
    layers[front].classList.remove("is-shown");
    front = 1 - front;
  };
  // An expired signed URL: fetch the list again (new URLs) and go on.
  next.onerror = () => { refresh(); };
  next.src = photo.files.display ?? photo.files.original;
  caption.textContent = data.texts.by.replace("{name}", photo.uploader.displayName);
  shownID = photo.id;
  shownAt = Date.now();
  waiting.hidden = true;
}

function advance() {
  clearTimeout(timer);
  let next = null;
  while (arrived.length > 0 && next == null) next = photos.get(arrived.shift());
  if (next == null && order.length > 0) {
    position = (position + 1) % order.length;
    next = photos.get(order[position]);
  }
  if (next) {
    show(next);
  } else {
    shownID = null;
    caption.textContent = "";
    for (const layer of layers) layer.classList.remove("is-shown");
    waiting.hidden = false;
  }
  timer = setTimeout(advance, data.advanceSeconds * 1000);
}

async function refresh() {
  try {
    const response = await fetch(`${api}/photos?limit=200`, { headers: { Accept: "application/json" } });
    if (!response.ok) return;
    const page = await response.json();
    photos = new Map();
    for (const photo of page.items.filter(isVisible)) keep(photo);
    if (shownID == null || !photos.has(shownID)) advance();
  } catch {
    // Offline for a moment: the stream's reconnection and the next refresh catch up.
  }
}

function arrive(photo) {
  if (!isVisible(photo)) { forget(photo?.id); return; }
  const isNew = !photos.has(photo.id);
  keep(photo);
  if (!isNew) return;
  arrived.push(photo.id);
  if (Date.now() - shownAt >= LIVE_PAUSE_MS) advance();
}

/** Asks the screen to stay on while the wall runs (where the browser allows it). */
async function stayAwake() {
  try { await navigator.wakeLock?.request("screen"); } catch { /* not allowed here: the TV's own setting then */ }
}

openLiveStream(`${api}/stream`, {
  types: ["photo.added", "photo.updated", "photo.removed", "event.revealed"],
  onEvent(type, event) {
    if (type === "event.revealed") { location.reload(); return; }
    if (data.revealAt) return;   // sealed: nothing shows before the reveal
    if (type === "photo.removed") forget(event?.photoId);
    else if (event?.photo) arrive(event.photo);
  },
  onState(state) { stage.dataset.live = state; },
});

if (data.revealAt) {
  startCountdowns(waiting);
} else {
  await refresh();
  setInterval(refresh, REFRESH_MS);
}
// Issue 38: set up ahead, the wall counts down to the camera opening, then starts over.
const opening = waiting.querySelector("time[datetime]");
if (!data.revealAt && opening && waiting.querySelector('[data-event-state="scheduled"]')) {
  startCountdowns(waiting);
  const wait = Date.parse(opening.getAttribute("datetime")) - Date.now();
  if (wait < 2 ** 31 - 1) setTimeout(() => location.reload(), Math.max(0, wait) + 500);
}
stayAwake();
document.addEventListener("visibilitychange", () => { if (!document.hidden) stayAwake(); });
