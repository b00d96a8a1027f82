import type { BlogCategory, BlogComment, BlogPost } from '../domain/blog';

export const BLOG_CATEGORIES: readonly BlogCategory[] = [
  {
    id: 1,
    slug: 'finansovaya-gramotnost',
    title: 'Финансовая грамотность',
    description: 'Как планировать бюджет, копить и разумно занимать.',
  },
  {
    id: 2,
    slug: 'vse-o-zaimah',
    title: 'Всё о займах',
    description: 'Как устроены микрозаймы, на что смотреть в договоре и как не переплатить.',
  },
];

/** A 1×1 transparent GIF: no network request when the frontend renders the seeded image. */
export const PIXEL_GIF = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

const POSTS: readonly BlogPost[] = [
  {
    id: 1,
    slug: 'kak-vybrat-mikrozaim',
    title: 'Как выбрать микрозайм и не переплатить',
    excerpt: 'Разбираем, на что смотреть при выборе займа: ставка, срок, полная стоимость и отзывы.',
    body:
      '<h2>Смотрите на полную стоимость займа</h2>' +
      '<p>Полная стоимость кредита (ПСК) указывается в правом верхнем углу договора. Сравнивайте предложения именно по ней.</p>' +
      '<h2>Не берите больше, чем нужно</h2>' +
      '<p>Чем меньше сумма и срок, тем меньше переплата. Рассчитайте платёж заранее.</p>' +
      '<ul><li>Проверьте лицензию МФО в реестре Банка России.</li><li>Прочитайте условия продления.</li></ul>',
    categoryId: 2,
    author: 'Редакция',
    tags: ['займы', 'советы'],
    publishedAt: '2024-09-12T09:00:00.000Z',
    readingTimeMinutes: 4,
    views: 1520,
    likes: 34,
  },
  {
    id: 2,
    slug: 'kreditnaya-istoriya',
    title: 'Что такое кредитная история и как её улучшить',
    excerpt: 'Кредитная история влияет на одобрение займов. Рассказываем, как её проверить и исправить.',
    body:
      '<h2>Где хранится кредитная история</h2>' +
      '<p>Сведения о ваших займах хранятся в бюро кредитных историй. Дважды в год их можно запросить бесплатно.</p>' +
      `<p><img src="${PIXEL_GIF}" width="640" height="360" alt="График платежей"></p>` +
      '<script>window.__devApiXss = true; alert("xss");</script>' +
      '<p onclick="alert(1)">Платите вовремя, и рейтинг вырастет уже через несколько месяцев.</p>',
    categoryId: 1,
    author: 'Анна Смирнова',
    tags: ['кредитная история', 'рейтинг'],
    publishedAt: '2024-10-01T09:00:00.000Z',
    readingTimeMinutes: 6,
    views: 980,
    likes: 21,
  },
  {
    id: 3,
    slug: 'semeinyi-byudzhet',
    title: 'Пять правил семейного бюджета',
    excerpt: 'Простые правила, которые помогают дожить до зарплаты без долгов.',
    body:
      '<ol><li>Записывайте расходы.</li><li>Откладывайте 10% дохода.</li><li>Планируйте крупные покупки.</li>' +
      '<li>Заведите финансовую подушку.</li><li>Пересматривайте подписки.</li></ol>',
    categoryId: 1,
    author: 'Редакция',
    tags: ['бюджет'],
    publishedAt: '2024-10-20T09:00:00.000Z',
    readingTimeMinutes: 3,
    views: 640,
    likes: 12,
  },
  {
    id: 4,
    slug: 'pokazatel-dolgovoi-nagruzki',
    title: 'Показатель долговой нагрузки: что это и как он считается',
    excerpt: 'ПДН показывает, какую долю дохода вы тратите на платежи по долгам.',
    body:
      '<p>Показатель долговой нагрузки (ПДН) — это отношение ежемесячных платежей по всем долгам к ежемесячному доходу.</p>' +
      '<p>Если ПДН выше 50%, МФО и банки чаще отказывают в новых займах.</p>',
    categoryId: 2,
    author: 'Игорь Волков',
    tags: ['ПДН', 'займы'],
    publishedAt: '2024-11-05T09:00:00.000Z',
    readingTimeMinutes: 5,
    views: 410,
    likes: 8,
  },
  {
    id: 5,
    slug: 'refinansirovanie-zaimov',
    title: 'Рефинансирование займов: когда это выгодно',
    excerpt: 'Объединить несколько займов в один бывает выгодно, но не всегда.',
    body: '<p>Рефинансирование имеет смысл, если новая ставка заметно ниже, а комиссии не съедают выгоду.</p>',
    categoryId: 2,
    author: 'Редакция',
    tags: ['рефинансирование'],
    publishedAt: '2024-12-01T09:00:00.000Z',
    readingTimeMinutes: 3,
    views: 150,
    likes: 3,
  },
];

const COMMENTS: readonly BlogComment[] = [
  { id: 1, postId: 1, parentId: null, authorName: 'Олег', text: 'Полезная статья, спасибо!', createdAt: '2024-09-13T10:00:00.000Z' },
  { id: 2, postId: 1, parentId: 1, authorName: 'Редакция', text: 'Рады, что пригодилось!', createdAt: '2024-09-13T12:00:00.000Z' },
  { id: 3, postId: 1, parentId: 2, authorName: 'Олег', text: 'А про ПСК можно подробнее?', createdAt: '2024-09-14T08:30:00.000Z' },
  { id: 4, postId: 1, parentId: null, authorName: 'Светлана', text: 'Про лицензию не знала, проверю свою МФО.', createdAt: '2024-09-15T18:20:00.000Z' },
  { id: 5, postId: 2, parentId: null, authorName: 'Дмитрий', text: 'Запросил историю — нашёл ошибку, исправили за месяц.', createdAt: '2024-10-03T07:45:00.000Z' },
];

export const seedBlogPosts = (): BlogPost[] => structuredClone([...POSTS]);
export const seedBlogComments = (): BlogComment[] => structuredClone([...COMMENTS]);
