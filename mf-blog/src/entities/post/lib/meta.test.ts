import { commentsText, likesText, postsText, readingTimeText, viewsText } from './meta';

const plain = (text: string) => text.replace(/\u00a0/g, ' ');

test('counts read with their Russian plural', () => {
  expect(readingTimeText(4)).toBe('4 мин чтения');
  expect(plain(viewsText(1520))).toBe('1 520 просмотров');
  expect(viewsText(1)).toBe('1 просмотр');
  expect(viewsText(22)).toBe('22 просмотра');
  expect(likesText(34)).toBe('34 лайка');
  expect(likesText(11)).toBe('11 лайков');
  expect(commentsText(1)).toBe('1 комментарий');
  expect(commentsText(4)).toBe('4 комментария');
  expect(commentsText(0)).toBe('0 комментариев');
  expect(postsText(3)).toBe('3 статьи');
  expect(postsText(21)).toBe('21 статья');
});
