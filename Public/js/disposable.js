// Disposable's camera and galleries (`/e/{joinToken}/camera`, `/gallery`). Built on the shared
// modules: camera.js (viewfinder, lens flip, torch, front flash), outbox.js (every shot is kept in
// IndexedDB and sent from there, with its client photo id as the idempotency key, so a reload or a
// lost connection loses none and sends none twice) and live-stream.js (new photos without reload).
import { mountCamera } from "./shared/camera.js";
import { multipartSender, Outbox, State } from "./shared/outbox.js";
import { openLiveStream } from "./shared/live-stream.js";
import { startCountdowns } from "./shared/countdown.js";
import { presentSheet, showToast } from "/js/suite.js";

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
const PAGE = 60;   // photos per gallery request: about four screens of the grid
/** Whether `a` comes before `b` in a gallery: newest first, as the server pages them. */
const isNewer = (a, b) => a.uploadedAt > b.uploadedAt || (a.uploadedAt === b.uploadedAt && a.id > b.id);

const banner = document.querySelector("[data-offline]");
const showConnection = () => { if (banner) banner.hidden = navigator.onLine; };
addEventListener("online", showConnection);
addEventListener("offline", showConnection);
showConnection();

const outbox = new Outbox({ queue: "disposable", account: data.participantId, send: multipartSender({ url: `${api}/photos` }) });
await outbox.start();

const cameraRoot = document.querySelector("[data-camera]");
if (cameraRoot) setUpCamera(cameraRoot);
const galleryRoot = document.querySelector("[data-gallery]");
if (galleryRoot) setUpGallery(galleryRoot);
// Issue 38: a state card with a countdown (an event set up ahead) ticks, and the page comes
// back as the camera opens.
const scheduled = document.querySelector('[data-event-state="scheduled"]');
if (scheduled) awaitOpening(scheduled);

// Issue 38: this guest's recovery link is kept on the device (the invitation offers it back if
// the cookie goes), and pointed to once, on the first page after joining here.
const recoveryNote = document.querySelector("[data-recovery-note]");
if (recoveryNote) keepRecovery(recoveryNote);

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

