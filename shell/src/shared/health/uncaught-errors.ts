import type { RemoteName } from '@microloans/shared-contracts/remotes';
import { remoteFailed, type FailureKind } from './health-report';

/** Which remote version a script address belongs to (the loader knows where each version lives). */
export type FileOwner = (url: string) => { remote: RemoteName; version: string } | null;

const addresses = /https?:\/\/[^\s)'"]+/g;

/**
 * An error nobody caught, or a promise rejected with nobody to hear it, counts against the remote
 * version whose file it came from (the error's file, or the first of the addresses in its stack);
 * one from the shell's own code or the page's other scripts against none.
 */
export function countUncaughtErrors(target: Window, ownerOf: FileOwner): void {
  const count = (urls: readonly string[]) => {
    for (const url of urls) {
      const owner = ownerOf(url);
      if (owner) {
        remoteFailed(owner.remote, 'uncaughtErrors', owner.version);
        return;
      }
    }
  };
  target.addEventListener('error', (event) => count([event.filename, ...stackAddresses(event.error)]));
  target.addEventListener('unhandledrejection', (event) => count(stackAddresses(event.reason)));
}

function stackAddresses(error: unknown): string[] {
  const stack = typeof error === 'object' && error !== null ? (error as { stack?: unknown }).stack : undefined;
  return typeof stack === 'string' ? (stack.match(addresses) ?? []) : [];
}

/** Whose page this is, for what fails on the page as a whole (an error screen, a hydration mismatch); set by the app. */
let pageOwner: () => RemoteName | null = () => null;

export function setPageOwner(lookup: () => RemoteName | null): void {
  pageOwner = lookup;
}

/** The page failed as a whole: it counts against its owner, if a remote owns it. */
export function pageFailed(kind: Extract<FailureKind, 'errorScreens' | 'hydrationMismatches'>): void {
  const owner = pageOwner();
  if (owner) remoteFailed(owner, kind);
}
