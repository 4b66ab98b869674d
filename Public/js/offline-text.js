// What the offline page and the saved-copy note say, in the suite's three languages. They are
// shown by the service worker when the server cannot be reached, so they live here rather than in
// the server's tables. Turkish uses the formal register ("siz"), like the rest of the suite.

const TEXT = {
  en: {
    pageTitle: "Offline",
    title: "You’re offline",
    message: "There is no saved copy of this page on this device yet. Pages you open while online are kept here and open without a connection.",
    retry: "Try again",
    savedCopy: "Saved copy from {time}. You’re offline, so changes can’t be sent.",
    backOnline: "You’re back online. Reload to see the latest version.",
    reload: "Reload",
    notSent: "You’re offline. Nothing was sent; try again when you’re connected.",
  },
  tr: {
    pageTitle: "Çevrimdışı",
    title: "Çevrimdışısınız",
    message: "Bu sayfanın bu cihazda henüz kayıtlı bir kopyası yok. Çevrimiçiyken açtığınız sayfalar burada saklanır ve bağlantı olmadan da açılır.",
    retry: "Tekrar deneyin",
    savedCopy: "{time} tarihli kayıtlı kopya. Çevrimdışı olduğunuz için değişiklikler gönderilemez.",
    backOnline: "Yeniden çevrimiçisiniz. En son hâlini görmek için sayfayı yenileyin.",
    reload: "Yenile",
    notSent: "Çevrimdışısınız. Hiçbir şey gönderilmedi; bağlandığınızda tekrar deneyin.",
  },
  fr: {
    pageTitle: "Hors ligne",
    title: "Vous êtes hors ligne",
    message: "Cette page n’a pas encore de copie enregistrée sur cet appareil. Les pages que vous ouvrez en ligne y sont conservées et s’ouvrent ensuite sans connexion.",
    retry: "Réessayer",
    savedCopy: "Copie enregistrée le {time}. Vous êtes hors ligne\u00a0: les modifications ne peuvent pas être envoyées.",
    backOnline: "Vous êtes de nouveau en ligne. Rechargez la page pour voir la dernière version.",
    reload: "Recharger",
    notSent: "Vous êtes hors ligne. Rien n’a été envoyé\u00a0; réessayez une fois connecté.",
  },
};

/** The language to speak: `preferred` when the suite has it, else the browser's first that it has. */
export function offlineLanguage(preferred) {
  const candidates = [preferred, ...(navigator.languages ?? [navigator.language])];
  for (const candidate of candidates) {
    const code = (candidate ?? "").slice(0, 2).toLowerCase();
    if (code in TEXT) return code;
  }
  return "en";
}

/** The texts in `language`; `{time}` in savedCopy is filled by `savedCopyText`. */
export function offlineText(language) {
  return TEXT[language] ?? TEXT.en;
}

/** "Saved copy from …" with the time the page was kept, formatted for `language`. */
export function savedCopyText(language, savedAt) {
  const date = new Date(savedAt);
  const time = Number.isNaN(date.getTime())
    ? "—"
    : new Intl.DateTimeFormat(language, { dateStyle: "medium", timeStyle: "short" }).format(date);
  return offlineText(language).savedCopy.replace("{time}", time);
}
