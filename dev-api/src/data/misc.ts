export type Redirect = { from: string; to: string; permanent?: boolean; external?: boolean };

export const seedRedirects = (): Redirect[] => [
  { from: '/promo', to: '/', permanent: true },
  { from: '/partner', to: 'https://example.org/partner', external: true },
];

export const CURRENCY = { USD: 92.35, EUR: 100.12, CNY: 12.71, updatedAt: '2024-12-02T09:00:00.000Z' } as const;

export type PdlLink = {
  id: string;
  status: 'active' | 'used' | 'expired';
  expiresAt: string;
  lead: { amount: number; term: number; fio: string; phone: string; email: string | null; birthday: string | null };
};

export const PDL_LINKS: readonly PdlLink[] = [
  {
    id: 'pdl-demo',
    status: 'active',
    expiresAt: '2030-01-01T00:00:00.000Z',
    lead: { amount: 15000, term: 14, fio: 'Сидоров Алексей Петрович', phone: '79990000003', email: 'sidorov@example.ru', birthday: '1985-07-21' },
  },
  {
    id: 'pdl-used',
    status: 'used',
    expiresAt: '2030-01-01T00:00:00.000Z',
    lead: { amount: 10000, term: 10, fio: 'Морозов Игорь Николаевич', phone: '79990000005', email: null, birthday: '1979-02-11' },
  },
  {
    id: 'pdl-expired',
    status: 'expired',
    expiresAt: '2024-01-01T00:00:00.000Z',
    lead: { amount: 5000, term: 7, fio: 'Козлова Ольга Ивановна', phone: '79990000004', email: null, birthday: null },
  },
];
