import type { BlogCategoryDto, BlogCommentNodeDto, BlogPostDto, BlogPostSummaryDto } from '@microloans/shared-contracts/api';

/** Test-only data shaped as dev-api seeds it. */
export const categories: BlogCategoryDto[] = [
  { id: 1, slug: 'finansovaya-gramotnost', title: 'Финансовая грамотность', description: 'Как планировать бюджет, копить и разумно занимать.' },
  { id: 2, slug: 'vse-o-zaimah', title: 'Всё о займах', description: 'Как устроены микрозаймы, на что смотреть в договоре и как не переплатить.' },
];

export function postSummary(id: number, overrides: Partial<BlogPostSummaryDto> = {}): BlogPostSummaryDto {
  return {
    id,
    slug: `post-${id}`,
    title: `Статья ${id}`,
    excerpt: `Короткое описание статьи ${id}.`,
    category: categories[id % 2] as BlogCategoryDto,
    author: 'Редакция',
    tags: ['займы'],
    coverUrl: null,
    publishedAt: new Date(Date.UTC(2024, 10, 30, 9) - id * 86_400_000).toISOString(),
    readingTimeMinutes: 4,
    views: 1520,
    likes: 34,
    commentsCount: 4,
    ...overrides,
  };
}

export const firstPost: BlogPostDto = {
  ...postSummary(1, {
    slug: 'kak-vybrat-mikrozaim',
    title: 'Как выбрать микрозайм и не переплатить',
    excerpt: 'Разбираем, на что смотреть при выборе займа: ставка, срок, полная стоимость и отзывы.',
    category: categories[1] as BlogCategoryDto,
    tags: ['займы', 'советы'],
    publishedAt: '2024-09-12T09:00:00.000Z',
  }),
  body: '<h1>Как выбрать</h1><h2>Смотрите на полную стоимость займа</h2><p onclick="alert(1)">Сравнивайте по ПСК.</p><img src="/x.png" alt="Схема">',
};

const node = (id: number, parentId: number | null, authorName: string, text: string, children: BlogCommentNodeDto[] = []): BlogCommentNodeDto => ({
  id,
  postId: 1,
  parentId,
  authorName,
  text,
  createdAt: `2024-09-1${id}T10:00:00.000Z`,
  children,
});

/** Comments 1–4 of the first post: 3 answers 2, which answers 1. */
export const seededTree = (): BlogCommentNodeDto[] => [
  node(1, null, 'Олег', 'Полезная статья, спасибо!', [node(2, 1, 'Редакция', 'Рады, что пригодилось!', [node(3, 2, 'Олег', 'А про ПСК можно подробнее?')])]),
  node(4, null, 'Светлана', 'Про лицензию не знала, проверю свою МФО.'),
];
