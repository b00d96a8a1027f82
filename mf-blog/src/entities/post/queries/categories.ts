import { createApiQuery } from '@microloans/platform';
import { postApi } from '../api';

/** The blog's categories, with their titles and descriptions. */
export const categoriesQuery = createApiQuery({ name: 'blog.categories', handler: () => postApi.categories() });
