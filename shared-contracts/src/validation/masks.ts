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
