import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { asRecord, readPositiveInt } from '../lib/body';

/** 10 coins are worth 1 ruble. */
export const COINS_PER_RUBLE = 10;

export function registerLoyaltyRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { auth } = ctx;
  const userOnly = { onRequest: auth.userToken };

  app.get('/loyalty/settings', { onRequest: auth.anyToken }, async (request) => {
    const { identity } = auth.session(request);
    if (identity.kind !== 'user') return { isActive: false };
    return { isActive: auth.user(request).loyalty.isActive };
  });

  app.get('/loyalty/coins', userOnly, async (request) => {
    const { loyalty } = auth.user(request);
    return {
      isActive: loyalty.isActive,
      coins: loyalty.coins,
      rubEquivalent: Math.floor(loyalty.coins / COINS_PER_RUBLE),
      rate: { coins: COINS_PER_RUBLE, rubles: 1 },
      expiring: loyalty.expiring,
    };
  });

  app.get('/loyalty/balances', userOnly, async (request) => {
    const { loyalty } = auth.user(request);
    return {
      balances: [
        { type: 'coins', title: 'Монеты', amount: loyalty.coins, unit: 'coin' },
        { type: 'cashback', title: 'Кешбэк', amount: loyalty.cashback, unit: 'RUB' },
        { type: 'referral', title: 'Бонусы за друзей', amount: loyalty.referralBonus, unit: 'RUB' },
      ],
    };
  });

  app.get('/loyalty/history', userOnly, async (request) => {
    const { loyalty } = auth.user(request);
    const query = asRecord(request.query);
    const page = readPositiveInt(query, 'page', 1, 10_000);
    const limit = readPositiveInt(query, 'limit', 20, 100);
    const items = [...loyalty.history].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    return { items: items.slice((page - 1) * limit, page * limit), total: items.length, page, limit };
  });
}
