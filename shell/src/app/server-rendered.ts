import { serverStateElementId, type ServerState } from '../server/server-state';

/**
 * The state a server render left beside the page it drew (shell/src/server/render-app.tsx), when
 * the page is one: the browser then hydrates that HTML from it instead of drawing the page anew.
 * A page without it, or with one that cannot be read, is drawn in the browser as before.
 */
export function serverRenderedState(container: HTMLElement): ServerState | null {
  if (!container.hasAttribute('data-server-rendered')) return null;
  const element = document.getElementById(serverStateElementId);
  try {
    const state = JSON.parse(element?.textContent ?? 'null') as ServerState | null;
    return state && typeof state.scope === 'object' && state.scope !== null ? state : null;
  } catch {
    return null;
  }
}
