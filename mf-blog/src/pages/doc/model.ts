import { contentApi } from 'shared-contracts/api';
import { createApiQuery } from 'shared-contracts/query';

/** `/docs/{slug}`: the legal document's text, read through the page's query layer. */
export const docQuery = createApiQuery({ name: 'blog.doc', handler: (slug: string) => contentApi.doc(slug) });
