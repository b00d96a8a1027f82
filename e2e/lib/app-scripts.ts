import type { Page } from '@playwright/test';

/**
 * The shell's entry script as its page lists it: the page names its scripts as data
 * (`<script type="application/json" id="app-scripts">`) and loads them once it has been painted.
 */
export function mainScriptOf(html: string): string {
  const list = /<script id="app-scripts" type="application\/json">([^<]*)<\/script>/.exec(html)?.[1];
  const main = list ? (JSON.parse(list) as string[]).find((src) => /\/main\.[0-9a-f]+\.js$/.test(src)) : undefined;
  if (!main) throw new Error('the page lists no entry script (#app-scripts)');
  return main;
}

/** Holds every script of the page until `release` is called: the server's page, with no code taking it over. */
export async function holdScripts(page: Page): Promise<{ release: () => Promise<void> }> {
  let letGo: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (letGo = resolve));
  const hold = async (route: Parameters<Parameters<Page['route']>[1]>[0]) => {
    if (route.request().resourceType() === 'script') await held;
    await route.fallback();
  };
  await page.route('**/*', hold);
  return {
    release: async () => {
      letGo();
      await page.unroute('**/*', hold);
    },
  };
}
