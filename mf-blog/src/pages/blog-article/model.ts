import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { appErrorRaised, type AppError } from 'platform';
import { postApi, postQuery } from '../../entities/post';
import { errorScreenFor } from '../../shared/lib/error-screen';

/** The post's page is open at `/blog/{slug}`. */
export const ArticleGate = createGate<{ slug: string }>({ name: 'blog.article', defaultState: { slug: '' } });

/** The post is on screen (once per opening of its page): one view is counted. */
export const articleShown = createEvent<number>();

export const countViewFx = createEffect((postId: number) => postApi.view(postId));

/** Views as the server counted them after this visit's view, by post. */
export const $countedViews = createStore<Record<number, number>>({}).on(countViewFx.doneData, (views, { postId, views: count }) => ({
  ...views,
  [postId]: count,
}));

sample({ clock: articleShown, target: countViewFx });

const $openSlug = combine(ArticleGate.status, ArticleGate.state, (open, { slug }) => (open ? slug : null));

// No such post (404) is the shell's 404 screen — for the post this page is showing, not for an
// answer that arrives after the reader has gone elsewhere.
sample({
  clock: postQuery.finished.failure,
  source: $openSlug,
  filter: (slug, { params, error }) => slug === params && errorScreenFor(error) !== null,
  fn: (_, { error }) => errorScreenFor(error) as AppError,
  target: appErrorRaised,
});
