import { docApi } from './api';
import { createApiQuery } from 'platform';

/** `/docs/{slug}`: the legal document's text, read through the page's query layer. */
export const docQuery = createApiQuery({ name: 'blog.doc', handler: (slug: string) => docApi.doc(slug) });
