import { describe, expect, it } from 'vitest';
import { newRequestId, requestIdFor } from './request-id';

describe('request ids', () => {
  it('are UUID v4', () => {
    expect(newRequestId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('stay the same for one submission (a retry) and differ between submissions', () => {
    const submission = { title: 'Save' };
    expect(requestIdFor(submission)).toBe(requestIdFor(submission));
    expect(requestIdFor({ title: 'Save' })).not.toBe(requestIdFor(submission));
  });
});
