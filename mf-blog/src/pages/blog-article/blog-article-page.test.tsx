import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { $appError } from '@microloans/platform';
import type { BlogLikesDto, BlogPostAnswerDto } from '@microloans/shared-contracts/api';
import { commentApi } from '../../entities/comment/api';
import { postApi } from '../../entities/post/api';
import { likeApi } from '../../features/like-post/api';
import { afterPayloadMarker, hostileDocument, hostileHtml } from '@microloans/shared-contracts/testing';
import { firstPost, postSummary, seededTree } from '../../shared/testing/fixtures';
import { plain, renderPage, settle } from '../../shared/testing/render-page';
import { BlogArticlePage } from './index';

jest.mock('../../entities/post/api', () => ({ postApi: { page: jest.fn(), post: jest.fn(), categories: jest.fn(), search: jest.fn(), view: jest.fn() } }));
jest.mock('../../entities/comment/api', () => ({ commentApi: { tree: jest.fn(), add: jest.fn() } }));
jest.mock('../../features/like-post/api', () => ({ likeApi: { likes: jest.fn(), like: jest.fn(), unlike: jest.fn() } }));
const posts = jest.mocked(postApi);
const comments = jest.mocked(commentApi);
const likes = jest.mocked(likeApi);

const answer: BlogPostAnswerDto = { post: firstPost, related: [postSummary(2), postSummary(3)] };
const likesAnswer = (count: number, liked: boolean): BlogLikesDto => ({ postId: 1, likes: count, liked });

beforeEach(() => {
  jest.resetAllMocks();
  posts.post.mockResolvedValue(answer);
  posts.view.mockResolvedValue({ postId: 1, views: 1521 });
  comments.tree.mockResolvedValue({ postId: 1, comments: seededTree(), total: 4 });
  likes.likes.mockResolvedValue(likesAnswer(34, false));
  document.title = '';
});

const open = (path = '/blog/kak-vybrat-mikrozaim', options = {}) => renderPage(path, [{ path: '/blog/:slug', element: <BlogArticlePage /> }], options);

