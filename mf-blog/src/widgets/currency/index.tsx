import type { CSSProperties } from 'react';
import { useApiQuery } from '@microloans/platform';
import { formatDay } from '@microloans/shared-contracts/format';
import { brand, Skeleton } from '@microloans/ui-kit';
import { formatRate } from './lib/format-rate';
import { currencyQuery, shownCurrencies } from './model';
export { currencyQuery } from './model';

const titleId = 'currency-widget-title';
const boxStyle: CSSProperties = { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: '2px 12px', fontSize: 13, color: brand.text, maxWidth: '100%' };
const titleStyle: CSSProperties = { fontWeight: 600 };
const listStyle: CSSProperties = { display: 'flex', flexWrap: 'wrap', gap: '2px 12px', margin: 0 };
const pairStyle: CSSProperties = { display: 'flex', gap: 4, whiteSpace: 'nowrap' };
const codeStyle: CSSProperties = { color: brand.textSecondary };
const dateStyle: CSSProperties = { color: brand.textSecondary };

/**
 * «Курсы ЦБ»: the dollar, euro and yuan in rubles and the date of the rates, small enough to sit
 * beside the blog's menu on a phone. A failure hides it: it is an extra, and the API client has
 * already said something went wrong.
 */
export function CurrencyRates() {
  const { data, error, pending } = useApiQuery(currencyQuery, undefined);
  if (error) return null;
  if (pending || !data) {
    return (
      <div role="status" aria-label="Загрузка курсов валют" data-testid="currency-loading">
        <Skeleton.Input active size="small" style={{ width: 220, maxWidth: '100%' }} />
      </div>
    );
  }
  return (
    // A region the blog navigation names «Курсы ЦБ».
    <section aria-labelledby={titleId} style={boxStyle} data-testid="currency-widget">
      <span id={titleId} style={titleStyle}>
        Курсы ЦБ
      </span>
      <dl style={listStyle}>
        {shownCurrencies.map((code) => (
          <div key={code} style={pairStyle} data-testid={`currency-${code}`}>
            <dt style={codeStyle}>{code}</dt>
            <dd style={{ margin: 0 }}>{formatRate(data[code])}</dd>
          </div>
        ))}
      </dl>
      <span style={dateStyle}>
        на <time dateTime={data.updatedAt}>{formatDay(data.updatedAt)}</time>
      </span>
    </section>
  );
}
