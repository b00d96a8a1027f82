/** `+7 (999) 000-00-01`, `8 999 000 00 01` → `79990000001`. */
export function normalizePhone(input: string): string {
  const digits = input.replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('8') ? `7${digits.slice(1)}` : digits;
}
