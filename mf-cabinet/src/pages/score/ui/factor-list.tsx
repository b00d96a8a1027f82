import { useId } from 'react';
import { Card, Typography } from '@microloans/ui-kit';

export type FactorEffect = 'raising' | 'lowering';

/** Each effect's heading, its marker (text, not an icon) with AA colours, and its words when empty. */
const effects: Record<FactorEffect, { title: string; marker: string; color: string; background: string; none: string }> = {
  raising: {
    title: 'Что повышает рейтинг',
    marker: '+',
    color: '#1f6b0a',
    background: '#f1fae8',
    none: 'Пока ничего. Рейтинг растёт, когда займы возвращаются вовремя.',
  },
  lowering: {
    title: 'Что снижает рейтинг',
    marker: '−',
    color: '#a8071a',
    background: '#fff1f0',
    none: 'Ничего не снижает ваш рейтинг.',
  },
};

export type FactorListProps = { effect: FactorEffect; titles: string[] };

/** The factors of one effect under their heading; the list is named by the heading. */
export function FactorList({ effect, titles }: FactorListProps) {
  const headingId = useId();
  const { title, marker, color, background, none } = effects[effect];
  return (
    <Card data-testid={`credit-score-${effect}`} style={{ flex: '1 1 260px', minWidth: 0 }}>
      <Typography.Title level={2} id={headingId} style={{ fontSize: 20, marginTop: 0 }}>
        {title}
      </Typography.Title>
      {titles.length === 0 ? (
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {none}
        </Typography.Paragraph>
      ) : (
        <ul aria-labelledby={headingId} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {titles.map((factor, index) => (
            <li key={`${index}:${factor}`} style={{ display: 'flex', alignItems: 'flex-start', gap: 12, padding: '6px 0' }}>
              <span
                aria-hidden="true"
                style={{
                  flex: 'none',
                  width: 24,
                  height: 24,
                  borderRadius: '50%',
                  border: `1px solid ${color}`,
                  background,
                  color,
                  fontWeight: 700,
                  lineHeight: '22px',
                  textAlign: 'center',
                }}
              >
                {marker}
              </span>
              <span style={{ overflowWrap: 'anywhere', paddingTop: 1 }}>{factor}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
