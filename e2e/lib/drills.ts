import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildPart } from '../../deploy/src/build';
import { release, type CommandContext } from '../../deploy/src/commands';
import { findNginx, startNginx, type RunningNginx } from '../../deploy/src/nginx';
import { parts, partNamed, remoteParts, shellPart, type Part, type PartName } from '../../deploy/src/parts';
import { ReleaseStore } from '../../deploy/src/release-store';
import { startRenderTierProcess, type RenderTierProcess } from '../../deploy/src/render-tier-process';
import { servingSettings } from '../../deploy/src/start';
import { parseRuntimeConfig } from '@microloans/shared-contracts/config';
import { test } from '@playwright/test';
import { ensureDebianPackage } from './debian';
import { drawnVersion } from './server-html';
import { storeDir } from './product';
import type { RemoteName } from '@microloans/shared-contracts/remotes';

/**
 * The delivery drills' stage: a release store of their own, served by real nginx (one per part,
 * on 3110–3114) with the shell's pages drawn by a render tier of the stage's own (3115), as in
 * production, and a copy of the sources where a squad's change is made and only its remote is
 * built, as a squad would, without touching the product the other tests use.
 */
export const repoRoot = path.resolve(__dirname, '../..');
/** The store of the worker's copy of the product (lib/product.ts): the stage starts from its live versions and config. */
const mainStore = new ReleaseStore(storeDir);
const workspaceScope = '@microloans';
/** The project's own packages, as the root package.json lists its workspaces. */
const workspacePackages = (JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { workspaces: string[] }).workspaces;

export const drillPorts: { [name in PartName]: number } = {
  shell: 3110,
  'mf-confirmation': 3111,
  'mf-cabinet': 3112,
  'mf-blog': 3113,
  'mf-shopwindow': 3114,
};
export const drillShell = `http://127.0.0.1:${drillPorts.shell}`;
/** The stage's render tier: the shell's nginx forwards page requests to it. */
export const drillRenderPort = 3115;

export function requireNginx(): string {
  return findNginx() ?? ensureDebianPackage('nginx', '/usr/sbin/nginx');
}

export type Stage = {
  store: ReleaseStore;
  context: CommandContext;
  servers: Map<PartName, RunningNginx>;
  /** The render tier drawing the stage's pages from its store (the live shell and, per visitor, the remotes' versions): what it has logged so far. */
  renderLog: string[];
  /** The render tier's supervisor (its workers are its children). */
  renderPid: number;
  /** The versions the stage started with: the product's live builds, which every drill may go back to. */
  versions: Record<PartName, string>;
  start: (part: PartName) => Promise<void>;
  stop: (part: PartName) => Promise<void>;
  close: () => Promise<void>;
};

/** What the product's own store has live now: the drill starts from the same versions. */
async function liveVersions(): Promise<Record<PartName, string>> {
  const remotes = JSON.parse(await readFile(path.join(mainStore.shellDir, 'remotes.json'), 'utf8')) as Record<string, { version: string }>;
  const versions = { shell: (await mainStore.liveShellVersion())! } as Record<PartName, string>;
  for (const part of remoteParts) versions[part.name] = remotes[part.container]!.version;
  return versions;
}

/** A store of the drill's own with the product's live versions released in it, served by nginx. */
export async function createStage(): Promise<Stage> {
  requireNginx();
  const store = new ReleaseStore(await mkdtemp(path.join(tmpdir(), 'drill-store-')));
  const origins = Object.fromEntries(parts.map((part) => [part.name, `http://127.0.0.1:${drillPorts[part.name]}`]));
  const versions = await liveVersions();
  const versionOf = (part: Part) => versions[part.name];
  for (const part of parts) await store.publish(part.name, versionOf(part), mainStore.versionDir(part.name, versionOf(part)));
  await mkdir(store.shellDir, { recursive: true });
  await writeFile(path.join(store.shellDir, 'config.json'), await readFile(path.join(mainStore.shellDir, 'config.json')));
  const config = parseRuntimeConfig(JSON.parse(await readFile(path.join(store.shellDir, 'config.json'), 'utf8')));
  const { shellCsp, remoteCsp } = servingSettings(origins, config);
  const scriptHashes = (JSON.parse(await readFile(path.join(store.versionDir('shell', versionOf(shellPart)), 'csp.json'), 'utf8')) as { scriptHashes: string[] }).scriptHashes;

  const render = await startRenderProcess(store.root);
  const servers = new Map<PartName, RunningNginx>();
  const start = async (name: PartName) => {
    const part = partNamed(name);
    const isShell = part === shellPart;
    servers.set(
      name,
      await startNginx(part, {
        port: drillPorts[name],
        storeRoot: store.root,
        corsOrigins: isShell ? [] : [drillShell],
        csp: isShell ? { ...shellCsp, scriptHashes } : { ...remoteCsp, scriptHashes: [] },
        renderUpstream: isShell ? `127.0.0.1:${drillRenderPort}` : undefined,
      }),
    );
  };
  const stop = async (name: PartName) => {
    await servers.get(name)?.stop();
    servers.delete(name);
  };
  const close = async () => {
    await Promise.all([...servers.keys()].map(stop));
    await render.close();
    await rm(store.root, { recursive: true, force: true });
  };
  const context: CommandContext = { store, origins, who: 'учения' };
  try {
    for (const part of parts) await start(part.name);
    for (const part of [...remoteParts, shellPart]) await release(context, part.name, versionOf(part));
    await warmUp();
  } catch (error) {
    // A stage that did not come up leaves nothing behind: no nginx on the drills' ports for the next run.
    await close();
    throw error;
  }
  return { store, context, servers, renderLog: render.log, renderPid: render.pid, versions, start, stop, close };
}

