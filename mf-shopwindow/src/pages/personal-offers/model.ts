import { createEvent, sample } from 'effector';
import { appErrorRaised, type AppError } from '@microloans/platform';
import type { PersonalOffersType } from './lib';

/** The page opened with this type of offers read from its query (null: an unknown type). */
export const personalOffersOpened = createEvent<PersonalOffersType | null>();

// An unknown `type` is not a page of ours: the shell's 404 screen.
sample({
  clock: personalOffersOpened,
  filter: (type) => type === null,
  fn: (): AppError => ({ status: 404 }),
  target: appErrorRaised,
});
