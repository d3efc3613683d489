/**
 * A random UUID v4. crypto.randomUUID exists only in secure contexts, so plain-http deployments fall
 * back to building one from crypto.getRandomValues.
 */
export function newRequestId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const ids = new WeakMap<object, string>();

/**
 * The request id of one submission (domain/shared/request-id.ts): the same input object, as a mutation
 * retry passes it again, always gets the same id, so the server makes one row however often it
 * arrives.
 */
export function requestIdFor(input: object): string {
  let id = ids.get(input);
  if (!id) {
    id = newRequestId();
    ids.set(input, id);
  }
  return id;
}
