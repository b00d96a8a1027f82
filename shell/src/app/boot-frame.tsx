import { useUnit } from 'effector-react';
import { $isAuthenticated } from '@microloans/platform';
import { routePaths } from '@microloans/shared-contracts/routes';
import { LayoutFor } from '../layouts';
import { MainPageFrame } from '../pages/main';
import { runtimeConfig } from '../shared/runtime/runtime-config';
import { PageFrameView } from '../shared/page-frame';
import { loadingText } from './first-frame';
import { pageFrameAt } from './page-frame-at';

/**
 * What the first navigation shows while its route steps run (the router's HydrateFallback): the
 * frame index.html drew statically — `/`'s, or a page's words in its card — and elsewhere the
 * same loading text.
 */
export function BootFrame() {
  const isAuthenticated = useUnit($isAuthenticated);
  if (runtimeConfig().projectMode !== 'blog') {
    const { pathname, search } = window.location;
    if (pathname === routePaths.main) {
      return (
        <LayoutFor layout="main">
          <MainPageFrame />
        </LayoutFor>
      );
    }
    const framed = pageFrameAt(pathname, isAuthenticated, search);
    if (framed) {
      return (
        <LayoutFor layout={framed.layout}>
          <PageFrameView frame={framed} search={search} />
        </LayoutFor>
      );
    }
  }
  return <div className="boot">{loadingText}</div>;
}
