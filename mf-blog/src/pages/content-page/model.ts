import { createGate } from 'effector-react';
import { createApiQuery } from '@microloans/platform';
import { raiseErrorScreenOf } from '../../shared/model/raise-error-screen';
import { contentPageApi } from './api';

/** `/ll/{slug}`: a content page's text and its search-engine title and description. */
export const contentPageQuery = createApiQuery({ name: 'blog.contentPage', handler: (slug: string) => contentPageApi.page(slug) });

/** The content page is open at `/ll/{slug}`. */
export const ContentPageGate = createGate<{ slug: string }>({ name: 'blog.contentPage', sid: 'blog.contentPage.gate', defaultState: { slug: '' } });

// No such page (404) is the shell's 404 screen.
raiseErrorScreenOf(contentPageQuery, ContentPageGate);
