import { randomCode } from '../lib/random';

export type SendResult = { sent: boolean; lockTtl: number; code: string | null };

type Entry = { code: string; lockUntil: number; expiresAt: number; used: boolean };

export type CodeStoreConfig = { now: () => number; lockMs: number; ttlMs: number };

/** One-time 4-digit codes per target (a phone's digits or a lower-case email), with a resend lock. */
export class CodeStore {
  private entries = new Map<string, Entry>();
  private lastSent = new Map<string, string>();

  constructor(private readonly config: CodeStoreConfig) {}

  send(target: string): SendResult {
    const now = this.config.now();
    const current = this.entries.get(target);
    if (current && current.lockUntil > now) {
      return { sent: false, lockTtl: Math.ceil((current.lockUntil - now) / 1000), code: null };
    }
    const code = randomCode();
    this.entries.set(target, { code, lockUntil: now + this.config.lockMs, expiresAt: now + this.config.ttlMs, used: false });
    this.lastSent.set(target, code);
    return { sent: true, lockTtl: Math.ceil(this.config.lockMs / 1000), code };
  }

  /** True (and the code is used up) when `code` is the live code of `target`. */
  consume(target: string, code: string): boolean {
    const entry = this.entries.get(target);
    if (!entry || entry.used || entry.expiresAt <= this.config.now() || entry.code !== code) return false;
    entry.used = true;
    return true;
  }

  /** The last code generated for `target`, used or not (for `/__dev/codes`). */
  lastCode(target: string): string | null {
    return this.lastSent.get(target) ?? null;
  }

  reset(): void {
    this.entries = new Map();
    this.lastSent = new Map();
  }
}
