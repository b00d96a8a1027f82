/** A tiny structural matcher for contract tests. */
export type ShapeType = 'string' | 'number' | 'boolean' | 'null' | 'array' | 'object';
export type Shape = { [key: string]: ShapeType | `${ShapeType}|${ShapeType}` | Shape };

const typeOf = (value: unknown): ShapeType | 'undefined' => {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  const type = typeof value;
  if (type === 'string' || type === 'number' || type === 'boolean' || type === 'object') return type;
  return 'undefined';
};

/** Lists every mismatch ("path: expected x, got y"); an empty list means the value fits. */
export function shapeErrors(value: unknown, shape: Shape, path = '$'): string[] {
  if (typeOf(value) !== 'object') return [`${path}: expected object, got ${typeOf(value)}`];
  const record = value as Record<string, unknown>;
  const errors: string[] = [];
  for (const [key, expected] of Object.entries(shape)) {
    const actual = record[key];
    if (typeof expected === 'string') {
      const allowed = expected.split('|');
      if (!allowed.includes(typeOf(actual))) errors.push(`${path}.${key}: expected ${expected}, got ${typeOf(actual)}`);
    } else {
      errors.push(...shapeErrors(actual, expected, `${path}.${key}`));
    }
  }
  return errors;
}

export function expectShape(value: unknown, shape: Shape): void {
  const errors = shapeErrors(value, shape);
  if (errors.length > 0) throw new Error(`shape mismatch:\n${errors.join('\n')}\nvalue: ${JSON.stringify(value).slice(0, 500)}`);
}

export function expectEach(list: unknown, shape: Shape, minLength = 1): void {
  if (!Array.isArray(list)) throw new Error(`expected an array, got ${JSON.stringify(list)}`);
  if (list.length < minLength) throw new Error(`expected at least ${minLength} items, got ${list.length}`);
  for (const item of list) expectShape(item, shape);
}
