/** Stripe's form encoding, as the fake reads it (the SDK sends `application/x-www-form-urlencoded`). */
export type Json = Record<string, unknown>;

export const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null;

/**
 * Turns `items[0][price]=x&expand[0]=y` into `{ items: { 0: { price: 'x' } }, expand: { 0: 'y' } }`
 * (lists stay keyed by index, which is all the assertions need).
 */
export function parseStripeForm(body: string): Json {
  const root: Json = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split(/\[|\]\[|\]/).filter((part) => part !== '');
    const last = path.pop();
    if (last === undefined) continue;
    let node = root;
    for (const part of path) {
      const next = node[part];
      const child: Json = isRecord(next) ? next : {};
      node[part] = child;
      node = child;
    }
    node[last] = value;
  }
  return root;
}

/** Reads a nested form value: `field(params, 'items', '0', 'price')`. */
export function field(params: Json, ...path: string[]): unknown {
  let node: unknown = params;
  for (const part of path) node = isRecord(node) ? node[part] : undefined;
  return node;
}
