import type { BlogPostsDto, BlogPostsParams } from './dto';
import { getData } from './get-data';

/**
 * The feed's page of posts (newest first). A module of its own: a widget that needs only it (the
 * main page's latest posts) compiles in only it, not every blog call.
 */
export const blogPosts = (params: BlogPostsParams = {}) => getData<BlogPostsDto>('/blog/posts', params);
