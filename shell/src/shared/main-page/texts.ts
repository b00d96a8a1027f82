/**
 * The words of `/` that its first frame shows before the app has run: `index.html` is built with
 * them (shell/rspack.config.ts), so the static frame and the page never say different things.
 */
export const mainPageTexts = {
  /** An anonymous visitor. */
  headingAnonymous: 'Займ онлайн на карту за 5 минут',
  /** Signed in, the profile still on its way: a neutral hello, no empty name. */
  headingSignedIn: 'Здравствуйте! Подберём займ за 5 минут',
  note: 'Решение по заявке — в течение 1 дня.',
} as const;
