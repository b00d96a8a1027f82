import { combine, sample } from 'effector';
import { createGate } from 'effector-react';
import { appErrorRaised, createApiQuery, type AppError } from 'platform';
import { errorScreenFor } from '../../shared/lib/error-screen';
import { contentPageApi } from './api';

/** `/ll/{slug}`: a content page's text and its search-engine title and description. */
export const contentPageQuery = createApiQuery({ name: 'blog.contentPage', handler: (slug: string) => contentPageApi.page(slug) });

/** The content page is open at `/ll/{slug}`. */
export const ContentPageGate = createGate<{ slug: string }>({ name: 'blog.contentPage', defaultState: { slug: '' } });

const $openSlug = combine(ContentPageGate.status, ContentPageGate.state, (open, { slug }) => (open ? slug : null));

// No such page (404) is the shell's 404 screen, for the page on screen only.
sample({
  clock: contentPageQuery.finished.failure,
  source: $openSlug,
  filter: (slug, { params, error }) => slug === params && errorScreenFor(error) !== null,
  fn: (_, { error }) => errorScreenFor(error) as AppError,
  target: appErrorRaised,
});
