export type OfferSeed = {
  id: number;
  companyId: number;
  amount: { min: number; max: number };
  term: { min: number; max: number };
  /** Percent per day. */
  rate: number;
  approvalProbability: number;
  isBest?: boolean;
};

/** Seven offers; `url` and `companyName` are added by the route. */
export const OFFERS: readonly OfferSeed[] = [
  { id: 101, companyId: 1, amount: { min: 1000, max: 30000 }, term: { min: 5, max: 30 }, rate: 0.8, approvalProbability: 92, isBest: true },
  { id: 102, companyId: 2, amount: { min: 2000, max: 50000 }, term: { min: 7, max: 30 }, rate: 0.7, approvalProbability: 85 },
  { id: 103, companyId: 3, amount: { min: 1000, max: 15000 }, term: { min: 1, max: 21 }, rate: 0, approvalProbability: 78 },
  { id: 104, companyId: 4, amount: { min: 5000, max: 100000 }, term: { min: 61, max: 168 }, rate: 0.5, approvalProbability: 64 },
  { id: 105, companyId: 5, amount: { min: 3000, max: 70000 }, term: { min: 10, max: 180 }, rate: 0.6, approvalProbability: 71 },
  { id: 106, companyId: 6, amount: { min: 1500, max: 20000 }, term: { min: 5, max: 25 }, rate: 0.8, approvalProbability: 88 },
  { id: 107, companyId: 7, amount: { min: 1000, max: 10000 }, term: { min: 3, max: 15 }, rate: 0.75, approvalProbability: 95 },
];
