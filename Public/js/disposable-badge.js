// The app's badge (Badging API, issue 35): on a Disposable page it counts the photos other people
// added to this event since this guest last opened the gallery; opening the gallery clears it.
// Loaded only where the browser has the API (disposable.js asks first): elsewhere nothing is
// fetched and nothing changes.
//
// "Seen" is how many of others' photos the gallery could show at the last visit, kept on this
// device per event and guest; new = what it could show now minus that (a photo removed since
// makes it count one fewer, never below zero). Never visited: every photo of others is new.
const SEEN_KEY = (eventId, participantId) => `disposable.seenPhotos.${eventId}.${participantId}`;

/** Others' photos the caller may see now: the general gallery's size minus their own. */
async function othersPhotoCount(api) {
  const size = async (path) => {
    const response = await fetch(`${api}/photos${path}?limit=1`, { headers: { Accept: "application/json" } });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return (await response.json()).totalCount ?? 0;
  };
  const [everyone, mine] = await Promise.all([size(""), size("/mine")]);
  return Math.max(0, everyone - mine);
}

/** Sets the badge to the new photos' count, or, on the gallery, remembers them as seen and clears it. */
export async function updateBadge({ api, eventId, participantId, visitingGallery }) {
  const key = SEEN_KEY(eventId, participantId);
  try {
    const others = await othersPhotoCount(api);
    if (visitingGallery) {
      localStorage.setItem(key, String(others));
      await navigator.clearAppBadge();
      return;
    }
    const fresh = Math.max(0, others - Number(localStorage.getItem(key) ?? 0));
    await (fresh > 0 ? navigator.setAppBadge(fresh) : navigator.clearAppBadge());
  } catch {
    // Offline, storage off or a badge refused (not installed): the badge stays as it was.
  }
}