const LIMIT = 500;   // the archive takes at most this many photoId values

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
function setUpGallery(root) {
  const grid = root.querySelector("[data-grid]");
  const empty = root.querySelector("[data-grid-empty]");
  const more = root.querySelector("[data-grid-more]");
  const counter = root.querySelector("[data-photo-count]");
  const viewer = root.querySelector("[data-viewer]");
  const downloadAll = root.querySelector("[data-download-all]");
  const photos = new Map();   // id → photo, the pages loaded so far
  const cells = new Map();    // id → its <li> in the grid
  let scope = "everyone";
  let cursor = null;          // the next page's cursor; null once the last page is in
  let loaded = false;         // the first page is in
  let total = 0;              // photos in the whole list, loaded or not
  let generation = 0;         // a change of scope drops answers meant for the old one
  let loading = null;
  let shown = null;
  const selection = setUpSelection(root, photos, {
    scope: () => scope, total: () => total, ids: () => cells.keys(), cell: (id) => cells.get(id)?.firstChild,
  });

  // A screen above and below: near enough that a thumb's flick finds the photos there.
  const nearScreen = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      const image = entry.target.querySelector("img");
      if (entry.isIntersecting) image.src = image.dataset.src;
      else image.removeAttribute("src");
    }
  }, { rootMargin: "100% 0px" });

  function reset() {
    nearScreen.disconnect();
    generation += 1;
    loading = null;
    cursor = null;
    loaded = false;
    total = 0;
    photos.clear();
    cells.clear();
    grid.replaceChildren();
    return loadPage();
  }

  function loadPage() {
    if (loading || (loaded && cursor == null)) return loading;
    const asked = generation;
    const query = new URLSearchParams({ limit: String(PAGE) });
    if (cursor) query.set("cursor", cursor);
    const url = `${api}/photos${scope === "mine" ? "/mine" : ""}?${query}`;
    loading = fetch(url, { headers: { Accept: "application/json" } })
      .then((response) => response.ok ? response.json() : null)
      .then((page) => {
        if (asked !== generation || !page) return;
        cursor = page.nextCursor ?? null;
        total = page.totalCount ?? total;
        loaded = true;
        for (const photo of page.items) place(photo);
        render();
      })
      .catch(() => {})   // offline for a moment: the next scroll or the stream tries again
      .finally(() => { if (asked === generation) { loading = null; watchEnd(); } });
    return loading;
  }

  // The end of the grid near the screen (a screen and a half ahead) asks for the next page.
  const nearEnd = new IntersectionObserver((entries) => {
    if (entries.some((entry) => entry.isIntersecting)) loadPage();
  }, { rootMargin: "0px 0px 150% 0px" });
  /** Watches the end afresh: the observer reports its current state, so a page that did not fill the screen loads the next. */
  function watchEnd() {
    nearEnd.unobserve(more);
    if (cursor != null) nearEnd.observe(more);
  }

  /** Adds or replaces one photo's cell, in its place in the newest-first order. */
  function place(photo) {
    const item = cell(photo);
    const old = cells.get(photo.id);
    photos.set(photo.id, photo);
    cells.set(photo.id, item);
    nearScreen.observe(item);
    if (old) { nearScreen.unobserve(old); old.replaceWith(item); return; }
    const newest = grid.firstElementChild, oldest = grid.lastElementChild;
    if (!oldest || isNewer(photos.get(oldest.dataset.photoId), photo)) grid.append(item);
    else if (isNewer(photo, photos.get(newest.dataset.photoId))) grid.prepend(item);
    else grid.insertBefore(item, [...grid.children].find((each) => isNewer(photo, photos.get(each.dataset.photoId))));
  }

  function drop(id) {
    const item = cells.get(id);
    if (item) { nearScreen.unobserve(item); item.remove(); }
    cells.delete(id);
    if (photos.delete(id)) total = Math.max(0, total - 1);
  }

  /** A photo the stream brought: placed if it falls among the pages loaded (older ones come with their page). */
  function arrive(photo) {
    const known = photos.has(photo.id);
    const oldest = grid.lastElementChild;
    const beyond = cursor != null && oldest && isNewer(photos.get(oldest.dataset.photoId), photo);
    if (!known) total += 1;
    if (known || !beyond) place(photo);
  }

  function render() {
    const count = loaded ? total : 0;
    empty.hidden = !loaded || count > 0;
    more.hidden = cursor == null;
    counter.textContent = count > 0 ? counted("photoCountOne", "photoCountOther", count) : "";
    selection.render(count);
    // Nothing to download from an empty event; Mine being empty says nothing about everyone's.
    if (downloadAll && scope === "everyone") downloadAll.hidden = count === 0;
    empty.textContent = text(scope === "mine" ? "emptyMine" : "emptyGallery");
  }

  function cell(photo) {
    const item = document.createElement("li");
    item.dataset.photoId = photo.id;
    const button = document.createElement("button");
    button.type = "button";
    button.className = "photo-cell";
    button.setAttribute("aria-label", photo.hidden ? `${photo.uploader.displayName}, ${text("hiddenBadge")}` : photo.uploader.displayName);
    const image = document.createElement("img");
    // The small copy (the original only until it exists), set as `src` while the cell is near the screen.
    image.dataset.src = photo.files.thumbnail ?? photo.files.display ?? photo.files.original;
    image.alt = "";
    image.decoding = "async";
    button.append(image);
    if (photo.hidden) {
      button.classList.add("is-hidden");
      const badge = document.createElement("span");
      badge.className = "photo-badge";
      badge.setAttribute("aria-hidden", "true");   // the button's label says it already
      badge.textContent = text("hiddenBadge");
      button.append(badge);
    }
    selection.mark(button, photo.id);
    button.onclick = () => { if (!selection.toggle(photo.id)) open(photo); };
    item.append(button);
    return item;
  }

  function open(photo) {
    shown = photo;
    viewer.querySelector("[data-viewer-image]").src = photo.files.display ?? photo.files.original;
    viewer.querySelector("[data-viewer-caption]").textContent = photo.uploader.displayName;
    viewer.querySelector("[data-viewer-download]").href = photo.files.original;
    viewer.querySelector("[data-viewer-delete]").hidden = !(photo.isMine || data.canModerate);
    const hide = viewer.querySelector("[data-viewer-hide]");
    hide.hidden = !data.canModerate;
    hide.textContent = text(photo.hidden ? "show" : "hide");
    viewer.showModal();
  }

  viewer.querySelector("[data-viewer-close]").onclick = () => viewer.close();
  viewer.querySelector("[data-viewer-delete]").onclick = async () => {
    if (!shown || !(await presentSheet("delete-photo-sheet"))) return;
    const response = await fetch(`${api}/photos/${shown.id}`, { method: "DELETE" });
    if (response.ok || response.status === 404) { drop(shown.id); viewer.close(); render(); }
  };
  viewer.querySelector("[data-viewer-hide]").onclick = async () => {
    if (!shown) return;
    const response = await fetch(`${api}/photos/${shown.id}/hidden`, {
      method: "PUT", headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ hidden: !shown.hidden }),
    });
    if (response.ok) { place(await response.json()); viewer.close(); render(); }
  };

  for (const tab of root.querySelectorAll("[data-gallery-scope]")) {
    tab.onclick = () => {
      scope = tab.dataset.galleryScope;
      for (const other of root.querySelectorAll("[data-gallery-scope]")) {
        other.classList.toggle("selected", other === tab);
        other.setAttribute("aria-selected", String(other === tab));
      }
      reset();
    };
  }

  startCountdowns(root);

  openLiveStream(`${api}/stream`, {
    types: ["photo.added", "photo.updated", "photo.removed", "event.revealed"],
    onEvent(type, event) {
      if (type === "event.revealed") { location.reload(); return; }
      if (type === "photo.removed") drop(event?.photoId);
      else if (event?.photo && (scope === "everyone" || event.photo.isMine)) arrive(event.photo);
      render();
    },
    onState(state) { root.dataset.live = state; },
    onReset() { load(); },
  });
  reset();
}

