import { expect, test } from '@playwright/test';
import { devTelemetry, resetDevApi } from '../lib/dev-api';
import { entryOn, liveManifest, serveRemote, serveShellWith, type StaticServer } from '../lib/topology';
import { remoteOrigins, sparePort } from '../lib/product';

// A shell origin of its own (same dist, another remotes.json) and a cabinet the test can stop.
const shellPort = sparePort(0);
const cabinetPort = sparePort(2);

test.describe('a remote that cannot be loaded stays inside its slot', () => {
  let shell: StaticServer;
  let cabinet: StaticServer | null = null;
  let cabinetVersion = '';

  test.beforeAll(async () => {
    const remotes = await liveManifest();
    remotes.mf_cabinet = entryOn(remotes.mf_cabinet, cabinetPort);
    cabinetVersion = remotes.mf_cabinet.version;
    shell = await serveShellWith(shellPort, remotes);
  });

  test.afterAll(async () => {
    await cabinet?.close();
    await shell.close();
  });

  test('stopped cabinet shows the fallback, the rest works, and Повторить recovers it', async ({ page, request }) => {
    await resetDevApi(request);
    await page.goto(`http://127.0.0.1:${shellPort}/auth`);
    await expect(page.getByText('Раздел временно недоступен')).toBeVisible();
    // The failure is logged with the remote's name and the version that was serving.
    await expect
      .poll(async () => (await devTelemetry(request)).logs.map((entry) => entry.payload))
      .toContainEqual(expect.objectContaining({ kind: 'react-error-boundary', remote: 'mf_cabinet', module: './pages/Auth', version: cabinetVersion }));
    // The header and other remotes keep working.
    await expect(page.getByRole('link', { name: 'Займ онлайн' })).toBeVisible();
    await page.getByRole('link', { name: 'Займ онлайн' }).click();
    await expect(page.getByTestId('loan-calculator')).toBeVisible();
    await page.goBack();
    // Back at the section, it is tried again by itself (its loading state) and fails again while
    // its server is down; only then does the server come back.
    await expect(page.getByRole('status', { name: 'Загрузка раздела' })).toBeVisible();
    await expect(page.getByText('Раздел временно недоступен')).toBeVisible();

    cabinet = await serveRemote('mf_cabinet', cabinetPort);
    await page.getByRole('button', { name: 'Повторить' }).click();
    // The page itself, not its first frame (the shell draws the heading while the remote loads).
    await expect(page.getByTestId('cabinet-anonymous')).toBeVisible();
    await expect(page.getByText('Раздел временно недоступен')).toHaveCount(0);
  });
});

test.describe('a dead live entry falls back to the previous version', () => {
  let shell: StaticServer;
  let liveEntry = '';
  const deadEntry = `${remoteOrigins.mf_cabinet}/9.9.9+gone/mf-manifest.json`;

  test.beforeAll(async () => {
    const remotes = await liveManifest();
    liveEntry = remotes.mf_cabinet.entry;
    // Said to be what was published (so it is tried), and gone: the version before, with its own integrity, serves.
    remotes.mf_cabinet = {
      version: '9.9.9+gone',
      entry: deadEntry,
      integrity: remotes.mf_cabinet.integrity ?? null,
      previous: liveEntry,
      previousVersion: remotes.mf_cabinet.version,
      previousIntegrity: remotes.mf_cabinet.integrity ?? null,
      canary: null,
    };
    shell = await serveShellWith(shellPort + 1, remotes);
  });

  test.afterAll(async () => {
    await shell.close();
  });

  test('the cabinet renders from previous', async ({ page }) => {
    const manifests: Array<[string, number]> = [];
    page.on('response', (response) => {
      if (response.url().endsWith('mf-manifest.json')) manifests.push([response.url(), response.status()]);
    });
    await page.goto(`http://127.0.0.1:${shellPort + 1}/auth`);
    await expect(page.getByTestId('cabinet-anonymous')).toBeVisible();
    expect(manifests).toContainEqual([deadEntry, 404]);
    expect(manifests).toContainEqual([liveEntry, 200]);
  });
});
