import { logWarning } from '@microloans/platform';
import { storageKeys, writeStored } from '@microloans/shared-contracts/storage';

/** What a referral code may be once decoded; anything else is not a code of ours. */
const referralCode = /^[A-Za-z0-9._-]{1,64}$/;

/** The code of `/r/{hash}` as it was issued: the path segment percent-decoded once; null if it is not a code. */
export function readReferralCode(segment: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    return null;
  }
  return referralCode.test(decoded) ? decoded : null;
}

/** Step 7: `/r/{hash}` keeps its code under `ref`; a segment that is not a code is refused and logged. */
export function keepReferralCode(segment: string): void {
  const code = readReferralCode(segment);
  if (code === null) {
    void logWarning('Реферальный код отклонён', { code: segment.slice(0, 100) });
    return;
  }
  writeStored(storageKeys.ref, code);
}
