import type { ProvidedVersions } from './compatibility';

/** The platform and UI kit versions this shell provides to remotes (set at build time). */
export const providedVersions: ProvidedVersions = {
  platform: process.env.PLATFORM_VERSION ?? '0.0.0',
  'ui-kit': process.env.UI_KIT_VERSION ?? '0.0.0',
};
