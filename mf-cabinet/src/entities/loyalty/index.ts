export { loyaltyApi } from './api';
export { coinForms, formatBalance, formatCoins, rubleForms } from './lib';
export { historyPageSize, loyaltyBalancesQuery, loyaltyCoinsQuery, loyaltyHistoryQuery } from './model';
