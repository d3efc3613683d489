import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResourceCatalogueSchema } from '#domain/resources/resources';
import { createTestApp, type TestApp } from '#server/test-support/test-app';

const folder = mkdtempSync(path.join(tmpdir(), 'abundance-resources-'));
const writeFile = (name: string, body: unknown) => {
  const file = path.join(folder, name);
  writeFileSync(file, typeof body === 'string' ? body : JSON.stringify(body));
  return file;
};

const operatorFile = {
  amazonAssociateTag: 'mystore-20',
  featured: { dashboard: 'bowl', meditation: null },
  products: [
    {
      id: 'bowl',
      name: 'Seven-metal bowl',
      description: 'The bowl our studio uses.',
      price: '$85',
      category: 'meditation',
      image: '/products/singing-bowl-set.svg',
      link: { amazonSearch: 'seven metal singing bowl' },
      rating: { stars: 4.7, reviews: 1204, source: 'Amazon listing B000000', asOf: '2026-10-30' },
    },
  ],
};

describe('GET /api/resources with the shipped defaults', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('serves 12 products with editors’ ratings only, untagged links and no commission claim', async () => {
    const user = await t.createUser();
    const response = await t.as(user, { method: 'GET', url: '/api/resources' });
    expect(response.statusCode).toBe(200);
    const catalogue = ResourceCatalogueSchema.parse(response.json());
    expect(catalogue.products).toHaveLength(12);
    expect(catalogue.products.every((product) => product.rating?.kind === 'editors')).toBe(true);
    expect(catalogue.products.every((product) => !product.url.includes('tag='))).toBe(true);
    expect(catalogue.featured).toEqual({
      dashboard: 'singing-bowl-set',
      meditation: 'meditation-headphones',
    });
    expect(catalogue.disclosure).toMatchObject({ earnsCommission: false, amazonAssociate: false });
  });

  it('needs a session', async () => {
    expect((await t.as(null, { method: 'GET', url: '/api/resources' })).statusCode).toBe(401);
  });
});

describe('GET /api/resources with RESOURCES_FILE', () => {
  it('serves the operator’s catalogue: its tag, its sourced review count, its featured product', async () => {
    const t = await createTestApp({ RESOURCES_FILE: writeFile('good.json', operatorFile) });
    try {
      const user = await t.createUser();
      const catalogue = ResourceCatalogueSchema.parse(
        (await t.as(user, { method: 'GET', url: '/api/resources' })).json(),
      );
      expect(catalogue.products).toEqual([
        expect.objectContaining({
          id: 'bowl',
          url: 'https://www.amazon.com/s?k=seven+metal+singing+bowl&tag=mystore-20',
          rating: {
            kind: 'sourced',
            stars: 4.7,
            reviews: 1204,
            source: 'Amazon listing B000000',
            asOf: '2026-10-30',
          },
        }),
      ]);
      expect(catalogue.featured).toEqual({ dashboard: 'bowl', meditation: null });
      expect(catalogue.disclosure).toMatchObject({ earnsCommission: true, amazonAssociate: true });
    } finally {
      await t.close();
    }
  });

  it.each([
    [
      'a review count without a source',
      {
        ...operatorFile,
        products: [{ ...operatorFile.products[0], rating: { stars: 4, reviews: 9 } }],
      },
      /^Invalid RESOURCES_FILE .*bad-0\.json: products\.0\.rating\.reviews: a review count needs its source and asOf date$/,
    ],
    ['broken JSON', '{"products": [', /^Invalid RESOURCES_FILE: .*bad-1\.json is not JSON/],
  ])('refuses to start on %s, with one line', async (_name, body, message) => {
    const index = _name === 'broken JSON' ? 1 : 0;
    const file = writeFile(`bad-${index}.json`, body);
    const error = await createTestApp({ RESOURCES_FILE: file }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    const text = error instanceof Error ? error.message : '';
    expect(text).toMatch(message);
    expect(text).not.toContain('\n');
  });

  it('refuses to start on a missing file', async () => {
    const error = await createTestApp({ RESOURCES_FILE: path.join(folder, 'nope.json') }).catch(
      (caught: unknown) => caught,
    );
    expect(error instanceof Error ? error.message : '').toMatch(
      /^Invalid RESOURCES_FILE: cannot read .*\(ENOENT\)$/,
    );
  });
});
