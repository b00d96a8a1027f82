export { createCodeCheck, createCodeRequest } from './model';
export type { CodeCheck, CodeCheckOptions, CodeRequest, CodeRequestErrors } from './model';
