// Memory Recap's add sheet: the camera, the recorder and the library put a memory together,
// which goes into the outbox (memory-outbox.js) once it has what the API needs.
import { mountCamera } from "/js/shared/camera.js";
import { mountRecorder } from "/js/shared/voice-recorder.js";
import { showToast } from "/js/suite.js";
import { DEFAULT_KIND_KEY, openOutbox } from "/js/memory-outbox.js";

// Loaded when first needed (a photo chosen from the library, a recording saved), so a text
// memory's page stays within Memory's JavaScript budget.
const exif = () => import("/js/shared/exif-position.js");
const wavEncoder = () => import("/js/shared/wav-encoder.js");

// ── The add sheet ──────────────────────────────────────────────────────────────────────────

export function mountAddSheet(form) {
  // This handler keeps saves in the outbox when offline: suite.js must let the submit through.
  form.dataset.savesOffline = "";
  const photos = [];
  let take = null;
  const kindInputs = [...form.querySelectorAll('input[name="kind"]')];
  const kind = () => kindInputs.find((input) => input.checked)?.value ?? "text";
  const showParts = () => {
    for (const part of form.querySelectorAll("[data-kinds]")) part.hidden = !part.dataset.kinds.split(" ").includes(kind());
  };
  kindInputs.forEach((input) => input.addEventListener("change", showParts));
  // The sheet opens on the person's default type (Settings → New Memories).
  const preferred = kindInputs.find((input) => input.value === localStorage.getItem(DEFAULT_KIND_KEY));
  if (preferred) preferred.checked = true;
  showParts();

  const previews = form.querySelector("#photo-previews");
  const addPreview = (blob) => {
    const item = document.createElement("li");
    const image = document.createElement("img");
    image.src = URL.createObjectURL(blob);
    image.alt = "";
    item.append(image);
    previews?.append(item);
  };
  const cameraRoot = form.querySelector("[data-camera]");
  const camera = cameraRoot ? mountCamera(cameraRoot, { onPhoto: (blob) => { photos.push(blob); addPreview(blob); } }) : null;
  const recorderRoot = form.querySelector("[data-recorder]");
  const recorder = recorderRoot ? mountRecorder(recorderRoot, { onRecording: (result) => { take = result; } }) : null;
  const place = mountPlace(form.querySelector("[data-location]"));
  const photoDate = mountPhotoDate(form);
  mountTagSuggestions(form);
  const fileInput = form.querySelector("#photo-files");
  fileInput?.addEventListener("change", () => {
    for (const file of fileInput.files) { addPreview(file); place.offerPhoto(file); photoDate.offer(file); }
  });

  const error = form.querySelector("#add-error");
  const fail = (message) => { error.textContent = message; error.hidden = false; };

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    error.hidden = true;
    const data = new FormData(form);
    const metadata = entryMetadata(kind(), data, place);
    // The API's rules, checked here so nothing is queued that the server can only refuse.
    const missing = missingParts(metadata, form.dataset);
    // The date field carries the API's bounds (1900 to tomorrow) as min and max.
    const when = form.elements.occurredAt?.validity;
    if (when && (when.rangeUnderflow || when.rangeOverflow)) missing.push(form.dataset.errorDate);
    missing.push(...tagProblems(metadata.tags ?? [], form.elements.tags, form.dataset));
    if (missing.length) return fail(missing.join(" "));
    const files = [];
    if (metadata.kind === "photo") {
      photos.forEach((blob, index) => files.push({ name: "file", value: blob, filename: `camera-${index + 1}.jpg` }));
      for (const file of fileInput?.files ?? []) files.push({ name: "file", value: file, filename: file.name });
      if (!files.length) return fail(form.dataset.errorPhoto);
    }
    if (metadata.kind === "audio") {
      if (!take) return fail(form.dataset.errorAudio);
      // The server takes m4a/AAC/WAV; Chromium records WebM, so that becomes WAV here.
      const audio = await (await wavEncoder()).ensureWav(take.blob);
      files.push({ name: "file", value: audio, filename: audio.type.includes("wav") ? "voice.wav" : "voice.m4a" });
    }
    camera?.stop();
    recorder?.stop();
    const outbox = openOutbox(form.dataset.account);
    await outbox.add({
      parts: [{ name: "metadata", value: JSON.stringify(metadata), type: "application/json" }, ...files],
      // reveal: the timeline shows the saved entry (memory.js).
      meta: { kind: metadata.kind, title: metadata.title ?? metadata.song?.title ?? "", reveal: true },
    });
    if (await reachable("/memory")) return location.assign("/memory");
    // Offline the timeline cannot load: stay on a fresh sheet, so the next memory can follow.
    showToast(form.dataset.savedOffline);
    form.reset();
    photos.length = 0;
    previews?.replaceChildren();
    recorder?.reset();
    place.reset();
    photoDate.reset();
    take = null;
    showParts();
  });
}

