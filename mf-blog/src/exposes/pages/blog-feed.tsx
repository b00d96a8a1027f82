import { BlogFeedPage } from '../../pages/blog-feed';

export default BlogFeedPage;
