/**
 * The federation runtime's error codes without the runtime's English description of each (see
 * resolve-aliases.ts): a failure still names its code, its arguments and the runtime's own page
 * about that code. A code the runtime adds later fails the build here, not in a borrower's browser.
 */
export const RUNTIME_001 = 'RUNTIME-001';
export const RUNTIME_002 = 'RUNTIME-002';
export const RUNTIME_003 = 'RUNTIME-003';
export const RUNTIME_004 = 'RUNTIME-004';
export const RUNTIME_005 = 'RUNTIME-005';
export const RUNTIME_006 = 'RUNTIME-006';
export const RUNTIME_007 = 'RUNTIME-007';
export const RUNTIME_008 = 'RUNTIME-008';
export const RUNTIME_009 = 'RUNTIME-009';
export const RUNTIME_010 = 'RUNTIME-010';
export const RUNTIME_011 = 'RUNTIME-011';
export const RUNTIME_012 = 'RUNTIME-012';
export const RUNTIME_013 = 'RUNTIME-013';
export const RUNTIME_014 = 'RUNTIME-014';
export const RUNTIME_015 = 'RUNTIME-015';
export const TYPE_001 = 'TYPE-001';
export const BUILD_001 = 'BUILD-001';
export const BUILD_002 = 'BUILD-002';

export const runtimeDescMap = {};
export const typeDescMap = {};
export const buildDescMap = {};
export const errorDescMap = {};

export const getShortErrorMsg = (code, _descriptions, args, originalMessage) =>
  [
    `Module Federation #${code}`,
    args ? `args: ${JSON.stringify(args)}` : null,
    `https://module-federation.io/guide/troubleshooting/${code.split('-')[0].toLowerCase()}#${code.toLowerCase()}`,
    originalMessage ? `Original Error Message:\n ${originalMessage}` : null,
  ]
    .filter(Boolean)
    .join('\n');
