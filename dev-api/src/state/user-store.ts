import { seedUsers } from '../data/users';
import { blankProfile, type UserRecord } from '../domain/user';

export class UserStore {
  private users = new Map<number, UserRecord>();
  private nextId = 1;

  constructor(private readonly now: () => number) {
    this.reset();
  }

  get(id: number): UserRecord | undefined {
    return this.users.get(id);
  }

  findByPhone(phone: string): UserRecord | undefined {
    for (const user of this.users.values()) if (user.profile.phone === phone) return user;
    return undefined;
  }

  all(): UserRecord[] {
    return [...this.users.values()];
  }

  /** A new, not activated user without password. */
  create(phone: string, refHash: string | null): UserRecord {
    const id = this.nextId;
    this.nextId += 1;
    const timestamp = new Date(this.now()).toISOString();
    const user: UserRecord = {
      id,
      password: null,
      refHash,
      loyalty: { isActive: false, coins: 0, cashback: 0, referralBonus: 0, expiring: null, history: [] },
      profile: blankProfile({ phone, userIdentifier: `U-${String(id).padStart(6, '0')}`, createdAt: timestamp }),
    };
    this.users.set(id, user);
    return user;
  }

  delete(id: number): boolean {
    return this.users.delete(id);
  }

  touch(user: UserRecord): void {
    user.profile.updatedAt = new Date(this.now()).toISOString();
  }

  reset(): void {
    const users = seedUsers();
    this.users = new Map(users.map((user) => [user.id, user]));
    this.nextId = Math.max(0, ...users.map((user) => user.id)) + 1;
  }
}
