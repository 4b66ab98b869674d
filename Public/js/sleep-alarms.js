// PolySleep's alarm clock while the page is open: reads the kit's notification plan from
// /sleep/api/now (the same plan the iOS app schedules and the calendar feed carries), and at
// each request's time shows a system notification (once the user allowed it) and an in-page
// alarm sheet with the request's own buttons (Start, Snooze, Skip, I'm awake) and a tone.
// Without this script the page still works: Today shows the fired reminder with its buttons.
import { csrfToken, showToast } from "./suite.js";

const panel = document.querySelector(".sleep-alerts");
const timers = [];

async function loadPlan() {
  const response = await fetch(panel.dataset.plan, { headers: { Accept: "application/json" }, credentials: "same-origin" });
  if (!response.ok) return null;
  return response.json();
}

function beep(pattern) {
  if (pattern === "vibration") { navigator.vibrate?.([400, 200, 400]); return; }
  const Context = window.AudioContext || window.webkitAudioContext;
  if (!Context) return;
  const audio = new Context();
  for (let i = 0; i < 3; i++) {
    const tone = audio.createOscillator();
    const gain = audio.createGain();
    tone.frequency.value = 880;
    gain.gain.value = 0.2;
    tone.connect(gain).connect(audio.destination);
    tone.start(audio.currentTime + i * 0.6);
    tone.stop(audio.currentTime + i * 0.6 + 0.3);
  }
}

// The sheet's answer: the page's own action path, or a pushed notification's signed link.
async function answer(path, headers) {
  const response = await fetch(path, { method: "POST", credentials: "same-origin", headers: { Accept: "application/json", ...headers } });
  if (!response.ok) { showToast(response.statusText); return; }
  const result = await response.json();
  window.location.assign(result.location ?? "/sleep");
}

// The alarm sheet: title, body, one button per action, and a tone. `tag` is the chain's: the
// system notification of the same alarm (this page's or a push's) goes once it is answered.
function showSheet({ title: heading, body: text, tag, sound, buttons }) {
  document.getElementById("alarm-sheet")?.remove();
  const sheet = document.createElement("dialog");
  sheet.className = "sheet";
  sheet.id = "alarm-sheet";
  sheet.dataset.tag = tag ?? "";
  sheet.setAttribute("aria-labelledby", "alarm-sheet-title");
  const body = document.createElement("div");
  body.className = "sheet-body";
  const title = document.createElement("h2");
  title.className = "sheet-title";
  title.id = "alarm-sheet-title";
  title.textContent = heading;
  const message = document.createElement("p");
  message.className = "sheet-message";
  message.textContent = text;
  body.append(title, message);
  const actions = document.createElement("div");
  actions.className = "sheet-actions";
  for (const [index, item] of buttons.entries()) {
    const button = document.createElement("button");
    button.type = "button";
    button.className = `button ${item.destructive ? "button-secondary" : index === 0 ? "button-primary" : "button-secondary"}`;
    button.textContent = item.title;
    button.addEventListener("click", async () => { await closeNotifications(tag); await item.run(); });
    actions.append(button);
  }
  sheet.append(body, actions);
  document.body.append(sheet);
  sheet.showModal?.();
  beep(sound);
}

async function closeNotifications(tag) {
  const registration = tag ? await navigator.serviceWorker?.getRegistration() : null;
  for (const notification of (await registration?.getNotifications({ tag })) ?? []) notification.close();
}

function presentAlarm(request, category) {
  const tag = request.chainId ?? request.id;
  showSheet({
    title: request.title, body: request.body, tag, sound: request.sound,
    buttons: (category?.actions ?? []).map((item) => ({
      title: item.title, destructive: item.destructive,
      run: () => answer(`/sleep/notifications/${encodeURIComponent(request.id)}/${item.action}`, { "X-CSRF-Token": csrfToken() }),
    })),
  });
  // Someone looking at the page has the sheet; a page in the background also rings the system
  // way, under the chain's tag, so the push of the same alarm replaces it rather than adding one.
  if (document.visibilityState !== "visible" && "Notification" in window && Notification.permission === "granted") {
    const note = new Notification(request.title, { body: request.body, tag });
    note.onclick = () => { window.focus(); note.close(); };
  }
}

function schedule(plan) {
  for (const timer of timers.splice(0)) clearTimeout(timer);
  const categories = new Map(plan.categories.map((category) => [category.id, category]));
  const now = Date.now();
  for (const request of plan.requests) {
    const delay = Date.parse(request.fireDate) - now;
    // Timers further than a day away are set again when the page reloads the plan.
    if (delay < 0 || delay > 86_400_000) continue;
    timers.push(setTimeout(() => presentAlarm(request, categories.get(request.categoryId)), delay));
  }
}

function showPermission() {
  const state = document.getElementById("alerts-state");
  const button = document.getElementById("enable-alerts");
  if (!("Notification" in window)) { button.hidden = true; state.textContent = panel.dataset.on; return; }
  if (Notification.permission === "granted") { button.hidden = true; state.textContent = panel.dataset.on; }
  if (Notification.permission === "denied") { button.hidden = true; state.textContent = panel.dataset.blocked; }
}

if (panel) {
  panel.hidden = false;
  showPermission();
  document.getElementById("enable-alerts").addEventListener("click", async () => {
    await Notification.requestPermission();
    showPermission();
  });
  const refresh = async () => { const plan = await loadPlan(); if (plan) schedule(plan.plan); };
  refresh();
  // The plan changes when a block starts or is snoozed elsewhere (another tab, the phone).
  setInterval(refresh, 10 * 60 * 1000);
}

// A button pressed on a PolySleep push notification (Start, Snooze, Cancel, I'm awake) changed
// the day: the service worker says so, and Today shows it. A push that arrives while this page
// is in front rings here (its notification was shown silently), unless the sheet already rings
// for it: the page's own plan saw the same alarm.
navigator.serviceWorker?.addEventListener("message", (event) => {
  if (event.data?.type === "suite:push-action" && String(event.data.path).startsWith("/sleep/")) location.reload();
  const pushed = event.data?.type === "suite:push" ? event.data.message : null;
  if (!pushed || !panel || document.getElementById("alarm-sheet")?.open) return;
  showSheet({
    title: pushed.title, body: pushed.body, tag: pushed.tag, sound: null,
    buttons: pushed.actions.filter((item) => item.post).map((item) => ({ title: item.title, run: () => answer(item.post, {}) })),
  });
});
