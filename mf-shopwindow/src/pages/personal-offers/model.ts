import { createEvent, sample } from 'effector';
import { createGate } from 'effector-react';
import { appErrorRaised, type AppError } from '@microloans/platform';
import type { PersonalOffersType } from './lib';

/** The page is open with this type of offers read from its query (null: an unknown type). */
export const PersonalOffersGate = createGate<{ type: PersonalOffersType | null }>({ name: 'shopwindow.personalOffers', defaultState: { type: 'loans' } });

/** The page opened (or its query changed) with this type of offers. */
export const personalOffersOpened = createEvent<PersonalOffersType | null>();
sample({ clock: PersonalOffersGate.state, source: PersonalOffersGate.status, filter: (open) => open, fn: (_, { type }) => type, target: personalOffersOpened });

// An unknown `type` is not a page of ours: the shell's 404 screen.
sample({
  clock: personalOffersOpened,
  filter: (type) => type === null,
  fn: (): AppError => ({ status: 404 }),
  target: appErrorRaised,
});
