import { LatestPosts } from '../../widgets/latest-posts';

export default LatestPosts;
