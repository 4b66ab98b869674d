"""The 44 px rule: every control a finger has to hit is at least 44 CSS px tall (Apple's 44 pt,
WCAG 2.5.5). `small_targets(driver)` lists the visible ones that are not, with their height, so a
test can assert the list is empty on each page it reaches.

A control counts with the label that wraps it (a radio's whole segment is the target). Exempt:
links inside a sentence (display: inline, WCAG 2.5.8's inline exception), visually hidden
controls (the editor's default submit), and what is off-screen until focused (the skip link)."""

MINIMUM = 44

_MEASURE = """
const minimum = arguments[0];
const selector = 'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button]';
const found = [];
for (const element of document.querySelectorAll(selector)) {
  if (element.closest('[hidden], template, dialog:not([open]), .visually-hidden')) continue;
  const style = getComputedStyle(element);
  if (style.visibility === 'hidden' || style.display === 'none') continue;
  if (element.tagName === 'A' && style.display === 'inline') continue;
  const box = element.getBoundingClientRect();
  if (box.width < 2 || box.height < 2 || box.right <= 0 || box.bottom <= 0) continue;
  const label = element.closest('label');
  const height = Math.max(box.height, label ? label.getBoundingClientRect().height : 0);
  if (height < minimum - 0.5) {
    const name = (element.getAttribute('aria-label') || element.textContent || element.name || '').trim().slice(0, 30);
    found.push(`${element.tagName.toLowerCase()}.${[...element.classList].join('.')} "${name}": ${height.toFixed(1)}px`);
  }
}
return found;
"""


def small_targets(driver, minimum=MINIMUM):
    """The visible controls of the current page shorter than `minimum` CSS px."""
    return driver.execute_script(_MEASURE, minimum)
