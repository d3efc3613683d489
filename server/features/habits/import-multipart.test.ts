import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '#server/test-support/test-app';

const CSV = 'date,habit,value\n2026-01-01,Walk,1\n';
const part = (boundary: string, headers: string, body: string) =>
  `--${boundary}\r\n${headers}\r\n\r\n${body}\r\n`;
const FILE_HEADERS =
  'Content-Disposition: form-data; name="file"; filename="a.csv"\r\nContent-Type: text/csv';

describe('a malformed upload to /api/import/:source', () => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    user = await t.createUser();
  });
  afterAll(() => t.close());

  it.each<[string, string, string]>([
    ['multipart without a boundary', 'multipart/form-data', part('b', FILE_HEADERS, CSV) + '--b--\r\n'],
    [
      'a part cut off before its end',
      'multipart/form-data; boundary=b',
      `--b\r\n${FILE_HEADERS}\r\n\r\n${CSV}`,
    ],
    [
      'a part cut off in its headers',
      'multipart/form-data; boundary=b',
      '--b\r\nContent-Disposition: form-da',
    ],
    [
      'a boundary the body does not use',
      'multipart/form-data; boundary=other',
      part('b', FILE_HEADERS, CSV) + '--b--\r\n',
    ],
    [
      'a part without a disposition',
      'multipart/form-data; boundary=b',
      part('b', 'Content-Type: text/csv', CSV) + '--b--\r\n',
    ],
    ['an empty multipart body', 'multipart/form-data; boundary=b', ''],
    ['CSV sent as the body itself', 'text/csv', CSV],
    ['bytes of no declared type', 'application/octet-stream', CSV],
    ['another multipart type', 'multipart/mixed; boundary=b', part('b', FILE_HEADERS, CSV) + '--b--\r\n'],
  ])('%s is a 400 with a message', async (_, contentType, body) => {
    const response = await t.as(user, {
      method: 'POST',
      url: '/api/import/csv?dryRun=1',
      headers: { 'content-type': contentType },
      payload: body,
    });
    expect({ status: response.statusCode, message: response.json().message }).toEqual({
      status: 400,
      message: expect.stringMatching(/^file: /),
    });
  });
});
