import type { Identity, TokenPair } from '../domain/identity';
import { randomToken } from '../lib/random';

type Entry = { identity: Identity; expiresAt: number };

export type AccessCheck =
  | { ok: true; identity: Identity }
  | { ok: false; reason: 'unknown' | 'expired' };

export type TokenStoreConfig = { now: () => number; accessTtlMs: number; refreshTtlMs: number };

/** Opaque access and refresh tokens bound to an identity (anonymous or user). */
export class TokenStore {
  private access = new Map<string, Entry>();
  private refresh = new Map<string, Entry>();

  constructor(private readonly config: TokenStoreConfig) {}

  issue(identity: Identity): TokenPair {
    const now = this.config.now();
    const token = randomToken();
    const refreshToken = randomToken(32);
    this.access.set(token, { identity, expiresAt: now + this.config.accessTtlMs });
    this.refresh.set(refreshToken, { identity, expiresAt: now + this.config.refreshTtlMs });
    return { token, refresh_token: refreshToken };
  }

  check(token: string): AccessCheck {
    const entry = this.access.get(token);
    if (!entry) return { ok: false, reason: 'unknown' };
    if (entry.expiresAt <= this.config.now()) return { ok: false, reason: 'expired' };
    return { ok: true, identity: entry.identity };
  }

  /** Swaps a live refresh token for a new pair of the same identity; the old refresh token dies. */
  rotate(refreshToken: string): TokenPair | null {
    const entry = this.refresh.get(refreshToken);
    if (!entry) return null;
    this.refresh.delete(refreshToken);
    if (entry.expiresAt <= this.config.now()) return null;
    return this.issue(entry.identity);
  }

  /** Every existing access token becomes expired; refresh tokens keep working. */
  expireAllAccessTokens(): number {
    for (const entry of this.access.values()) entry.expiresAt = 0;
    return this.access.size;
  }

  revokeUser(userId: number): void {
    for (const map of [this.access, this.refresh]) {
      for (const [key, entry] of map) {
        if (entry.identity.kind === 'user' && entry.identity.userId === userId) map.delete(key);
      }
    }
  }

  /** Drops the tokens of users for whom `keep` answers false. */
  revokeUsersExcept(keep: (userId: number) => boolean): void {
    for (const map of [this.access, this.refresh]) {
      for (const [key, entry] of map) {
        if (entry.identity.kind === 'user' && !keep(entry.identity.userId)) map.delete(key);
      }
    }
  }

  reset(): void {
    this.access = new Map();
    this.refresh = new Map();
  }
}
