/**
 * The apps' layers are held by lint (eslint.config.mjs): each case is a file that would break one
 * rule, linted as if it stood at that place in the repository.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '../..');

type LintMessage = { ruleId: string | null; message: string };

/** Lints each probe as if it stood at its place, all in one ESLint process: its configuration and parser are loaded once. */
const lintInOneProcess = `
import { ESLint } from 'eslint';
let input = '';
for await (const chunk of process.stdin) input += chunk;
const eslint = new ESLint({ cwd: process.cwd() });
const results = [];
for (const { file, code } of JSON.parse(input)) {
  const [result] = await eslint.lintText(code, { filePath: file });
  results.push(result?.messages ?? []);
}
process.stdout.write(JSON.stringify(results));
`;

function lintAll(probes: Array<{ file: string; code: string }>): Promise<LintMessage[][]> {
  return new Promise((resolve, reject) => {
    const child = execFile(process.execPath, ['--input-type=module', '--eval', lintInOneProcess], { cwd: repoRoot, maxBuffer: 16 << 20 }, (error, stdout) => {
      try {
        resolve(JSON.parse(stdout) as LintMessage[][]);
      } catch {
        reject(error ?? new Error(`lint gave no report: ${stdout}`));
      }
    });
    child.stdin?.end(JSON.stringify(probes));
  });
}

/** The probes asked for in one turn of the event loop are linted together. */
let waiting: Array<{ file: string; code: string; resolve: (messages: LintMessage[]) => void; reject: (error: unknown) => void }> = [];

function lintAt(file: string, code: string): Promise<LintMessage[]> {
  return new Promise((resolve, reject) => {
    if (waiting.length === 0) {
      setImmediate(() => {
        const batch = waiting;
        waiting = [];
        lintAll(batch.map((probe) => ({ file: path.join(repoRoot, probe.file), code: probe.code }))).then(
          (reports) => batch.forEach((probe, index) => probe.resolve(reports[index] ?? [])),
          (error: unknown) => batch.forEach((probe) => probe.reject(error)),
        );
      });
    }
    waiting.push({ file, code, resolve, reject });
  });
}

const rulesBroken = (messages: LintMessage[]) => messages.map((message) => message.ruleId);

test('a feature importing another feature, an upward import and a deep import into a slice fail lint; the same through the rules pass', async () => {
  const [sideways, upward, deep, allowed] = await Promise.all([
    lintAt('mf-confirmation/src/features/application-wizard/layer-probe.ts', "export { fioSuggestions } from '../suggestions';\n"),
    lintAt('shell/src/shared/layer-probe.ts', "export { LoadingBar } from '../widgets/loading-bar';\n"),
    lintAt('mf-blog/src/pages/blog-feed/layer-probe.ts', "export { postApi } from '../../entities/post/api';\n"),
    lintAt('mf-blog/src/pages/blog-feed/layer-probe.ts', "export { feedPageQuery } from '../../entities/post';\n"),
  ]);
  expect(rulesBroken(sideways)).toEqual(['import-x/no-restricted-paths']);
  expect(rulesBroken(upward)).toEqual(['import-x/no-restricted-paths']);
  expect(rulesBroken(deep)).toEqual(['no-restricted-imports']);
  expect(allowed).toEqual([]);
}, 60_000);

test('a part loaded on demand goes through the slice’s public index too: import() of a file inside a slice fails lint', async () => {
  const [deep, allowed, throughUi] = await Promise.all([
    lintAt('mf-blog/src/pages/blog-feed/layer-probe.ts', "export const load = () => import('../../entities/post/api');\n"),
    lintAt('mf-blog/src/pages/blog-feed/layer-probe.ts', "export const load = () => import('../../entities/post');\n"),
    lintAt('mf-blog/src/pages/blog-feed/layer-probe.ts', "export const load = () => import('../../widgets/post-comments/ui');\n"),
  ]);
  expect(rulesBroken(deep)).toEqual(['no-restricted-syntax']);
  expect(allowed).toEqual([]);
  expect(throughUi).toEqual([]);
}, 60_000);

test('an effect that does a model’s work fails lint (navigating, raising the error screen, starting a flow, a request or a retry); an effect that binds the page to its model passes', async () => {
  const component = (body: string) => `import { useEffect } from 'react';\nexport function Probe(props: Record<string, () => void>) {\n  const { navigate, raiseError, events, query, Remote, form, onChange } = props as never;\n  ${body}\n  return null;\n}\n`;
  const at = 'mf-cabinet/src/pages/profile/effect-probe.tsx';
  const cases = await Promise.all(
    [
      "useEffect(() => { navigate('/profile', { replace: true }); }, [navigate]);",
      'useEffect(() => { if (props.unknown) raiseError({ status: 404 }); }, [raiseError]);',
      'useEffect(() => events.opened(), [events]);',
      'useEffect(() => { events.personalOffersOpened(); }, [events]);',
      'useEffect(() => { query.start(); }, [query]);',
      'useEffect(() => { Remote.retry(); }, [Remote]);',
      'useEffect(() => { events.saveFx(); }, [events]);',
      'useEffect(() => { appErrorRaised({ status: 404 }); }, []);',
    ].map((body) => lintAt(at, component(body))),
  );
  for (const messages of cases) expect(rulesBroken(messages)).toContain('no-restricted-syntax');
  const binding = await lintAt(at, component('useEffect(() => form.subscribe({ callback: onChange }), [form, onChange]);'));
  expect(rulesBroken(binding)).not.toContain('no-restricted-syntax');
}, 60_000);
