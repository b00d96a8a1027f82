import { createEffect, createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { dataKeyOf, queryKey } from '@microloans/platform';
import { postApi, postQuery } from '../../entities/post';
import { raiseErrorScreenOf } from '../../shared/model/raise-error-screen';

/**
 * The post's page is open at `/blog/{slug}`: `onScreen` in a browser, not while the server draws
 * it (a server render is nobody's view: a crawler, the micro-cache).
 */
export const ArticleGate = createGate<{ slug: string; onScreen?: boolean }>({ name: 'blog.article', sid: 'blog.article.gate', defaultState: { slug: '' } });

/** The post is on screen (once per opening of its page, as the model below decides): one view is counted. */
export const articleShown = createEvent<number>();

export const countViewFx = createEffect((postId: number) => postApi.view(postId));

/** Views as the server counted them after this visit's view, by post. */
export const $countedViews = createStore<Record<number, number>>({}).on(countViewFx.doneData, (views, { postId, views: count }) => ({
  ...views,
  [postId]: count,
}));

sample({ clock: articleShown, target: countViewFx });

/** The post whose view this opening of the page counted (none yet). */
const $countedFor = createStore<number | null>(null)
  .on(articleShown, (_, postId) => postId)
  .reset(ArticleGate.close);

// The page's post is on a screen — its answer is for the page's slug, not the post before — and
// this opening has not counted it yet: one view.
sample({
  clock: [ArticleGate.state, postQuery.$data],
  source: { open: ArticleGate.status, page: ArticleGate.state, answer: postQuery.$data, answerKey: dataKeyOf(postQuery), counted: $countedFor },
  filter: ({ open, page, answer, answerKey, counted }) => open && page.onScreen === true && answer !== null && answerKey === queryKey(page.slug) && answer.post.id !== counted,
  fn: ({ answer }) => answer!.post.id,
  target: articleShown,
});

// No such post (404) is the shell's 404 screen.
raiseErrorScreenOf(postQuery, ArticleGate);
