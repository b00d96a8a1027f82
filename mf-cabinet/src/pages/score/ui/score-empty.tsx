import { Link } from '@microloans/platform/router';
import { links } from '@microloans/shared-contracts/routes';
import { brand, Card, Typography } from '@microloans/ui-kit';
import { Empty } from '@microloans/ui-kit/extra';

/** No score yet: what gets one, and the way there. */
export function ScoreEmpty() {
  return (
    <Card data-testid="credit-score-empty">
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={
          <>
            <Typography.Text strong style={{ display: 'block', fontSize: 16 }}>
              Рейтинга пока нет
            </Typography.Text>
            <Typography.Text type="secondary">
              Он появится после первой заявки на заём: по ней мы оценим вашу кредитную историю.
            </Typography.Text>
          </>
        }
      >
        <Link
          to={links.applyForLoan}
          style={{
            display: 'inline-block',
            padding: '8px 16px',
            borderRadius: 8,
            background: brand.primary,
            color: '#fff',
            fontWeight: 600,
            textDecoration: 'none',
          }}
        >
          Подать заявку
        </Link>
      </Empty>
    </Card>
  );
}
