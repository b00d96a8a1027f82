/** The space inside a value («30 000 ₽», «7 дней»): a narrow phone screen never breaks a line at it. */
export const nbsp = '\u00a0';
