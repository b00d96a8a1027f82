import { createEffect } from 'effector';

export type NavigationRequest = { to: string; replace?: boolean };

/**
 * A navigation a model asks for. The shell's router does it: start.tsx gives the page's scope this
 * effect's handler (`fork({ handlers })`), and tests give their own.
 */
export const navigateFx = createEffect<NavigationRequest, void>(() => {
  throw new Error('navigateFx has no router: fork the scope with its handler');
});