test('the post: title, author, date, reading time, views counted once, category, tags, body, related posts and the page head', async () => {
  await open();
  expect(screen.getByTestId('article-loading')).toBeTruthy();
  await settle();
  expect(posts.post).toHaveBeenCalledWith('kak-vybrat-mikrozaim');
  expect(screen.getByRole('heading', { level: 1, name: 'Как выбрать микрозайм и не переплатить' })).toBeTruthy();
  expect(plain(screen.getByTestId('article-stats'))).toBe('Редакция·12 сентября 2024·4 мин чтения·1 521 просмотр');
  expect(posts.view).toHaveBeenCalledTimes(1);
  expect(posts.view).toHaveBeenCalledWith(1);
  expect(screen.getByTestId('article-category').getAttribute('href')).toBe('/blog/category/vse-o-zaimah');
  expect(within(screen.getByTestId('post-tags')).getByRole('link', { name: '#советы' }).getAttribute('href')).toBe(
    `/blog/search?q=${encodeURIComponent('советы')}`,
  );
  // The body is sanitised, its own h1 dropped; pictures load lazily.
  const body = screen.getByTestId('article-body');
  expect(body.querySelector('h1')).toBeNull();
  expect(body.querySelector('[onclick]')).toBeNull();
  expect(body.querySelector('img')?.getAttribute('loading')).toBe('lazy');
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);

  const related = screen.getByTestId('related-posts');
  expect(within(related).getByRole('heading', { level: 2, name: 'Читайте также' })).toBeTruthy();
  expect(within(related).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Статья 2', 'Статья 3']);

  expect(document.title).toBe('Как выбрать микрозайм и не переплатить — Микрозаймы онлайн');
  expect(document.head.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe('Как выбрать микрозайм и не переплатить');
  expect(document.head.querySelector('meta[property="og:type"]')?.getAttribute('content')).toBe('article');
  expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(firstPost.excerpt);
});

test('«Нравится»: a toggle with the count, shown at once, put back with a message when it fails', async () => {
  likes.like.mockResolvedValue(likesAnswer(35, true));
  await open();
  await settle();
  const button = screen.getByRole('button', { name: 'Нравится 34' });
  expect(button.getAttribute('aria-pressed')).toBe('false');
  fireEvent.click(button);
  expect(screen.getByRole('button', { name: 'Нравится 35' }).getAttribute('aria-pressed')).toBe('true');
  await settle();

  likes.unlike.mockRejectedValue({ kind: 'network', status: null, message: 'Упс, что-то пошло не так...' });
  fireEvent.click(screen.getByRole('button', { name: 'Нравится 35' }));
  expect(screen.getByRole('button', { name: 'Нравится 34' }).getAttribute('aria-pressed')).toBe('false');
  await settle();
  expect(screen.getByRole('button', { name: 'Нравится 35' }).getAttribute('aria-pressed')).toBe('true');
  expect(screen.getByRole('alert').textContent).toBe('Не удалось поставить отметку. Попробуйте ещё раз.');
});

test('the comments: the tree with replies, a comment published into it, the form cleared and announced', async () => {
  comments.add.mockResolvedValue({
    comment: { id: 5, postId: 1, parentId: null, authorName: 'Анна', text: 'Спасибо за разбор', createdAt: '2024-12-01T10:00:00.000Z' },
  });
  await open();
  await settle();
  // jsdom has no IntersectionObserver: the comments load at once, as in a browser without one.
  const section = await screen.findByTestId('post-comments');
  await settle();
  expect(within(section).getByRole('heading', { level: 2 }).textContent).toBe('Комментарии (4)');
  expect(screen.getByTestId('comment-3').closest('[data-testid="comment-1"]')).toBeTruthy();

  const form = screen.getByTestId('comment-form');
  fireEvent.click(within(form).getByRole('button', { name: 'Отправить' }));
  await settle();
  expect(within(form).getByTestId('error-authorName').textContent).toBe('Это поле обязательно для заполнения');
  expect(within(form).getByTestId('error-text').textContent).toBe('Это поле обязательно для заполнения');
  expect(comments.add).not.toHaveBeenCalled();

  fireEvent.change(within(form).getByLabelText('Ваше имя'), { target: { value: 'Анна' } });
  fireEvent.change(within(form).getByLabelText('Комментарий'), { target: { value: 'Спасибо за разбор' } });
  expect(plain(within(form).getByTestId('comment-counter'))).toBe('Символов: 17 из 2 000');
  fireEvent.click(within(form).getByRole('button', { name: 'Отправить' }));
  await settle();
  await settle();
  expect(comments.add).toHaveBeenCalledWith({ postId: 1, text: 'Спасибо за разбор', authorName: 'Анна' });
  expect(within(screen.getByTestId('comment-5')).getByTestId('comment-text').textContent).toBe('Спасибо за разбор');
  expect(within(section).getByRole('heading', { level: 2 }).textContent).toBe('Комментарии (5)');
  expect((within(form).getByLabelText('Комментарий') as HTMLTextAreaElement).value).toBe('');
  expect(screen.getByTestId('comment-announcement').textContent).toBe('Комментарий опубликован');
});

test('a failed send keeps what was typed and says why, off line included; a refusal marks the field with the server’s words', async () => {
  comments.add.mockRejectedValueOnce({ kind: 'server', status: 500, message: 'Упс, что-то пошло не так...' });
  await open();
  await settle();
  const form = screen.getByTestId('comment-form');
  fireEvent.change(within(form).getByLabelText('Ваше имя'), { target: { value: 'Анна' } });
  fireEvent.change(within(form).getByLabelText('Комментарий'), { target: { value: 'Очень полезно' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Отправить' }));
  await settle();
  await settle();
  expect(within(form).getByTestId('comment-form-error').textContent).toBe('Не удалось отправить комментарий. Попробуйте ещё раз.');
  expect((within(form).getByLabelText('Комментарий') as HTMLTextAreaElement).value).toBe('Очень полезно');
  expect((within(form).getByLabelText('Ваше имя') as HTMLInputElement).value).toBe('Анна');

  comments.add.mockRejectedValueOnce({ kind: 'network', status: null, message: 'Нет соединения с интернетом' });
  fireEvent.click(within(form).getByRole('button', { name: 'Отправить' }));
  await settle();
  await settle();
  expect(within(form).getByTestId('comment-form-error').textContent).toBe('Нет соединения с интернетомПроверьте подключение к интернету и попробуйте ещё раз.');
  expect((within(form).getByLabelText('Комментарий') as HTMLTextAreaElement).value).toBe('Очень полезно');

  comments.add.mockRejectedValueOnce({
    kind: 'validation',
    status: 422,
    message: '',
    violations: [{ propertyPath: 'text', message: 'Комментарий содержит запрещённые слова' }],
  });
  fireEvent.click(within(form).getByRole('button', { name: 'Отправить' }));
  await settle();
  await settle();
  expect(within(form).getByTestId('error-text').textContent).toBe('Комментарий содержит запрещённые слова');
  expect(within(form).queryByTestId('comment-form-error')).toBeNull();
});

test('«Ответить» opens one reply form under its comment; «Отмена» closes it; a reply lands under its parent', async () => {
  comments.add.mockResolvedValue({
    comment: { id: 6, postId: 1, parentId: 4, authorName: 'Петров', text: 'Я тоже проверю', createdAt: '2024-12-01T10:00:00.000Z' },
  });
  await open('/blog/kak-vybrat-mikrozaim', { signedIn: true });
  await settle();
  // Signed in: no name is asked.
  expect(within(screen.getByTestId('comment-form')).queryByLabelText('Ваше имя')).toBeNull();

  const replyTo = (id: number) => within(screen.getByTestId(`comment-${id}`)).getAllByRole('button', { name: 'Ответить' })[0] as HTMLElement;
  fireEvent.click(replyTo(1));
  expect(screen.getAllByTestId('reply-form')).toHaveLength(1);
  expect(within(screen.getByTestId('comment-1')).getByTestId('reply-form')).toBeTruthy();
  expect(document.activeElement).toBe(within(screen.getByTestId('reply-form')).getByLabelText('Комментарий'));
  fireEvent.click(replyTo(4));
  expect(screen.getAllByTestId('reply-form')).toHaveLength(1);
  expect(within(screen.getByTestId('comment-4')).getByTestId('reply-form')).toBeTruthy();
  fireEvent.click(within(screen.getByTestId('reply-form')).getByRole('button', { name: 'Отмена' }));
  expect(screen.queryByTestId('reply-form')).toBeNull();
  expect(document.activeElement).toBe(replyTo(4));

  fireEvent.click(replyTo(4));
  fireEvent.change(within(screen.getByTestId('reply-form')).getByLabelText('Комментарий'), { target: { value: 'Я тоже проверю' } });
  fireEvent.click(within(screen.getByTestId('reply-form')).getByRole('button', { name: 'Отправить' }));
  await settle();
  await settle();
  expect(comments.add).toHaveBeenCalledWith({ postId: 1, parentId: 4, text: 'Я тоже проверю' });
  expect(screen.queryByTestId('reply-form')).toBeNull();
  expect(screen.getByTestId('comment-6').parentElement?.parentElement).toBe(screen.getByTestId('comment-4'));
  await waitFor(() => expect(document.activeElement?.id).toBe('comment-6'));
});

test('no such post is the shell’s 404 screen; a failed load offers «Повторить»', async () => {
  posts.post.mockRejectedValueOnce({ kind: 'http', status: 404, message: 'Статья не найдена', code: null });
  const scope = await open('/blog/net-takoi');
  await settle();
  expect(scope.getState($appError)).toEqual({ status: 404 });
  expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  expect(posts.view).not.toHaveBeenCalled();
});

test('a network failure says «Не удалось загрузить статью» and «Повторить» loads it', async () => {
  posts.post.mockRejectedValueOnce({ kind: 'network', status: null, message: 'Упс, что-то пошло не так...' });
  const scope = await open();
  await settle();
  expect(scope.getState($appError)).toBeNull();
  expect(screen.getByText('Не удалось загрузить статью')).toBeTruthy();
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
  });
  await settle();
  expect(screen.getByRole('heading', { level: 1, name: 'Как выбрать микрозайм и не переплатить' })).toBeTruthy();
});

test('a post whose body is the whole XSS corpus shows each payload as harmless text: nothing that runs or acts is in the page', async () => {
  posts.post.mockResolvedValue({ post: { ...firstPost, body: hostileDocument() }, related: [] });
  const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  await open();
  await settle();
  const body = screen.getByTestId('article-body');
  // Every payload was parsed on its own: the marker after each is shown.
  expect(hostileHtml.filter((_, index) => !(body.textContent ?? '').includes(afterPayloadMarker(index)))).toEqual([]);
  expect(body.querySelectorAll('script, style, iframe, object, embed, form, input, button, textarea, select, base, meta, link, svg, math').length).toBe(0);
  const acting = [...body.querySelectorAll('*')].flatMap((element) =>
    [...element.attributes]
      .filter(({ name, value }) => name.startsWith('on') || /^\s*(javascript|data|vbscript):/i.test(value) || name === 'srcdoc' || name === 'style')
      .map(({ name }) => `${element.tagName}[${name}]`),
  );
  expect(acting).toEqual([]);
  expect(alert).not.toHaveBeenCalled();
  alert.mockRestore();
});
