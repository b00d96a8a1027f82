import { allSettled, fork, type EventCallable } from 'effector';
import type { BlogPostAnswerDto } from '@microloans/shared-contracts/api';
import { postQuery } from '../../entities/post';
import { postApi } from '../../entities/post/api';
import { ArticleGate, countViewFx } from './model';

/** What `useGate` calls as the page's props change (effector-react has it on every gate; its types leave it out). */
const propsChanged = (ArticleGate as unknown as { set: EventCallable<{ slug: string; onScreen?: boolean }> }).set;

jest.mock('../../entities/post/api', () => ({ postApi: { post: jest.fn(), view: jest.fn() } }));

const answerFor = (slug: string, id: number) => ({ post: { id, slug, title: slug }, related: [] }) as unknown as BlogPostAnswerDto;
const posts: Record<string, BlogPostAnswerDto> = { first: answerFor('first', 1), second: answerFor('second', 2) };

function pageScope() {
  const counted: number[] = [];
  jest.mocked(postApi.post).mockImplementation(async (slug: string) => posts[slug]!);
  const scope = fork({ handlers: [[countViewFx, (postId: number) => void counted.push(postId)]] });
  return { scope, counted };
}

test('one view is counted per opening of the post’s page, once its post is there — also when the post came with the page', async () => {
  const { scope, counted } = pageScope();
  await allSettled(ArticleGate.open, { scope, params: { slug: 'first', onScreen: true } });
  expect(counted).toEqual([]);
  await allSettled(postQuery.start, { scope, params: 'first' });
  expect(counted).toEqual([1]);
  // The same post read again on the same opening: no second view.
  await allSettled(postQuery.refresh, { scope, params: 'first' });
  expect(counted).toEqual([1]);
  // Left and opened again (the post already on the page): a new view.
  await allSettled(ArticleGate.close, { scope, params: { slug: 'first', onScreen: true } });
  await allSettled(ArticleGate.open, { scope, params: { slug: 'first', onScreen: true } });
  expect(counted).toEqual([1, 1]);
});

test('the post before on the page is not counted for the next one: the view waits for the page’s own post', async () => {
  const { scope, counted } = pageScope();
  await allSettled(postQuery.start, { scope, params: 'first' });
  await allSettled(ArticleGate.open, { scope, params: { slug: 'second', onScreen: true } });
  expect(counted).toEqual([]);
  await allSettled(postQuery.start, { scope, params: 'second' });
  expect(counted).toEqual([2]);
});

test('a closed page counts nothing', async () => {
  const { scope, counted } = pageScope();
  await allSettled(postQuery.start, { scope, params: 'first' });
  expect(counted).toEqual([]);
});

test('the server drawing the page counts no view; the browser taking it over counts one', async () => {
  const { scope, counted } = pageScope();
  await allSettled(ArticleGate.open, { scope, params: { slug: 'first' } });
  await allSettled(postQuery.start, { scope, params: 'first' });
  expect(counted).toEqual([]);
  await allSettled(propsChanged, { scope, params: { slug: 'first', onScreen: true } });
  expect(counted).toEqual([1]);
});
