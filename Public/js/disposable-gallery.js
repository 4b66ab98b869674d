// A Disposable gallery (everyone's or mine, guest or organizer): pages through the cursor as one
// scrolls, live additions, the viewer, select several or all, and the ZIP. Loaded by
// disposable.js only on pages that show a gallery.
import { openLiveStream } from "./shared/live-stream.js";
import { startCountdowns } from "./shared/countdown.js";
import { presentSheet } from "/js/suite.js";

const PAGE = 60;   // photos per gallery request: about four screens of the grid
/** Whether `a` comes before `b` in a gallery: newest first, as the server pages them. */
const isNewer = (a, b) => a.uploadedAt > b.uploadedAt || (a.uploadedAt === b.uploadedAt && a.id > b.id);

const LIMIT = 500;   // the archive takes at most this many photoId values

/** The page's facts and texts, as disposable.js read them. */
let data, api, text, counted;

export function setUpGallery(root, page) {
  ({ data, api, text, counted } = page);
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
      if (entry.isIntersecting && image.dataset.src) image.src = image.dataset.src;
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
    // The thumbnail, set as `src` while the cell is near the screen. Until it exists the cell shows
    // the photo developing (`photo.updated` redraws it): during a burst the copies wait behind the
    // uploads (docs/decisions/0005), and a phone must not fetch every original meanwhile, nor
    // have every display copy made on demand (that is for the photo opened, and the wall).
    const small = photo.files.thumbnail;
    if (small) image.dataset.src = small;
    else button.classList.add("is-developing");
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
