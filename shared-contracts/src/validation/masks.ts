/** SPEC §5 input masks, in react-imask's notation (`0` is any digit). */
export const inputMasks = {
  phone: '+{7} (000) 000-00-00',
  passport: '0000 000000',
  date: '00-00-0000',
  snils: '000-000-000 00',
  workPhone: '+{7} (000) 000-0000',
  fmsCode: '000-000',
} as const;

export const digitsOnly = (value: string): string => value.replace(/\D/g, '');

/** "+7 (999) 000-00-01" for 11 digits starting with 7 or 8, as the phone mask shows it. */
export function formatPhone(value: string | null | undefined): string {
  const digits = digitsOnly(value ?? '');
  if (digits.length !== 11) return value ?? '';
  const d = `7${digits.slice(1)}`;
  return `+7 (${d.slice(1, 4)}) ${d.slice(4, 7)}-${d.slice(7, 9)}-${d.slice(9, 11)}`;
}

/** "999-999-999 99" for 11 digits, as the SNILS mask shows it. */
export function formatSnils(value: string | null | undefined): string {
  const digits = digitsOnly(value ?? '');
  if (digits.length !== 11) return value ?? '';
  return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6, 9)} ${digits.slice(9)}`;
}


/** "+7 (495) 123-4567" for 11 digits, as the work phone mask shows it. */
export function formatWorkPhone(value: string | null | undefined): string {
  const digits = digitsOnly(value ?? '');
  if (digits.length !== 11) return value ?? '';
  return `+7 (${digits.slice(1, 4)}) ${digits.slice(4, 7)}-${digits.slice(7)}`;
}
