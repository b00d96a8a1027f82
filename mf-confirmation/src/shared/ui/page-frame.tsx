import type { ReactNode } from 'react';
import { Link } from '@microloans/platform/router';
import { routePaths } from '@microloans/shared-contracts/routes';
import { Flex } from '@microloans/ui-kit';

export type PageFrameProps = { children: ReactNode; testId?: string };

/**
 * The frame of this app's pages, which the shell shows without a layout: a narrow column (a phone's
 * width at most, 560 px on larger screens) with a slim header that leads home.
 */
export function PageFrame({ children, testId }: PageFrameProps) {
  return (
    <main style={{ maxWidth: 560, margin: '0 auto', padding: '16px 16px 48px' }} data-testid={testId}>
      <Flex justify="space-between" align="center" style={{ marginBottom: 12 }}>
        {/* The accessible name starts with the visible words (WCAG 2.5.3), then says where it leads. */}
        <Link to={routePaths.main} aria-label="Займ онлайн — на главную">
          <strong>Займ онлайн</strong>
        </Link>
      </Flex>
      {children}
    </main>
  );
}
