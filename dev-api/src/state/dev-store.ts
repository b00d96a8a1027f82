import type { ContentPage } from '../data/docs';
import { seedRedirects, type Redirect } from '../data/misc';

export type Fault = {
  path: string;
  method: string | null;
  status: number | null;
  delayMs: number;
  remaining: number;
  body: unknown;
};

/** Test-support state: injected faults, call statistics, blocked routes, redirects. */
export class DevStore {
  faults: Fault[] = [];
  calls = new Map<string, number>();
  routeCalls = new Map<string, number>();
  blacklist: string[] = [];
  redirects: Redirect[] = seedRedirects();
  /** Documents a test published beside the seeded ones (hostile content, say); a reset removes them. */
  docs: ContentPage[] = [];

  /** Takes one use of the first fault matching the call (by exact path or route pattern). */
  takeFault(method: string, path: string, routePattern: string | undefined): Fault | null {
    const fault = this.faults.find(
      (candidate) =>
        candidate.remaining > 0 &&
        (candidate.method === null ? method !== 'OPTIONS' : candidate.method === method) &&
        (candidate.path === path || candidate.path === routePattern),
    );
    if (!fault) return null;
    fault.remaining -= 1;
    this.faults = this.faults.filter((candidate) => candidate.remaining > 0);
    return fault;
  }

  countCall(method: string, path: string, routePattern: string | undefined): void {
    const key = `${method} ${path}`;
    this.calls.set(key, (this.calls.get(key) ?? 0) + 1);
    if (routePattern !== undefined) {
      const routeKey = `${method} ${routePattern}`;
      this.routeCalls.set(routeKey, (this.routeCalls.get(routeKey) ?? 0) + 1);
    }
  }

  resetStats(): void {
    this.calls = new Map();
    this.routeCalls = new Map();
  }

  reset(): void {
    this.faults = [];
    this.resetStats();
    this.blacklist = [];
    this.redirects = seedRedirects();
    this.docs = [];
  }
}
