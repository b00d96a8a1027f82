import { routePaths } from 'shared-contracts/routes';
import { LayoutFor } from '../layouts';
import { MainPageFrame } from '../pages/main';
import { runtimeConfig } from '../shared/runtime/runtime-config';
import { loadingText } from './first-frame';

/**
 * What the first navigation shows while its route steps run (the router's HydrateFallback): for
 * `/`, the page's frame, as index.html drew it statically; elsewhere, the same loading text.
 */
export function BootFrame() {
  if (window.location.pathname === routePaths.main && runtimeConfig().projectMode !== 'blog') {
    return (
      <LayoutFor layout="main">
        <MainPageFrame />
      </LayoutFor>
    );
  }
  return <div className="boot">{loadingText}</div>;
}