/**
 * The sheet's optional place: nothing is asked until the person taps "Add Location" (the line
 * above it says why); a photo's EXIF position is offered as a second choice when it has one.
 */
function mountPlace(root) {
  if (!root) return { value: () => null, keepsPhotoPlace: () => false, reset() {}, offerPhoto() {} };
  const part = (name) => root.querySelector(`[data-location-${name}]`);
  const [ask, fromPhoto, remove, shown, denied, unavailable] = ["ask", "photo", "remove", "value", "denied", "unavailable"].map(part);
  const digits = new Intl.NumberFormat(document.documentElement.lang, { maximumFractionDigits: 4 });
  let chosen = null;
  let photoPlace = null;
  const show = () => {
    shown.textContent = chosen ? `${digits.format(chosen.latitude)}, ${digits.format(chosen.longitude)}` : "";
    shown.hidden = remove.hidden = !chosen;
    ask.hidden = Boolean(chosen);
    fromPhoto.hidden = Boolean(chosen) || !photoPlace;
  };
  const choose = (position) => { chosen = position; denied.hidden = unavailable.hidden = true; show(); };
  ask.addEventListener("click", () => {
    if (!navigator.geolocation) { unavailable.hidden = false; return; }
    ask.disabled = true;
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => { ask.disabled = false; choose({ latitude: coords.latitude, longitude: coords.longitude }); },
      (error) => { ask.disabled = false; (error.code === error.PERMISSION_DENIED ? denied : unavailable).hidden = false; },
      { timeout: 15000, maximumAge: 60000 });
  });
  fromPhoto.addEventListener("click", () => choose(photoPlace));
  remove.addEventListener("click", () => { choose(null); ask.focus(); });
  root.hidden = false;
  show();
  return {
    value: () => chosen,
    // Only a photo place the person accepted (and kept) may stay in the photo; otherwise the
    // server erases it, so "Remove Location" means gone, not "let the server use the EXIF".
    keepsPhotoPlace: () => Boolean(chosen) && chosen === photoPlace,
    reset: () => { chosen = photoPlace = null; show(); },
    offerPhoto: async (file) => { photoPlace ??= await (await exif()).exifPosition(file); show(); },
  };
}

/** A chosen photo's camera date, offered beside the date field; never applied unasked. */
function mountPhotoDate(form) {
  const offer = form.querySelector("[data-date-photo]");
  const field = form.elements.occurredAt;
  if (!offer || !field) return { offer() {}, reset() {} };
  let value = null;
  offer.onclick = () => { field.value = value; offer.hidden = true; field.focus(); };
  return {
    offer: async (file) => {
      if (value) return;   // the first photo with a date speaks for the memory
      value = await (await exif()).exifDate(file);
      if (!value || field.value) return;
      const format = new Intl.DateTimeFormat(document.documentElement.lang, { dateStyle: "medium", timeStyle: "short" });
      offer.textContent = offer.dataset.template.replace("{date}", format.format(new Date(value)));
      offer.hidden = false;
    },
    reset: () => { value = null; offer.hidden = true; },
  };
}

