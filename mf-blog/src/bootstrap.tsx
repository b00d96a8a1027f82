import { mountStandalone } from '@microloans/shared-contracts/standalone';
import BlogArticlePage from './exposes/pages/blog-article';
import BlogFeedPage from './exposes/pages/blog-feed';
import BlogSearchPage from './exposes/pages/blog-search';
import ContentPage from './exposes/pages/content-page';
import DocPage from './exposes/pages/doc';
import CurrencyRates from './exposes/widgets/currency';

function BlogFeedWithRates() {
  return (
    <>
      <CurrencyRates />
      <BlogFeedPage />
    </>
  );
}

void mountStandalone('Блог и документы', [
  { path: '/', title: 'Блог', Component: BlogFeedWithRates },
  { path: '/blog', title: 'Блог', Component: BlogFeedWithRates },
  { path: '/blog/category/:category', title: 'Рубрика', Component: BlogFeedPage },
  { path: '/blog/search', title: 'Поиск', Component: BlogSearchPage },
  { path: '/blog/:slug', title: 'Статья', Component: BlogArticlePage },
  { path: '/docs/:slug', title: 'Документ', Component: DocPage },
  { path: '/ll/:slug', title: 'Страница', Component: ContentPage },
]);
