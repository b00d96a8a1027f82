/** How often the shell asks for its `latest.json` (SPEC leaves it open: 5 minutes). */
export const versionPollIntervalMs = 5 * 60 * 1000;

/** When this page started: the first poll is an interval after it, however late the notice's code arrives. */
export const pageStartedAt = Date.now();

/** The notice's code is fetched this long after the page starts (long before the first poll), not with the first page. */
export const noticeLoadDelayMs = 30 * 1000;
