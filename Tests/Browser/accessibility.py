"""The accessibility gate: axe-core on every page state the browser tests reach, light and dark.

Every navigation a test makes through `Person` (open, press, and `wait_for_new_page`) and every
screenshot it takes calls `audit(driver)`. A page state is audited once per test session: states
are told apart by the page's path and the set of element shapes on it (tag, classes, role,
type), not by its text, so a list of three notes and one of two count as one state, while the
same list with an error banner or in Edit mode is another. Each state is checked in the light
and in the dark theme (the `data-theme` override on <html>, exactly what Settings sets), and
any serious or critical violation fails the test with the rule, the selectors and the page.

axe-core comes from PyPI's selenium-axe-python (axe-core 4.9); axe-selenium-python's newest
release for this machine's Python 3.11 ships axe-core 3.1, which predates most of today's rules.
"""
import hashlib
import importlib.resources
import json

from selenium.webdriver.support.ui import WebDriverWait

BLOCKING = {"serious", "critical"}
THEMES = ("light", "dark")
_AXE_SOURCE = None
_audited = set()
_preloaded = set()


def _axe_source():
    global _AXE_SOURCE
    if _AXE_SOURCE is None:
        _AXE_SOURCE = importlib.resources.files("selenium_axe_python").joinpath("axe-core/axe.min.js").read_text()
    return _AXE_SOURCE


# The page's shape, without its words: path, language and the distinct element kinds it shows;
# and whether axe is in it. Null until the page has loaded (one round trip per look, not two).
_SHAPE = """
if (document.readyState !== 'complete') return null;
const kinds = new Set();
for (const e of document.body.querySelectorAll('*')) {
  if (e.closest('[hidden], template')) continue;
  kinds.add([e.tagName, e.getAttribute('class') || '', e.getAttribute('role') || '',
             e.getAttribute('type') || ''].join('|'));
}
return [location.pathname, document.documentElement.lang, [...kinds].sort().join('\\n'),
        typeof window.axe === 'object'];
"""

_RUN = """
const [theme, done] = [arguments[0], arguments[arguments.length - 1]];
const root = document.documentElement;
const before = root.getAttribute('data-theme');
root.setAttribute('data-theme', theme);
// Let entrance animations (a toast fading in) end first: axe measures contrast as painted.
Promise.all(document.getAnimations()
    .filter(a => a.effect && a.effect.getTiming().iterations !== Infinity)
    .map(a => a.finished.catch(() => null)))
  .then(() => axe.run(document, {resultTypes: ['violations']}))
  .then(results => done(JSON.stringify(results.violations)))
  .catch(error => done(JSON.stringify({error: String(error)})))
  .finally(() => before === null ? root.removeAttribute('data-theme') : root.setAttribute('data-theme', before));
"""


def audit(driver, force=False):
    """Runs axe on the current page in both themes unless this page state was audited before."""
    path, language, kinds, has_axe = WebDriverWait(driver, 10).until(lambda d: d.execute_script(_SHAPE))
    key = hashlib.sha1(f"{path}\n{language}\n{kinds}".encode()).hexdigest()
    if key in _audited and not force:
        return
    _audited.add(key)
    _load_axe(driver, has_axe)
    failures = []
    for theme in THEMES:
        outcome = json.loads(driver.execute_async_script(_RUN, theme))
        if isinstance(outcome, dict):
            raise AssertionError(f"axe could not run on {driver.current_url}: {outcome['error']}")
        failures += [(theme, v) for v in outcome if v["impact"] in BLOCKING]
    if failures:
        raise AssertionError(report(driver.current_url, failures))


_RUN_RULES = """
const [rules, done] = [arguments[0], arguments[arguments.length - 1]];
axe.run(document, {runOnly: {type: 'rule', values: rules}, resultTypes: ['violations']})
  .then(results => done(JSON.stringify(results.violations)))
  .catch(error => done(JSON.stringify({error: String(error)})));
"""


def violations(driver, rules):
    """The current page's violations of `rules` whatever their impact: for the moderate rules a
    screen checks on purpose (landmark-unique on a page with several named regions)."""
    _load_axe(driver, WebDriverWait(driver, 10).until(lambda d: d.execute_script(_SHAPE))[3])
    outcome = json.loads(driver.execute_async_script(_RUN_RULES, rules))
    if isinstance(outcome, dict):
        raise AssertionError(f"axe could not run on {driver.current_url}: {outcome['error']}")
    return [(rule["id"], [node["target"] for node in rule["nodes"]]) for rule in outcome]


def _load_axe(driver, has_axe):
    """Puts axe into this page, and into every later page of this tab before its own scripts
    run: handing the 0.5 MB script over once per tab, not once per page, keeps audits cheap."""
    if driver.session_id not in _preloaded:
        driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": _axe_source()})
        _preloaded.add(driver.session_id)
    if not has_axe:
        driver.execute_script(_axe_source())


def forget_page_scripts(driver):
    """`driver` has moved to a new tab, which runs none of the old tab's scripts: axe goes in again."""
    _preloaded.discard(driver.session_id)


def report(url, failures):
    """One paragraph per violated rule and theme: rule, impact, what axe says, every selector."""
    lines = [f"axe found {len(failures)} serious or critical accessibility violation(s) on {url}:"]
    for theme, violation in failures:
        lines.append(f"\n[{theme}] {violation['id']} ({violation['impact']}): {violation['help']} — {violation['helpUrl']}")
        for node in violation["nodes"]:
            selector = " ".join(json.dumps(part) if not isinstance(part, str) else part for part in node["target"])
            lines.append(f"    {selector}")
            summary = node.get("failureSummary", "").replace("\n", " ").strip()
            if summary:
                lines.append(f"        {summary}")
    return "\n".join(lines)
