import type { CSSProperties } from 'react';
import { Link } from '@microloans/platform/router';
import type { LeadStatus } from '@microloans/shared-contracts/api';
import { brand } from '@microloans/ui-kit';
import { leadStatusOrder, leadStatuses } from '../../../entities/activity';

const navStyle: CSSProperties = { display: 'flex', flexWrap: 'wrap', gap: 8 };
const chipStyle: CSSProperties = {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 40,
  padding: '6px 12px',
  borderRadius: 8,
  borderWidth: 1,
  borderStyle: 'solid',
  borderColor: '#d1d5db',
  background: '#fff',
  color: brand.text,
  textDecoration: 'none',
};
const activeChipStyle: CSSProperties = { ...chipStyle, background: brand.primary, borderColor: brand.primary, color: '#fff' };

const filters: ReadonlyArray<{ status: LeadStatus | null; label: string }> = [
  { status: null, label: 'Все' },
  ...leadStatusOrder.map((status) => ({ status, label: leadStatuses[status].filter })),
];

export type StatusFilterProps = {
  status: LeadStatus | null;
  /** The address of the first page with this filter. */
  hrefOf: (status: LeadStatus | null) => string;
};

/** Which applications the history lists: all, or one status. A link each, so the address keeps it. */
export function StatusFilter({ status, hrefOf }: StatusFilterProps) {
  return (
    <nav aria-label="Статус заявок" style={navStyle} data-testid="history-filter">
      {filters.map((filter) => {
        const active = filter.status === status;
        return (
          <Link key={filter.status ?? 'all'} to={hrefOf(filter.status)} aria-current={active ? 'true' : undefined} style={active ? activeChipStyle : chipStyle}>
            {filter.label}
          </Link>
        );
      })}
    </nav>
  );
}
