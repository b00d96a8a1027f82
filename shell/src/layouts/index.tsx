import { lazy, Suspense, type ReactNode } from 'react';
import type { RemoteModuleRef } from 'shared-contracts/remotes';
import type { LayoutName } from '../app/route-table';
import { blogNavigationWidgets, hasBlogNavigation, isBlogLayout, loadBlogLayout } from './blog-variants';
import { MainLayout } from './main-layout';

export { isBlogLayout, loadBlogLayout } from './blog-variants';

export type LayoutForProps = { layout: LayoutName; children: ReactNode };

/** The blog's layouts come with the first blog page (the router asks for them as it starts). */
const BlogLayout = lazy(() => loadBlogLayout().then(({ BlogLayout: Layout }) => ({ default: Layout })));

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
