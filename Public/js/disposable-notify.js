// "Notify me when the photos are revealed" for a guest, with or without an account
// (RevealNotifyControl): this browser's push subscription (shared/push.js) sent to the guest's
// own `/me/push`, which the guest's cookie authorises. Where it cannot work it says why, in the
// suite Settings page's words. Without this script the control stays hidden.
import { browserSubscription, currentSubscription, pushObstacle, pushPermission, serverKey } from "./shared/push.js";

const control = document.querySelector("[data-reveal-notify]");
// The endpoint this device subscribed with for this event (one per event: a guest per event).
const remembered = () => `disposable.push.${control.dataset.event}`;

function say(state) {
  const enable = control.querySelector("[data-notify-enable]");
  const disable = control.querySelector("[data-notify-disable]");
  const status = control.querySelector("[data-notify-status]");
  const texts = control.querySelector("[data-notify-texts]").content;
  enable.hidden = !(state === "off" || state === "failed");
  disable.hidden = state !== "enabled";
  status.textContent = texts.querySelector(`[data-key="${state}"]`)?.textContent ?? "";
  status.hidden = !status.textContent;
  control.hidden = false;
}

async function send(method, url, body) {
  const response = await fetch(url, {
    method, credentials: "same-origin", body,
    headers: { Accept: "application/json", ...(body ? { "Content-Type": "application/json" } : {}) },
  });
  if (!response.ok) throw new Error(`${method} refused (${response.status})`);
}

async function enable() {
  try {
    const subscription = await browserSubscription(await serverKey());
    await send("PUT", control.dataset.api, JSON.stringify(subscription.toJSON()));
    localStorage.setItem(remembered(), subscription.endpoint);
    say("enabled");
  } catch (error) {
    say(error.message === "denied" ? "denied" : "failed");
  }
}

// Stops this event's notification only: the browser keeps its subscription (an account's
// devices, another event's guest may use it).
async function disable() {
  const endpoint = localStorage.getItem(remembered());
  if (endpoint) await send("DELETE", `${control.dataset.api}?endpoint=${encodeURIComponent(endpoint)}`).catch(() => {});
  localStorage.removeItem(remembered());
  say("off");
}

async function start() {
  const obstacle = pushObstacle();
  if (obstacle) return say(obstacle);
  control.querySelector("[data-notify-enable]").addEventListener("click", enable);
  control.querySelector("[data-notify-disable]").addEventListener("click", disable);
  const endpoint = localStorage.getItem(remembered());
  const subscription = endpoint && pushPermission() === "granted" ? await currentSubscription() : null;
  say(subscription && subscription.endpoint === endpoint ? "enabled" : "off");
}

if (control) start();
