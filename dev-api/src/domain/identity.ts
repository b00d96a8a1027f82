export type Identity = { kind: 'anonym'; anonymId: string } | { kind: 'user'; userId: number };

export type TokenPair = { token: string; refresh_token: string };
