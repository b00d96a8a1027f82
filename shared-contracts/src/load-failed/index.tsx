import { connectionFailure, connectionTexts, type ApiError } from '@microloans/platform';
import { Button, Card } from '@microloans/ui-kit';
import { Result } from '@microloans/ui-kit/extra';

export const loadFailedTexts = {
  retry: 'Повторить',
  /** The API answered with a failure of its own (5xx, 429…): nothing for the borrower to fix. */
  serverHint: 'Попробуйте ещё раз чуть позже.',
} as const;

/**
 * Why a read failed and what happens next, in the borrower's words: with no network at all, that
 * the connection is missing (the read runs again by itself once it is back); with a network that
 * answered nothing, that the server was not reached; otherwise, to try again a little later.
 */
export function loadFailedHint(error: ApiError | null | undefined): string {
  if (error?.kind !== 'network') return loadFailedTexts.serverHint;
  // The client words a network failure by whether the browser had a network when it failed.
  const { title, detail } = connectionFailure(error.message === connectionTexts.offline);
  return `${title}. ${detail}`;
}

export type LoadFailedProps = {
  /** What could not be read, e.g. «Не удалось загрузить статьи». */
  title: string;
  error: ApiError | null | undefined;
  retry: () => void;
  /** Inside a block with a card and a heading of its own: a smaller title, no card, no padding of its own. */
  compact?: boolean;
  'data-testid'?: string;
};

/**
 * The place of data that could not be read (a page's, a block's): what failed, why, and
 * «Повторить». Announced as it appears; everything else on the page stays.
 */
export function LoadFailed({ title, error, retry, compact = false, 'data-testid': testId }: LoadFailedProps) {
  const result = (
    <div role="alert" data-testid={testId}>
      <Result
        status="warning"
        title={compact ? <span style={{ fontSize: 18 }}>{title}</span> : title}
        subTitle={loadFailedHint(error)}
        style={compact ? { padding: '8px 0' } : undefined}
        extra={
          <Button type="primary" onClick={retry}>
            {loadFailedTexts.retry}
          </Button>
        }
      />
    </div>
  );
  return compact ? result : <Card>{result}</Card>;
}
