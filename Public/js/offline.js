// The offline page: speaks the reader's language (the service worker passes the language of the
// last page as data-language; a first visit falls back to the browser's languages) and reloads
// by itself when the connection returns.
import { offlineLanguage, offlineText } from "/js/offline-text.js";

const root = document.documentElement;
const language = offlineLanguage(root.dataset.language);
const text = offlineText(language);
root.lang = language;
document.title = `${text.pageTitle} · Suite`;
for (const element of document.querySelectorAll("[data-text]")) {
  element.textContent = text[element.dataset.text] ?? "";
}
window.addEventListener("online", () => location.reload());
