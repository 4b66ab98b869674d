// Settings › Notifications: turn notifications on or off for this device, and say plainly why
// they cannot be turned on (iOS outside the Home Screen, permission denied, no support).
// The device list, its switches and the test button are forms that work without this script.
import { csrfToken } from "./suite.js";
import { currentSubscription, pushObstacle, subscribe, subscribedDeviceId, unsubscribe } from "./shared/push.js";

const panel = document.getElementById("push-panel");

function say(key) {
  const status = document.getElementById("push-status");
  const text = document.querySelector(`#push-texts`)?.content.querySelector(`[data-key="${key}"]`)?.textContent ?? "";
  status.textContent = text;
  status.hidden = !text;
}

async function show() {
  const enable = document.getElementById("push-enable");
  const disable = document.getElementById("push-disable");
  enable.hidden = true;
  disable.hidden = true;
  const obstacle = pushObstacle();
  if (obstacle) return say(obstacle);
  // Subscribed here and still listed by the server (a device stopped from this page is not).
  const subscription = await currentSubscription();
  const id = subscribedDeviceId();
  const listed = id && document.querySelector(`[data-push-device="${CSS.escape(id)}"]`);
  if (subscription && listed) {
    say("enabled");
    disable.hidden = false;
  } else {
    say("");
    enable.hidden = false;
  }
}

async function start() {
  const options = { vapidKey: panel.dataset.vapidKey, api: panel.dataset.api, headers: { "X-CSRF-Token": csrfToken() } };
  document.getElementById("push-enable").addEventListener("click", async () => {
    try {
      await subscribe(options);
      location.reload();
    } catch (error) {
      say(error.message === "denied" ? "denied" : "failed");
    }
  });
  document.getElementById("push-disable").addEventListener("click", async () => {
    await unsubscribe(options);
    location.reload();
  });
  await show();
}

if (panel) start();
