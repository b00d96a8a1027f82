import { createApiQuery } from '@microloans/platform';
import { postApi } from '../api';

/** A post by its slug, with its related posts. */
export const postQuery = createApiQuery({ name: 'blog.post', handler: (slug: string) => postApi.post(slug) });