// Select several photos, then download one ZIP of their originals (the archive endpoint with a
// `photoId` per photo). While selecting, a tap marks a photo instead of opening it. "Select all"
// means every photo of the list, loaded or not: the archive is then asked for all of them but
// the few unticked (`exceptPhotoId`), and the server decides what that person may see.
function setUpSelection(root, photos, gallery) {
  const tools = root.querySelector("[data-selection-tools]");
  const toggle = root.querySelector("[data-select-toggle]");
  const selectAll = root.querySelector("[data-select-all]");
  const bar = root.querySelector("[data-selection-bar]");
  const count = root.querySelector("[data-selection-count]");
  const download = root.querySelector("[data-selection-download]");
  const marked = new Set();   // the chosen photos; with `all`, the ones left out
  let selecting = false;
  let all = false;

  const isChosen = (id) => all !== marked.has(id);

  /** Says what is chosen; `remark` also marks every cell again (a new cell is marked as it is made). */
  function update(remark = true) {
    for (const id of marked) if (!photos.has(id)) marked.delete(id);
    toggle.textContent = text(selecting ? "cancel" : "select");
    toggle.setAttribute("aria-pressed", String(selecting));
    selectAll.hidden = !selecting;
    selectAll.textContent = text(all && marked.size === 0 ? "deselectAll" : "selectAll");
    root.classList.toggle("is-selecting", selecting);
    bar.hidden = !selecting;
    const size = all ? Math.max(0, gallery.total() - marked.size) : marked.size;
    const over = marked.size > LIMIT;
    count.textContent = over ? text("selectionLimit") : counted("selectedOne", "selectedOther", size);
    const query = new URLSearchParams();
    if (all && gallery.scope() === "mine") query.set("mine", "true");
    for (const id of marked) query.append(all ? "exceptPhotoId" : "photoId", id);
    download.href = `${api}/archive?${query}`;
    const unusable = size === 0 || over;
    download.toggleAttribute("aria-disabled", unusable);
    download.classList.toggle("is-disabled", unusable);
    if (remark) for (const id of gallery.ids()) mark(gallery.cell(id), id);
  }

  function mark(button, id) {
    if (!button) return;
    if (selecting) button.setAttribute("aria-pressed", String(isChosen(id)));
    else button.removeAttribute("aria-pressed");
  }

  toggle.onclick = () => { selecting = !selecting; all = false; marked.clear(); update(); };
  selectAll.onclick = () => { all = !(all && marked.size === 0); marked.clear(); update(); };
  download.addEventListener("click", (event) => { if (download.hasAttribute("aria-disabled")) event.preventDefault(); });
  return {
    /** Marks a new cell as the selection has it (with "Select all", photos paged in later are chosen too). */
    mark,
    /** Marks or unmarks `id` when selecting (and says so); false when a tap should open the photo. */
    toggle(id) {
      if (!selecting) return false;
      if (marked.has(id)) marked.delete(id); else marked.add(id);
      update();
      return true;
    },
    render(photoCount) {
      tools.hidden = photoCount === 0;
      const stopped = photoCount === 0 && selecting;
      if (photoCount === 0) { selecting = false; all = false; }
      update(stopped);
    },
  };
}
