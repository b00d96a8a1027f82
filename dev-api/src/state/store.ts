import type { ResolvedOptions } from '../options';
import { BlogStore } from './blog-store';
import { CodeStore } from './code-store';
import { DevStore } from './dev-store';
import { LeadStore } from './lead-store';
import { TelemetryStore } from './telemetry-store';
import { TokenStore } from './token-store';
import { UserStore } from './user-store';

/** All in-memory state of the dev API. */
export class Store {
  readonly tokens: TokenStore;
  readonly codes: CodeStore;
  readonly users: UserStore;
  readonly leads: LeadStore;
  readonly blog: BlogStore;
  readonly dev: DevStore;
  readonly telemetry: TelemetryStore;

  constructor(options: ResolvedOptions) {
    const { now } = options;
    this.tokens = new TokenStore({
      now,
      accessTtlMs: options.tokenTtlSeconds * 1000,
      refreshTtlMs: options.refreshTtlSeconds * 1000,
    });
    this.codes = new CodeStore({ now, lockMs: options.codeLockSeconds * 1000, ttlMs: options.codeTtlSeconds * 1000 });
    this.users = new UserStore(now);
    this.leads = new LeadStore(now);
    this.blog = new BlogStore(now);
    this.dev = new DevStore();
    this.telemetry = new TelemetryStore();
  }

  /** Back to the seed. Tokens survive only with `keepTokens`. */
  reset({ keepTokens = false }: { keepTokens?: boolean } = {}): void {
    if (!keepTokens) this.tokens.reset();
    this.codes.reset();
    this.users.reset();
    this.leads.reset();
    this.blog.reset();
    this.dev.reset();
    this.telemetry.reset();
    if (keepTokens) this.tokens.revokeUsersExcept((userId) => this.users.get(userId) !== undefined);
  }
}
