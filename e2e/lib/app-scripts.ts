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
