// The venue wall (`/e/{joinToken}/wall`), for hours on a TV: a new photo is on screen within a
// moment of its upload (live-stream.js; its display copy, which the server makes on the spot when
// the background job has not yet: a TV decodes 0.5 MB, not a 17-megapixel original), the
// newest first when several land together, then the wall cycles through the rest, newest first.
// It shows only what guests may see: never a hidden photo, nothing before a later reveal (a
// countdown instead, and a reload once the stream says the photos are revealed). Memory stays
// flat: two <img> layers, at most `KEPT` photo records (paged in through the list's cursor);
// signed file URLs expire, so the list is fetched again every few minutes.
//
// Each photo it puts on screen is reported once painted: `performance.mark("wall-photo-shown",
// { detail: { photoId } })` and `data-shown-photo-id` on the stage, so tests and benchmarks can
// time upload → on the wall.
import { openLiveStream } from "./shared/live-stream.js";
import { startCountdowns } from "./shared/countdown.js";

const KEPT = 1000;
const PAGE = 200;
const REFRESH_MS = 4 * 60_000;
const LIVE_PAUSE_MS = 2500;   // each photo of a burst still gets a moment on screen
const GATHER_MS = 120;        // photos landing this close together count as one burst: newest first
const REPORTS_KEPT = 200;     // the render reports kept in the performance timeline
const STALLED_MS = 30_000;    // a load that neither ends nor fails (a stalled connection) is given up

const data = JSON.parse(document.getElementById("wall-data").textContent);
const api = `/api/disposable/events/${data.eventId}`;
const stage = document.querySelector("[data-wall]");
const layers = [...stage.querySelectorAll("[data-wall-layer]")];
const caption = stage.querySelector("[data-wall-caption]");
const waiting = stage.querySelector("[data-wall-waiting]");

let photos = new Map();   // id → photo, guests' view only
let order = [];           // the rotation, newest first
let position = -1;
const arrived = [];       // ids that came in live and are not shown yet, oldest first (the newest is shown next)
let current = null;       // on screen or on its way there: { id, live, paintedAt } (paintedAt null while it loads)
let front = 0;
let timer = null;
let gathering = null;
let showing = 0;          // the latest show(): an older one still loading gives way
let reports = 0;

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
  if (current?.id === id) advance();
}

/** Reports `id` on screen once the frame that shows it has been painted. */
function report(id) {
  requestAnimationFrame(() => requestAnimationFrame(() => {
    stage.dataset.shownPhotoId = id;
    if (++reports % REPORTS_KEPT === 0) performance.clearMarks("wall-photo-shown");
    performance.mark("wall-photo-shown", { detail: { photoId: id } });
  }));
}

/** The next photo comes after `ms`; counted from when the current one is on screen, so a photo
 *  that is slow to load still gets its whole moment and is never skipped while it loads. */
function schedule(ms) {
  clearTimeout(timer);
  timer = setTimeout(advance, ms);
}

async function show(photo, live) {
  const attempt = ++showing;
  const next = layers[1 - front];
  current = { id: photo.id, live, paintedAt: null };
  next.src = photo.files.display ?? photo.files.original;
  try {
    await next.decode();   // decoded before it fades in: no half-drawn photo on the TV
  } catch {
    if (attempt !== showing) return;   // given way to a newer photo (and remembered if it is owed its moment)
    // An expired signed URL, a photo gone meanwhile, a server restarting: fetch the list again
    // (new URLs) and go on with the next photo in a moment.
    schedule(arrived.length > 0 ? 0 : data.advanceSeconds * 1000);
    refresh();
    return;
  }
  if (attempt !== showing) return;   // a newer photo came meanwhile
  // A live arrival fades in quickly; the rotation takes its time.
  for (const layer of layers) layer.classList.toggle("is-quick", live);
  next.classList.add("is-shown");
  layers[front].classList.remove("is-shown");
  front = 1 - front;
  caption.textContent = data.texts.by.replace("{name}", photo.uploader.displayName);
  waiting.hidden = true;
  current.paintedAt = Date.now();
  report(photo.id);
  // Live arrivals still waiting get their moment each; then the rotation's pace again.
  schedule(arrived.length > 0 ? LIVE_PAUSE_MS : data.advanceSeconds * 1000);
}

function advance() {
  clearTimeout(timer);
  let next = null;
  let live = false;
  while (arrived.length > 0 && next == null) { next = photos.get(arrived.pop()); live = next != null; }
  // The rotation passes over a HEIC photo whose display copy is still being made.
  for (let tries = 0; next == null && tries < order.length; tries += 1) {
    position = (position + 1) % order.length;
    const candidate = photos.get(order[position]);
    if (candidate && drawable(candidate)) next = candidate;
  }
  if (next) {
    schedule(STALLED_MS);
    show(next, live);   // once on screen, it schedules the next advance
  } else {
    showing += 1;
    current = null;
    caption.textContent = "";
    for (const layer of layers) layer.classList.remove("is-shown");
    waiting.hidden = false;
    schedule(data.advanceSeconds * 1000);
  }
}

/** The newest photos guests may see, page after page through the cursor, up to `KEPT`. */
async function refresh() {
  try {
    const fresh = [];
    let cursor = null;
    do {
      const query = new URLSearchParams({ limit: String(PAGE) });
      if (cursor) query.set("cursor", cursor);
      const response = await fetch(`${api}/photos?${query}`, { headers: { Accept: "application/json" } });
      if (!response.ok) return;
      const page = await response.json();
      fresh.push(...page.items.filter(isVisible));
      cursor = page.nextCursor;
    } while (cursor && fresh.length < KEPT);
    photos = new Map();
    for (const photo of fresh) keep(photo);
    if (current == null || !photos.has(current.id)) advance();
  } catch {
    // Offline for a moment: the stream's reconnection and the next refresh catch up.
  }
}

/** A browser draws JPEG, PNG and WebP; a HEIC original (iPhones) only through its display copy. */
const drawable = (photo) => photo.files.display != null || /^image\/(jpeg|png|webp)$/.test(photo.contentType);
const awaitingCopy = new Set();   // ids that came in live as HEIC: they arrive once their copy exists

function arrive(photo) {
  if (!isVisible(photo)) { awaitingCopy.delete(photo?.id); forget(photo?.id); return; }
  const isNew = !photos.has(photo.id) || awaitingCopy.has(photo.id);
  keep(photo);
  if (!isNew) return;
  if (!drawable(photo)) { awaitingCopy.add(photo.id); return; }
  awaitingCopy.delete(photo.id);
  // On screen at once, after a moment to gather a burst so its newest comes first. A live photo
  // that has not had its moment yet (still loading, or on screen for less than the pause) goes
  // back in line, after the new one: an arrival is never dropped, however slow its load.
  const owed = current?.live && (current.paintedAt == null || Date.now() - current.paintedAt < LIVE_PAUSE_MS);
  if (owed && !arrived.includes(current.id)) {
    arrived.push(current.id);
    current.live = false;
  }
  arrived.push(photo.id);
  if (gathering == null) gathering = setTimeout(() => { gathering = null; advance(); }, GATHER_MS);
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
  onReset() { if (!data.revealAt) refresh(); },
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
