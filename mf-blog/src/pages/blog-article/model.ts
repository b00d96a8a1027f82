import { createEffect, createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { postApi, postQuery } from '../../entities/post';
import { raiseErrorScreenOf } from '../../shared/model/raise-error-screen';

/** The post's page is open at `/blog/{slug}`. */
export const ArticleGate = createGate<{ slug: string }>({ name: 'blog.article', sid: 'blog.article.gate', defaultState: { slug: '' } });

/** The post is on screen (once per opening of its page): one view is counted. */
export const articleShown = createEvent<number>();

export const countViewFx = createEffect((postId: number) => postApi.view(postId));

/** Views as the server counted them after this visit's view, by post. */
export const $countedViews = createStore<Record<number, number>>({}).on(countViewFx.doneData, (views, { postId, views: count }) => ({
  ...views,
  [postId]: count,
}));

sample({ clock: articleShown, target: countViewFx });

// No such post (404) is the shell's 404 screen.
raiseErrorScreenOf(postQuery, ArticleGate);
