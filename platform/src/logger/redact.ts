/** Keys whose values never leave the page in a log record. */
const secretKey = /token|password|authorization|cookie/i;
const jwtLike = /\b[\w-]{10,}\.[\w-]{10,}\.[\w-]{10,}\b/g;
const bearer = /Bearer\s+\S+/gi;

const redactString = (value: string): string => value.replace(bearer, 'Bearer [скрыто]').replace(jwtLike, '[скрыто]');

/**
 * A copy of `value` that is safe to send: secrets by key name and bearer/JWT-looking strings are
 * masked, depth and size are bounded, cycles are cut.
 */
export function redact(value: unknown, depth = 0, seen = new WeakSet<object>()): unknown {
  if (typeof value === 'string') return redactString(value.length > 4000 ? `${value.slice(0, 4000)}…` : value);
  if (value === null || typeof value !== 'object') return value;
  if (seen.has(value) || depth > 5) return '[…]';
  seen.add(value);
  if (value instanceof Error) {
    return { name: value.name, message: redactString(value.message), stack: value.stack ? redactString(value.stack) : null };
  }
  if (Array.isArray(value)) return value.slice(0, 50).map((item) => redact(item, depth + 1, seen));
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value).slice(0, 50)) {
    copy[key] = secretKey.test(key) ? '[скрыто]' : redact(item, depth + 1, seen);
  }
  return copy;
}
