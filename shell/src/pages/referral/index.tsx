import { Navigate, useParams } from 'react-router-dom';
import { storageKeys, writeStored } from 'shared-contracts/storage';

/** `/r/{hash}`: remembers the referral code, then goes to `/` (SPEC §2). */
export function ReferralPage() {
  const { hash } = useParams();
  if (hash) writeStored(storageKeys.ref, hash);
  return <Navigate replace to="/" />;
}
