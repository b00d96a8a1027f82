import type { ReactNode } from 'react';
import type { RemoteModuleRef } from 'shared-contracts/remotes';
import type { LayoutName } from '../app/route-table';
import { BlogLayout, hasBlogNavigation, type BlogLayoutVariant } from './blog-layout';
import { blogNavigationWidgets } from './blog-navigation';
import { MainLayout } from './main-layout';

export type LayoutForProps = { layout: LayoutName; children: ReactNode };

/**
 * SPEC §2's layouts. `main-auth` is `main` with the account menu (the header shows it for any
 * signed-in borrower); `404` and `not-found` frame error screens without page chrome beyond the
 * header; the blog family shares one component with its variants.
 */
export function LayoutFor({ layout, children }: LayoutForProps) {
  switch (layout) {
    case 'none':
      return <>{children}</>;
    case 'blog':
    case 'blog-base':
    case 'blog-main':
    case 'blog-navigation':
    case 'blog-article':
      return <BlogLayout variant={layout}>{children}</BlogLayout>;
    default:
      return <MainLayout variant={layout}>{children}</MainLayout>;
  }
}

const isBlogLayout = (layout: LayoutName): layout is BlogLayoutVariant => layout.startsWith('blog');

/** The remote widgets a layout shows around every page it frames (loaded with the route's code). */
export function widgetsOfLayout(layout: LayoutName): readonly RemoteModuleRef[] {
  return isBlogLayout(layout) && hasBlogNavigation(layout) ? Object.values(blogNavigationWidgets) : [];
}
