import type { ReactNode } from 'react';
import { Card, Flex, Typography, brand } from '@microloans/ui-kit';
import { Avatar, Tag } from '@microloans/ui-kit/extra';
import { formatAmountRange, formatDailyRate, formatLicense, formatProbability, formatTermRange } from '../lib/format';
import { lenderInitial, type LenderOffer } from '../model';

export type OfferCardProps = {
  offer: LenderOffer;
  /** The card's call to action (a feature's button); the entity does not decide what it does. */
  action: ReactNode;
};

/** One lender's offer: who lends, how much, for how long, at what rate, and how likely. */
export function OfferCard({ offer, action }: OfferCardProps) {
  const { lender } = offer;
  const facts: Array<[label: string, value: string]> = [
    ['Срок', formatTermRange(offer.term)],
    ['Ставка', formatDailyRate(offer.rate)],
    ['Вероятность одобрения', formatProbability(offer.approvalProbability)],
  ];

  return (
    <Card
      data-testid="offer-card"
      data-offer-id={offer.id}
      data-best={offer.isBest || undefined}
      style={{ height: '100%', ...(offer.isBest ? { borderColor: brand.accent, boxShadow: `0 0 0 1px ${brand.accent}` } : {}) }}
      styles={{ body: { display: 'flex', flexDirection: 'column', gap: 16, height: '100%', boxSizing: 'border-box' } }}
    >
      {offer.isBest ? (
        <div>
          <Tag style={{ background: brand.accent, color: brand.text, border: 'none', fontWeight: 600 }} data-testid="offer-best">
            Лучшее предложение
          </Tag>
        </div>
      ) : null}
      <Flex gap={12} align="center">
        <Avatar size={48} src={lender.logoUrl ?? undefined} alt={lender.logoUrl ? `Логотип ${lender.name}` : undefined} style={{ flex: 'none' }}>
          {lenderInitial(lender.name)}
        </Avatar>
        <div style={{ minWidth: 0 }}>
          <Typography.Title level={2} style={{ fontSize: 17, margin: 0 }}>
            {lender.name}
          </Typography.Title>
          {lender.license ? (
            <Typography.Text type="secondary" style={{ fontSize: 12, lineHeight: 1.4, display: 'block' }} data-testid="offer-license">
              {formatLicense(lender.license)}
            </Typography.Text>
          ) : null}
        </div>
      </Flex>
      <dl style={{ display: 'flex', flexDirection: 'column', gap: 6, margin: 0 }}>
        <div style={{ marginBottom: 4 }}>
          <dt>
            <Typography.Text type="secondary">Сумма</Typography.Text>
          </dt>
          <dd style={{ margin: 0, fontSize: 20, fontWeight: 700, lineHeight: 1.3 }}>{formatAmountRange(offer.amount)}</dd>
        </div>
        {facts.map(([label, value]) => (
          <div key={label} style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 12 }}>
            <dt style={{ minWidth: 0 }}>
              <Typography.Text type="secondary">{label}</Typography.Text>
            </dt>
            <dd style={{ margin: 0, fontWeight: 600, whiteSpace: 'nowrap' }}>{value}</dd>
          </div>
        ))}
      </dl>
      <div style={{ marginTop: 'auto' }}>{action}</div>
    </Card>
  );
}
