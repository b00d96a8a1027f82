import { createApiQuery } from '@microloans/platform';
import { blogApi } from '@microloans/shared-contracts/api';

/** The blog's categories menu (`GET /blog/categories/menu`): read by the blog navigation, and by a server render of a blog page before it draws. */
export const blogMenuQuery = createApiQuery({ name: 'shell.blogMenu', handler: () => blogApi.categoriesMenu() });
