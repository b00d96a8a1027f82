import { combine, sample } from 'effector';
import { createGate } from 'effector-react';
import { appErrorRaised, createApiQuery, type ApiError, type AppError } from 'platform';
import { errorScreenFor } from '../../shared/lib/error-screen';
import { docApi } from './api';

/** `/docs/{slug}`: the legal document's text, read through the page's query layer. */
export const docQuery = createApiQuery({ name: 'blog.doc', handler: (slug: string) => docApi.doc(slug) });

/**
 * The shell's error screen for answers that mean the document cannot be shown: the blog's (404,
 * 406) and, for a legal document, a server failure too (500); null to offer «Повторить» here.
 */
export const docErrorScreen = (error: ApiError): AppError | null => (error.kind === 'server' ? { status: 500 } : errorScreenFor(error));

/** The document page is open at `/docs/{slug}`. */
export const DocPageGate = createGate<{ slug: string }>({ name: 'blog.doc', defaultState: { slug: '' } });

const $openSlug = combine(DocPageGate.status, DocPageGate.state, (open, { slug }) => (open ? slug : null));

// An answer that means the document cannot be shown is the shell's error screen, raised once when
// it comes and for the document on screen only (not again when the page is drawn anew).
sample({
  clock: docQuery.finished.failure,
  source: $openSlug,
  filter: (slug, { params, error }) => slug === params && docErrorScreen(error) !== null,
  fn: (_, { error }) => docErrorScreen(error) as AppError,
  target: appErrorRaised,
});
