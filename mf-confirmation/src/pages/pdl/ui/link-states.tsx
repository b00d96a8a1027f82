import { useNavigate } from '@microloans/platform/router';
import { links } from '@microloans/shared-contracts/routes';
import { Button, Card, Skeleton, Typography } from '@microloans/ui-kit';
import { Result } from '@microloans/ui-kit/extra';
import { closedLinkTexts, pdLinkTexts, type ClosedLinkKind } from '../config';

const headingStyle = { fontSize: 24, margin: 0 } as const;

/** While the link is checked: the page's heading says so, the form's place is held by a skeleton. */
export function LinkChecking() {
  return (
    <div data-testid="pdl-checking">
      <Typography.Title level={1} style={{ marginTop: 0, fontSize: 28 }}>
        {pdLinkTexts.checking}
      </Typography.Title>
      <Card role="status" aria-label={pdLinkTexts.checking} aria-busy="true">
        <Skeleton active title={false} paragraph={{ rows: 6 }} />
      </Card>
    </div>
  );
}

export type LinkClosedProps = { kind: ClosedLinkKind };

/** A used, expired or unknown link: why it does not work, and the ordinary application instead. */
export function LinkClosed({ kind }: LinkClosedProps) {
  const navigate = useNavigate();
  const { title, text } = closedLinkTexts[kind];
  return (
    <Card data-testid="pdl-closed" data-kind={kind}>
      <Result
        status={kind === 'unknown' ? 'info' : 'warning'}
        title={
          <Typography.Title level={1} style={headingStyle}>
            {title}
          </Typography.Title>
        }
        subTitle={text}
        extra={
          <Button type="primary" size="large" onClick={() => void navigate(links.applyForLoan)}>
            {pdLinkTexts.apply}
          </Button>
        }
      />
    </Card>
  );
}

export type LinkCheckFailedProps = { network: boolean; onRetry: () => void };

/** The link could not be checked (server or connection trouble): nothing is decided, try again. */
export function LinkCheckFailed({ network, onRetry }: LinkCheckFailedProps) {
  return (
    <Card data-testid="pdl-failed">
      <Result
        status="warning"
        title={
          <Typography.Title level={1} style={headingStyle}>
            {pdLinkTexts.failedTitle}
          </Typography.Title>
        }
        subTitle={network ? pdLinkTexts.failedNetworkText : pdLinkTexts.failedText}
        extra={
          <Button type="primary" size="large" onClick={onRetry}>
            {pdLinkTexts.retry}
          </Button>
        }
      />
    </Card>
  );
}
