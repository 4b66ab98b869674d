// The printable card's one control: Print opens the browser's dialog (the card is the page).
const button = document.querySelector("[data-print]");
if (button) {
  button.hidden = false;
  button.addEventListener("click", () => window.print());
}
