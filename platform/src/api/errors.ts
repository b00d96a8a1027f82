import { isAxiosError } from 'axios';
import { isRecord } from '../lib/guards';
import { connectionTexts, isOffline } from '../network/connection';

/** One server-side validation failure (HTTP 422), marked by forms as a field error. */
export type Violation = { propertyPath: string; message: string };

/** Every failure of an API call, as the product reacts to it (SPEC §8). */
export type ApiError =
  | { kind: 'validation'; status: 422; violations: Violation[]; message: string }
  | { kind: 'rate-limit'; status: 429; message: string }
  | { kind: 'server'; status: number; message: string }
  | { kind: 'network'; status: null; message: string }
  | { kind: 'unauthorized'; status: 401; message: string }
  | { kind: 'http'; status: number; message: string; code: string | null };

/** SPEC §8 texts the client itself shows or answers with (the contract adds the forms' own). */
export const clientErrorTexts = {
  rateLimit: 'Превышен лимит',
  unexpected: 'Упс, что-то пошло не так...',
  /** The user's session could not be refreshed (SPEC §4): the borrower signs in again. */
  sessionEnded: 'Сессия завершена',
  sessionEndedDetail: 'Войдите снова, чтобы продолжить',
} as const;

/** A call made for the signed-in user after that user's session ended: not retried, no toast of its own. */
export const sessionEndedError = (): ApiError => ({ kind: 'unauthorized', status: 401, message: clientErrorTexts.sessionEnded });

function readViolations(data: unknown): Violation[] {
  if (!isRecord(data) || !Array.isArray(data.violations)) return [];
  return data.violations.flatMap((item: unknown) =>
    isRecord(item) && typeof item.propertyPath === 'string'
      ? [{ propertyPath: item.propertyPath, message: typeof item.message === 'string' ? item.message : '' }]
      : [],
  );
}

const readString = (data: unknown, key: string): string | null =>
  isRecord(data) && typeof data[key] === 'string' ? (data[key] as string) : null;

export function toApiError(error: unknown): ApiError {
  if (isApiError(error)) return error;
  if (!isAxiosError(error) || !error.response) {
    // No answer at all: the borrower is told the connection is missing, not that something broke.
    return { kind: 'network', status: null, message: isOffline() ? connectionTexts.offline : connectionTexts.unreachable };
  }
  const { status, data } = error.response;
  if (status === 422) {
    return { kind: 'validation', status, violations: readViolations(data), message: readString(data, 'title') ?? '' };
  }
  if (status === 429) return { kind: 'rate-limit', status, message: clientErrorTexts.rateLimit };
  if (status === 401) return { kind: 'unauthorized', status, message: readString(data, 'message') ?? '' };
  if (status >= 500) return { kind: 'server', status, message: clientErrorTexts.unexpected };
  return { kind: 'http', status, message: readString(data, 'message') ?? '', code: readString(data, 'code') };
}

const apiErrorKinds = new Set(['validation', 'rate-limit', 'server', 'network', 'unauthorized', 'http']);

export function isApiError(value: unknown): value is ApiError {
  return isRecord(value) && typeof value.kind === 'string' && apiErrorKinds.has(value.kind) && 'status' in value;
}

/**
 * The line a form shows for a failure it has no words of its own for: the connection's when no
 * answer came, SPEC §8's «Упс, что-то пошло не так...» otherwise.
 */
export const unexpectedFailureText = (error: ApiError): string => (error.kind === 'network' ? error.message : clientErrorTexts.unexpected);
