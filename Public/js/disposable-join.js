// The invitation (`/e/{joinToken}`) offers back the guest this device took part as, when its
// cookie is gone (cleared, expired) but the recovery link disposable.js kept is still here: the
// same guest, photos and shots used, instead of a fresh roll.
const offer = document.querySelector("[data-recovery-offer]");
if (offer) {
  let known = null;
  try { known = JSON.parse(localStorage.getItem(`disposable.recovery.${offer.dataset.eventId}`)); } catch { /* none kept */ }
  let path = null;
  try { path = known?.url ? new URL(known.url, location.href).pathname : null; } catch { /* not a link */ }
  // Only this site's recovery pages: a stored value never sends anyone elsewhere. A link whose
  // guest deleted their data answers 404: it is forgotten instead of offered.
  if (path?.startsWith("/e/") && path.includes("/recover/") && known.name) {
    fetch(path, { headers: { Accept: "text/html" } }).then((response) => {
      if (response.status === 404) {
        try { localStorage.removeItem(`disposable.recovery.${offer.dataset.eventId}`); } catch { /* storage off */ }
        return;
      }
      offer.querySelector("[data-offer-title]").textContent = offer.dataset.titleTemplate.replace("{name}", known.name);
      const link = offer.querySelector("[data-offer-link]");
      link.href = path;
      link.textContent = offer.dataset.linkTemplate.replace("{name}", known.name);
      offer.hidden = false;
    }).catch(() => {});
  }
}
