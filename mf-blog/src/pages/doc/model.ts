import { createGate } from 'effector-react';
import { createApiQuery, type ApiError, type AppError } from '@microloans/platform';
import { errorScreenFor } from '../../shared/lib/error-screen';
import { raiseErrorScreenOf } from '../../shared/model/raise-error-screen';
import { docApi } from './api';

/** `/docs/{slug}`: the legal document's text, read through the page's query layer. */
export const docQuery = createApiQuery({ name: 'blog.doc', handler: (slug: string) => docApi.doc(slug) });

/**
 * The shell's error screen for answers that mean the document cannot be shown: the blog's (404,
 * 406) and, for a legal document, a server failure too (500); null to offer «Повторить» here.
 */
export const docErrorScreen = (error: ApiError): AppError | null => (error.kind === 'server' ? { status: 500 } : errorScreenFor(error));

/** The document page is open at `/docs/{slug}`. */
export const DocPageGate = createGate<{ slug: string }>({ name: 'blog.doc', sid: 'blog.doc.gate', defaultState: { slug: '' } });

// An answer that means the document cannot be shown is the shell's error screen.
raiseErrorScreenOf(docQuery, DocPageGate, docErrorScreen);