/** The stage's render tier (as production runs it: its supervisor and a worker per core), reading the stage's store; its output kept. */
function startRenderProcess(storeRoot: string): Promise<RenderTierProcess> {
  return startRenderTierProcess({
    storeRoot,
    port: drillRenderPort,
    publicOrigin: drillShell,
    settings: { workers: 2 },
    output: 'keep',
  });
}

/**
 * The stage's tier starts before anything is released into its store, so its workers load the
 * live server sides with the first pages: the first load of those bundles takes seconds on this
 * machine, and nginx answers with the static page meanwhile. As an operator lets a new tier take
 * traffic after a check, the stage asks for a page of each remote until it comes drawn by the server.
 */
async function warmUp(): Promise<void> {
  const pages: Array<[string, RemoteName]> = [
    ['/', 'mf_confirmation'],
    ['/auth', 'mf_cabinet'],
    ['/docs/privacy-agreement', 'mf_blog'],
    ['/shopwindow?scenario=lead&uuid=0b6a1f7e-0001-4a10-8000-000000000001', 'mf_shopwindow'],
  ];
  const deadline = Date.now() + 60_000;
  for (const [page, owner] of pages) {
    for (;;) {
      const html = await fetch(`${drillShell}${page}`).then((answer) => answer.text(), () => '');
      // Drawn by the server with its owner's version in every place (its files checked, its server side loaded).
      if ('version' in drawnVersion(html, owner)) break;
      if (Date.now() > deadline) throw new Error(`${page}: the stage's render tier draws nothing`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

export type Workspace = { root: string; close: () => Promise<void> };

/**
 * A copy of the sources (what git tracks), with the installed packages linked in and the
 * workspace packages pointing at the copy: a squad's checkout, where a change is made and only
 * one remote is built.
 */
export async function createWorkspace(): Promise<Workspace> {
  const root = await mkdtemp(path.join(tmpdir(), 'drill-workspace-'));
  const tracked = execFileSync('git', ['ls-files', '-z', ...workspacePackages, 'package.json', 'tsconfig.base.json'], { cwd: repoRoot, encoding: 'utf8' })
    .split('\0')
    .filter(Boolean);
  for (const file of tracked) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await cp(path.join(repoRoot, file), path.join(root, file));
  }
  await mkdir(path.join(root, 'node_modules', workspaceScope), { recursive: true });
  for (const entry of readdirSync(path.join(repoRoot, 'node_modules'))) {
    if (entry === workspaceScope) continue;
    await symlink(path.join(repoRoot, 'node_modules', entry), path.join(root, 'node_modules', entry));
  }
  // The project's own packages are the copy's, so a change made there is the one that is built.
  for (const pkg of workspacePackages) await symlink(path.join(root, pkg), path.join(root, 'node_modules', workspaceScope, pkg));
  for (const pkg of workspacePackages) {
    const own = path.join(repoRoot, pkg, 'node_modules');
    if (existsSync(own)) await symlink(own, path.join(root, pkg, 'node_modules'));
  }
  return { root, close: () => rm(root, { recursive: true, force: true }) };
}

export type Edit = { file: string; from: string | RegExp; to: string } | { file: string; append: string };

/** Changes files of the workspace; each `from` must be found (a drill that edits nothing proves nothing). */
export async function edit(workspace: Workspace, edits: Edit[]): Promise<void> {
  for (const change of edits) {
    const file = path.join(workspace.root, change.file);
    const before = await readFile(file, 'utf8');
    if ('append' in change) {
      await writeFile(file, `${before}${change.append}`);
      continue;
    }
    const after = before.replace(change.from, change.to);
    if (after === before) throw new Error(`${change.file}: ${String(change.from)} не найдено`);
    await writeFile(file, after);
  }
}

/** Builds one part of the workspace as `version`; the folder of that build. */
export async function buildInWorkspace(workspace: Workspace, partName: PartName, version: string): Promise<string> {
  const part: Part = partNamed(partName);
  await buildPart({ ...part }, { BUILD_VERSION: version }, path.join(workspace.root, part.name));
  return path.join(workspace.root, part.name, 'dist', version);
}

/** Puts files of the workspace back as they are in the repository (a drill's change undone). */
export async function restore(workspace: Workspace, files: string[]): Promise<void> {
  for (const file of files) await cp(path.join(repoRoot, file), path.join(workspace.root, file));
}

/**
 * A spec of drills: its tests run in order, each given up to 3 minutes, on one stage and one
 * workspace made before them and taken down after them.
 */
export function drillsOnStage(): { readonly stage: Stage; readonly workspace: Workspace } {
  const made: { stage?: Stage; workspace?: Workspace } = {};
  test.describe.configure({ mode: 'serial' });
  test.setTimeout(180_000);
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    made.stage = await createStage();
    made.workspace = await createWorkspace();
  });
  test.afterAll(async () => {
    await made.stage?.close();
    await made.workspace?.close();
  });
  return {
    get stage(): Stage {
      if (!made.stage) throw new Error('the stage is made before the drills');
      return made.stage;
    },
    get workspace(): Workspace {
      if (!made.workspace) throw new Error('the workspace is made before the drills');
      return made.workspace;
    },
  };
}
