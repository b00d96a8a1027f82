import { combine, sample } from 'effector';
import { createGate } from 'effector-react';
import { appErrorRaised, type AppError } from '@microloans/platform';
import { categoriesQuery, feedPageQuery } from '../../entities/post';
import { errorScreenFor } from '../../shared/lib/error-screen';

/** The feed is open: of every post (`category` null) or of one category (its slug from the address). */
export const FeedGate = createGate<{ category: string | null }>({ name: 'blog.feed', sid: 'blog.feed.gate', defaultState: { category: null } });

/** The feed on screen (null when none is). */
const $openFeed = combine(FeedGate.status, FeedGate.state, (open, { category }) => (open ? { category } : null));

/** The open category is not one of the blog's (the categories are known and it is not among them). */
export const $unknownCategory = combine($openFeed, categoriesQuery.$data, (feed, data) => {
  const category = feed?.category;
  return typeof category === 'string' && data !== null && !data.categories.some(({ slug }) => slug === category);
});

sample({ clock: $unknownCategory, filter: Boolean, fn: (): AppError => ({ status: 404 }), target: appErrorRaised });

// The server says the same of an unknown category (404): the shell's 404 screen, for the feed on screen only.
sample({
  clock: feedPageQuery.finished.failure,
  source: $openFeed,
  filter: (feed, { params, error }) => feed !== null && feed.category === params.category && errorScreenFor(error) !== null,
  fn: (_, { error }) => errorScreenFor(error) as AppError,
  target: appErrorRaised,
});
