/**
 * Cookies a page server may read to draw what this browser will show, by their names: never
 * anything personal, never a token. The shell's page server reads these alone and hands them to the
 * page's owner (`RemoteServerModule.preparePage`); a page drawn with one is that visitor's own
 * (nginx keeps no copy of it).
 */
export const visitorHintCookies = {
  /** The step (0–2) of the application draft this browser keeps: the server draws that step. */
  applicationStep: 'application_step',
} as const;

/** The visitor's hints a page server read from their cookies, by `visitorHintCookies` key. */
export type VisitorHints = Partial<Record<keyof typeof visitorHintCookies, string>>;
