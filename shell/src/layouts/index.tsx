import type { ReactNode } from 'react';
import type { LayoutName } from '../app/route-table';
import { MainLayout } from './main-layout';

export type LayoutForProps = { layout: LayoutName; children: ReactNode };

export function LayoutFor({ layout, children }: LayoutForProps) {
  if (layout === 'none') return <>{children}</>;
  return <MainLayout variant={layout}>{children}</MainLayout>;
}
