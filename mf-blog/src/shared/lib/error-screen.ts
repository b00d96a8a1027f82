import type { ApiError, AppError } from '@microloans/platform';

/**
 * The shell's error screen for answers that mean the blog's page cannot be shown at all: 404 (no
 * such post, category or page) and 406 (with the server's words). Anything else — a network failure,
 * a 5xx — may pass: the page offers «Повторить» instead (null).
 */
export function errorScreenFor(error: ApiError): AppError | null {
  if (error.status === 404) return { status: 404 };
  if (error.status === 406) return { status: 406, message: error.message };
  return null;
}
