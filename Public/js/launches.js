// SpaceNasa's page behaviour. Every page works without it: this adds live countdowns,
// infinite scroll and pull to refresh on the lists, the onboarding carousel's buttons, the pad
// map, "Remind me" notifications while the page is open, and this device subscribed to Web Push
// when a signed-in reader asks to be reminded (so the reminder rings with the app closed).
import { startCountdowns } from "/js/shared/countdown.js";
import { startInfiniteScroll } from "/js/shared/infinite-scroll.js";
import { startPullToRefresh } from "/js/shared/pull-to-refresh.js";
import { startWelcomeSlides } from "/js/shared/welcome-slides.js";
import { mountPlaceMap } from "/js/shared/place-map.js";
import { csrfToken, showToast } from "/js/suite.js";
import { currentSubscription, pushPermission, pushSupport, subscribe } from "/js/shared/push.js";

let stopCountdowns = startCountdowns();
startInfiniteScroll(document, { onAppend: () => { stopCountdowns(); stopCountdowns = startCountdowns(); } });
startPullToRefresh();
document.addEventListener("suite:content-replaced", ({ detail }) => {
  stopCountdowns();
  stopCountdowns = startCountdowns();
  startInfiniteScroll(detail.root);
});

// MARK: Remind me: notifications at the kit's offsets (T-1 h, T-10 min) while the page is open.
function reminders() {
  const button = document.querySelector("[data-remind]");
  const data = document.getElementById("launch-reminders");
  if (!button || !data) return;
  const { launch, onText, offText, deniedText, unsupportedText, setText } = button.dataset;
  const planned = JSON.parse(data.textContent || "[]");
  const key = `launches.reminder.${launch}`;
  let timers = [];

  const render = (on) => {
    button.setAttribute("aria-pressed", String(on));
    button.querySelector("[data-remind-label]").textContent = on ? onText : offText;
  };
  const schedule = () => {
    timers.forEach(clearTimeout);
    timers = planned
      .map((reminder) => ({ ...reminder, delay: Date.parse(reminder.fireAt) - Date.now() }))
      .filter(({ delay }) => delay > 0 && delay < 2 ** 31 - 1)
      .map(({ title, body, id, delay }) => setTimeout(() => new Notification(title, { body, tag: id }), delay));
  };
  const turnOff = () => {
    timers.forEach(clearTimeout);
    timers = [];
    localStorage.removeItem(key);
    render(false);
  };

  if (!("Notification" in window)) {
    button.addEventListener("click", () => showToast(unsupportedText));
    return;
  }
  if (localStorage.getItem(key) && Notification.permission === "granted") {
    render(true);
    schedule();
  }
  button.addEventListener("click", async () => {
    if (button.getAttribute("aria-pressed") === "true") return turnOff();
    const permission = Notification.permission === "default" ? await Notification.requestPermission() : Notification.permission;
    if (permission !== "granted") return showToast(deniedText);
    localStorage.setItem(key, "1");
    render(true);
    schedule();
    showToast(setText);
  });
}

// MARK: Remind me (signed in): the form saves the reminder, the server pushes it. Before the form
// goes, this device is subscribed if it is not yet (the permission prompt needs the click);
// refused or unsupported, the form still saves it (the calendar feed and Settings remain).
function pushWithReminder() {
  const form = document.querySelector(".remind-form");
  if (!form || form.elements.reminded?.value !== "1") return;
  let asked = false;
  form.addEventListener("submit", async (event) => {
    if (asked || pushSupport() !== "supported" || pushPermission() === "denied") return;
    event.preventDefault();
    asked = true;
    const subscribing = (async () => {
      if (await currentSubscription()) return;
      const key = await (await fetch("/api/push/key", { headers: { Accept: "application/json" } })).json();
      await subscribe({ vapidKey: key.vapidPublicKey, api: "/api/push", headers: { "X-CSRF-Token": csrfToken() } });
    })();
    // Saved all the same when it fails or the push service is slow to answer: Settings ›
    // Notifications says why this device receives nothing.
    await Promise.race([subscribing, new Promise((resolve) => setTimeout(resolve, 8000))]).catch(() => {});
    form.requestSubmit();
  });
}

startWelcomeSlides();
mountPlaceMap(document.querySelector("[data-map]"));   // the pad
reminders();
pushWithReminder();
