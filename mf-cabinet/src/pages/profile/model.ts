import { sample } from 'effector';
import { createGate } from 'effector-react';
import { appErrorRaised } from '@microloans/platform';
import { profileSections, type ProfileSection } from '@microloans/shared-contracts/routes';
import { profileClosed } from '../../features/account-control';

export const isProfileSection = (value: string | undefined): value is ProfileSection => profileSections.includes(value as ProfileSection);

/** The profile page is open, at a section of the address (`/profile/sections/<Name>`) or none. */
export const ProfilePageGate = createGate<{ section: string | undefined }>({ name: 'cabinet.profilePage', defaultState: { section: undefined } });

// A section the profile does not have is the 404 screen.
sample({
  clock: ProfilePageGate.state,
  source: ProfilePageGate.status,
  filter: (open, page) => open && page.section !== undefined && !isProfileSection(page.section),
  fn: () => ({ status: 404 as const }),
  target: appErrorRaised,
});
sample({ clock: ProfilePageGate.close, target: profileClosed });
