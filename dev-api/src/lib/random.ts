import { randomBytes, randomInt, randomUUID } from 'node:crypto';

/** Opaque URL-safe random string. */
export const randomToken = (bytes = 24): string => randomBytes(bytes).toString('base64url');

/** Four random digits, leading zeros kept. */
export const randomCode = (): string => String(randomInt(0, 10_000)).padStart(4, '0');

export const uuid = (): string => randomUUID();
