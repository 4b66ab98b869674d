// The script a page lists to keep its countdowns live (WebUI's LiveCountdown): the shared module,
// started on the whole page.
import { startCountdowns } from "/js/shared/countdown.js";

startCountdowns();
