import { Suspense, type ReactNode } from 'react';
import { lazyModule } from '@microloans/ui-kit';
import type { RemoteModuleRef } from '@microloans/shared-contracts/remotes';
import type { LayoutName } from './layout-name';
import { blogNavigationWidgets, hasBlogNavigation, isBlogLayout } from './blog-variants';
import { MainLayout } from './main-layout';

export { isBlogLayout } from './blog-variants';

export type LayoutForProps = { layout: LayoutName; children: ReactNode };

/**
 * The blog's layouts come with the first blog page (the router asks for them as it starts).
 * Without a connection the page is drawn in the main layout meanwhile (without the blog's
 * navigation), and moves into its own when the code arrives.
 */
const BlogLayout = lazyModule(
  () => import(/* webpackChunkName: "blog-layout" */ './blog-layout').then(({ BlogLayout: Layout }) => ({ default: Layout })),
  { unavailable: (_, { children }) => <MainLayout variant="main">{children}</MainLayout> },
);

/** Fetches the blog layouts' code (a navigation to one of them has started). */
export const preloadBlogLayout = BlogLayout.preload;

/**
 * SPEC §2's layouts. `main-auth` is `main` with the account menu (the header shows it for any
 * signed-in borrower); `404` and `not-found` frame error screens without page chrome beyond the
 * header; the blog family shares one component with its variants.
 */
export function LayoutFor({ layout, children }: LayoutForProps) {
  if (layout === 'none') return <>{children}</>;
  if (isBlogLayout(layout)) {
    return (
      <Suspense fallback={null}>
        <BlogLayout variant={layout}>{children}</BlogLayout>
      </Suspense>
    );
  }
  return <MainLayout variant={layout}>{children}</MainLayout>;
}

/** The remote widgets a layout shows around every page it frames (loaded with the route's code). */
export function widgetsOfLayout(layout: LayoutName): readonly RemoteModuleRef[] {
  return isBlogLayout(layout) && hasBlogNavigation(layout) ? Object.values(blogNavigationWidgets) : [];
}