/** The person's frequent tags under the tags field: a tap adds the tag, another takes it out. */
function mountTagSuggestions(form) {
  const bar = form.querySelector("[data-tag-suggestions]");
  const field = form.elements.tags;
  if (!bar || !field) return;
  const key = (tag) => tag.trim().replace(/^#/, "").toLocaleLowerCase(document.documentElement.lang);
  const typed = () => field.value.split(",").map((tag) => tag.trim()).filter(Boolean);
  const sync = () => {
    const present = new Set(typed().map(key));
    for (const chip of bar.children) chip.ariaPressed = String(present.has(key(chip.dataset.tag)));
  };
  bar.onclick = ({ target }) => {
    const chip = target.closest("[data-tag]");
    if (!chip) return;
    const tags = typed().filter((tag) => key(tag) !== key(chip.dataset.tag));
    field.value = [...tags, ...(chip.ariaPressed === "true" ? [] : [chip.dataset.tag])].join(", ");
    sync();
  };
  field.oninput = sync;
  bar.hidden = false;
  sync();
}

/** Whether the server answers now (navigator.onLine says true on many networks that are not). */
async function reachable(url) {
  try {
    return (await fetch(url, { method: "HEAD", cache: "no-store" })).ok;
  } catch {
    return false;
  }
}

/** What a text or song memory lacks, as the page's sentences (`data-error-*`, in its language). */
function missingParts(metadata, messages) {
  if (metadata.kind === "text") return metadata.text ? [] : [messages.errorText];
  if (metadata.kind !== "song") return [];
  return [
    ...(metadata.song.title ? [] : [messages.errorSongTitle]),
    ...(metadata.song.artist ? [] : [messages.errorSongArtist]),
  ];
}

/** What the API's tag rules would refuse: the field's `pattern` holds the characters a tag may
 *  have; the longest tag and the most tags come with the page (`data-tag-max-*`). */
function tagProblems(tags, field, messages) {
  const problems = [];
  if (field?.validity.patternMismatch) problems.push(messages.errorTagCharacters);
  const length = (tag) => [...tag.replace(/^[\s#]+/u, "").trim().split(/\s+/u).join(" ")].length;
  if (tags.some((tag) => length(tag) > Number(messages.tagMaxLength))) problems.push(messages.errorTagLength);
  const distinct = new Set(tags.map((tag) => tag.toLocaleLowerCase(document.documentElement.lang)));
  if (distinct.size > Number(messages.tagMaxCount)) problems.push(messages.errorTagCount);
  return problems;
}

/** The `metadata` part of `POST /api/entries` from the sheet's fields. */
function entryMetadata(kind, data, sheetPlace) {
  const place = sheetPlace.value();
  const text = (name) => (data.get(name) ?? "").toString().trim() || undefined;
  const metadata = { kind, title: text("title"), isPrivate: true };
  // A voice diary's language only when the person chose one: else the server listens for it
  // (the page's language would make a Turkish recording under the English page English).
  if (kind === "audio" && text("spokenLanguage")) metadata.language = text("spokenLanguage");
  const tags = (text("tags") ?? "").split(",").map((tag) => tag.trim().replace(/^#/, "")).filter(Boolean);
  if (tags.length) metadata.tags = tags;
  if (place) metadata.location = place;
  if (kind === "photo") metadata.photoLocation = sheetPlace.keepsPhotoPlace() ? "use" : "discard";
  // Undated, a memory happened now, a photo too (its camera's date is only offered).
  const date = text("occurredAt") ? new Date(text("occurredAt")) : new Date();
  metadata.occurredAt = date.toISOString();
  metadata.utcOffsetSeconds = -date.getTimezoneOffset() * 60;
  if (kind === "text") metadata.text = text("text");
  if (kind === "song") metadata.song = { title: text("songTitle"), artist: text("songArtist"), album: text("songAlbum") };
  return metadata;
}
