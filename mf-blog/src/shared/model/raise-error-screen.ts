import { combine, sample, type Store } from 'effector';
import type { Gate } from 'effector-react';
import { appErrorRaised, type ApiError, type AppError, type ApiQuery } from '@microloans/platform';
import { errorScreenFor } from '../lib/error-screen';

/**
 * Raises the shell's error screen when the page's content cannot be shown — once, when the answer
 * comes, and only for the content the page at `{slug}` is showing: not for an answer that arrives
 * after the reader has gone elsewhere, and not again when the page is drawn anew.
 */
export function raiseErrorScreenOf<Data>(
  query: ApiQuery<string, Data>,
  gate: Gate<{ slug: string }>,
  screenOf: (error: ApiError) => AppError | null = errorScreenFor,
): void {
  const $openSlug: Store<string | null> = combine(gate.status, gate.state, (open, { slug }) => (open ? slug : null));
  sample({
    clock: query.finished.failure,
    source: $openSlug,
    filter: (slug, { params, error }) => slug === params && screenOf(error) !== null,
    fn: (_, { error }) => screenOf(error) as AppError,
    target: appErrorRaised,
  });
}
