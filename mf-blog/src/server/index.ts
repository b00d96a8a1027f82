/**
 * mf-blog's server side, built for Node into `dist/<version>/server/` beside its browser build and
 * released with it: the shell's render host asks it, at the version a visitor is served, whether
 * a post, a document, a category or a content page exists and what its head is — the words the
 * page sets in the browser (shared/lib/page-heads.ts), read with the render process's API.
 */
import type { BlogCategoriesDto, BlogPostAnswerDto, DocDto, LandingPageDto } from '@microloans/shared-contracts/api';
import type { PageMeta } from '@microloans/shared-contracts/page-meta';
import { isAnswerStatus, type RemotePageHead, type RemoteServerModule } from '@microloans/shared-contracts/remotes';
import { categoryHead, docHead, landingPageHead, postHead } from '../shared/lib/page-heads';

const asHead = ({ title, description, openGraph }: PageMeta): RemotePageHead => ({
  status: 200,
  title,
  description,
  openGraph: openGraph ? { type: openGraph.type, image: openGraph.image } : undefined,
});

/** The content's head, or a 404 when the API has no such content; any other failure is the caller's. */
async function headOf<Data>(read: () => Promise<Data>, head: (data: Data) => PageMeta | null): Promise<RemotePageHead> {
  try {
    const meta = head(await read());
    return meta ? asHead(meta) : { status: 404 };
  } catch (error) {
    if (isAnswerStatus(error, 404)) return { status: 404 };
    throw error;
  }
}

const slugPath = (base: string, slug = '') => `${base}/${encodeURIComponent(slug)}`;

export const pageHead: RemoteServerModule['pageHead'] = async (route, params, api) => {
  switch (route) {
    case 'blogArticle':
      return headOf(() => api.get<BlogPostAnswerDto>(slugPath('/blog/posts', params.slug)), ({ post }) => postHead(post));
    case 'docsSlug':
      return headOf(() => api.get<DocDto>(slugPath('/docs', params.slug)), docHead);
    case 'llSlug':
      return headOf(() => api.get<LandingPageDto>(slugPath('/ll', params.slug)), landingPageHead);
    case 'blogCategory':
      return headOf(
        () => api.get<BlogCategoriesDto>('/blog/categories'),
        ({ categories }) => {
          const category = categories.find((item) => item.slug === params.category);
          return category ? categoryHead(category) : null;
        },
      );
    default:
      return null;
  }
};
