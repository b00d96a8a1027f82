import { isRecord } from '../lib/guards';
import type { ProfileSaveInput, ProfileSaveRequest, ReadOnlyProfileField } from './dto';

const readOnlyFields: ReadonlySet<string> = new Set<ReadOnlyProfileField>([
  'id',
  'createdAt',
  'updatedAt',
  'activated',
  'emailVerified',
  'userIdentifier',
  'fio',
  'snils',
]);

/** Lists whose items may carry server ids. */
const listFields: ReadonlySet<string> = new Set(['jobs', 'educations']);

/** '' becomes null at any depth; with `dropIds`, `id` keys go at any depth; undefined keys go. */
function cleaned(value: unknown, dropIds: boolean): unknown {
  if (value === '') return null;
  if (Array.isArray(value)) return value.map((item) => cleaned(item, dropIds));
  if (!isRecord(value)) return value;
  const result: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (item === undefined || (dropIds && key === 'id')) continue;
    result[key] = cleaned(item, dropIds);
  }
  return result;
}

/** SPEC §5: on profile save empty strings become null, ids are dropped, server-owned fields are not sent. */
export function toProfileSavePayload(profile: ProfileSaveInput): ProfileSaveRequest {
  const payload: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(profile)) {
    if (value === undefined || readOnlyFields.has(key)) continue;
    payload[key] = cleaned(value, listFields.has(key));
  }
  // Same keys as the input minus the read-only ones, each value only had '' turned into null.
  return payload as ProfileSaveRequest;
}
