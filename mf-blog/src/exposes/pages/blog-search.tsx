import { BlogSearchPage } from '../../pages/blog-search';

export default BlogSearchPage;
