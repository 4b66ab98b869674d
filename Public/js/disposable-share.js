// The organizer's "Share" and "Copy link": the Web Share API with the QR code as an image, the
// friendly message and the link; where sharing files (or sharing at all) is not offered, the
// link goes to the clipboard instead. "Link copied" is the suite's toast (styled, announced,
// and gone after a few seconds), not text written into the toast region.
import { showToast } from "/js/suite.js";

async function copy(url, copied) {
  try { await navigator.clipboard.writeText(url); showToast(copied); } catch { window.prompt("", url); }
}

for (const button of document.querySelectorAll("[data-copy-url]")) {
  button.addEventListener("click", () => copy(button.dataset.copyUrl, button.dataset.shareCopied));
}

for (const button of document.querySelectorAll("[data-share-url]")) {
  button.addEventListener("click", async () => {
    const { shareUrl: url, shareText: text, shareTitle: title, shareImage: image, shareCopied: copied } = button.dataset;
    if (!navigator.share) return copy(url, copied);
    try {
      const blob = await (await fetch(image)).blob();
      const files = [new File([blob], "qr.png", { type: "image/png" })];
      const shared = navigator.canShare?.({ files }) ? { files, text, title } : { text, title, url };
      await navigator.share(shared);
    } catch (error) {
      if (error?.name !== "AbortError") copy(url, copied);
    }
  });
}
