import { mountStandalone } from 'shared-contracts/standalone';
import BlogArticlePage from './exposes/pages/blog-article';
import BlogFeedPage from './exposes/pages/blog-feed';
import ContentPage from './exposes/pages/content-page';
import DocPage from './exposes/pages/doc';

void mountStandalone('Блог и документы', [
  { path: '/', title: 'Блог', Component: BlogFeedPage },
  { path: '/blog', title: 'Блог', Component: BlogFeedPage },
  { path: '/blog/:slug', title: 'Статья', Component: BlogArticlePage },
  { path: '/docs/:slug', title: 'Документ', Component: DocPage },
  { path: '/ll/:slug', title: 'Страница', Component: ContentPage },
]);
