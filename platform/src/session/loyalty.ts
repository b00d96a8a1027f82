import { sample } from 'effector';
import { sessionCalls } from '../api';
import { createApiQuery } from '../query';
import { profileLoaded } from './model';

/** The loyalty programme's settings of the signed-in borrower (SPEC §1: menu entry only when isActive). */
export const loyaltySettingsQuery = createApiQuery({
  name: 'session.loyaltySettings',
  handler: () => sessionCalls.getLoyaltySettings(),
});

export const $loyaltyActive = loyaltySettingsQuery.$data.map((settings) => settings?.isActive === true);

sample({ clock: profileLoaded, fn: () => undefined, target: loyaltySettingsQuery.start });

