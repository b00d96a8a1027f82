import { internalPath } from 'shared-contracts/navigation';
/** `+7 (999) 000-00-01`, `8 999 000 00 01` → `79990000001`. */
export function normalizePhone(input: string): string {
  const digits = input.replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('8') ? `7${digits.slice(1)}` : digits;
}

/** Only same-site paths are followed after sign-in; anything else goes to the profile. */
export function safeReturnPath(to: string | null, fallback: string): string {
  return (to && internalPath(to, globalThis.location?.origin ?? 'http://localhost')) || fallback;
}
