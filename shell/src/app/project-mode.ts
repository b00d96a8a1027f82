import type { ProjectMode } from '@microloans/shared-contracts/config';
import { runtimeConfig } from '../shared/runtime/runtime-config';
import type { LayoutName, RouteDefinition } from './route-table';

/** `/` of a blog-mode deployment: the blog's feed in its main layout, not the lending page's widgets. */
const blogMainPage = {
  layout: 'blog-main',
  target: { remote: 'mf_blog', module: './pages/BlogFeed' },
  widgets: [],
} as const satisfies Partial<RouteDefinition>;

/**
 * A route as this deployment serves it. Main mode: as the table says. Blog mode: the whole site
 * wears the blog's layouts — `/` is the blog's main page (`blog-main`), blog routes keep theirs,
 * every other framed route gets `blog-base`, `none` stays none. (Lending routes never render
 * there: `blog-protect` in the root loader sends them to `/`.)
 */
export function forProjectMode(definition: RouteDefinition, mode: ProjectMode = runtimeConfig().projectMode): RouteDefinition {
  if (mode !== 'blog') return definition;
  if (definition.name === 'main') return { ...definition, ...blogMainPage };
  return { ...definition, layout: blogModeLayout(definition.layout) };
}

function blogModeLayout(layout: LayoutName): LayoutName {
  if (layout === 'none' || layout.startsWith('blog')) return layout;
  return 'blog-base';
}

/** The error screens' frame (`404`, `not-found`): the blog's own in blog mode, with its header. */
export function screenLayout(layout: '404' | 'not-found', mode: ProjectMode = runtimeConfig().projectMode): LayoutName {
  return mode === 'blog' ? 'blog-base' : layout;
}
