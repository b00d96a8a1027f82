import { BlogArticlePage } from '../../pages/blog-article';

export default BlogArticlePage;
