import { describe, expect, it } from 'vitest';
import {
  ResourceFileSchema,
  amazonSearchUrl,
  disclosureSentences,
  filledStars,
  productsInCategory,
  ratingNote,
  resolveCatalogue,
  type ResourceFileInput,
} from './resources';

const product = (id: string, fields: Partial<ResourceFileInput['products'][number]> = {}) => ({
  id,
  name: `Product ${id}`,
  description: 'A thing for the practice.',
  price: 'From $10',
  category: 'tools' as const,
  image: `/products/${id}.svg`,
  link: { amazonSearch: `${id} search` },
  rating: { stars: 4.5 },
  ...fields,
});

const file = (fields: Partial<ResourceFileInput> = {}): ResourceFileInput => ({
  featured: { dashboard: 'a', meditation: null },
  products: [product('a'), product('b', { category: 'books' })],
  ...fields,
});

const firstIssue = (input: unknown) => {
  const parsed = ResourceFileSchema.safeParse(input);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0];
  return `${issue?.path.join('.')}: ${issue?.message}`;
};

describe('ResourceFileSchema: the operator file', () => {
  it.each([
    ['a valid file', file(), null],
    [
      'a review count without its source',
      file({ products: [product('a', { rating: { stars: 4, reviews: 12 } })] }),
      'products.0.rating.reviews: a review count needs its source and asOf date',
    ],
    [
      'a review count without its date',
      file({ products: [product('a', { rating: { stars: 4, reviews: 12, source: 'Amazon' } })] }),
      'products.0.rating.reviews: a review count needs its source and asOf date',
    ],
    [
      'a sourced, dated count',
      file({
        products: [product('a', { rating: { stars: 4, reviews: 12, source: 'Amazon', asOf: '2026-11-01' } })],
      }),
      null,
    ],
    ['a duplicate id', file({ products: [product('a'), product('a')] }), 'products.1.id: is used twice'],
    [
      'a featured id that names nothing',
      file({ featured: { dashboard: 'zzz', meditation: null } }),
      'featured.dashboard: names no product',
    ],
    ['an unknown field', { ...file(), extra: 1 }, ': Unrecognized key: "extra"'],
    [
      'an http link',
      file({ products: [product('a', { link: { url: 'http://example.com' } })] }),
      expect.stringMatching(/^products\.0\.link/),
    ],
    [
      'an outside image',
      file({ products: [product('a', { image: 'https://example.com/x.png' })] }),
      expect.stringMatching(/^products\.0\.image: must be a path this app serves/),
    ],
  ])('%s', (_name, input, issue) => {
    expect(firstIssue(input)).toEqual(issue);
  });
});

describe('resolveCatalogue and the disclosure', () => {
  const resolve = (input: ResourceFileInput) => resolveCatalogue(ResourceFileSchema.parse(input));

  it('builds untagged searches and claims no commission without an Associates tag', () => {
    const catalogue = resolve(file());
    expect(catalogue.products[0]).toMatchObject({
      url: 'https://www.amazon.com/s?k=a+search',
      isSearch: true,
      rating: { kind: 'editors', stars: 4.5 },
    });
    expect(catalogue.disclosure).toEqual({
      earnsCommission: false,
      amazonAssociate: false,
      hasStoreSearches: true,
      hasEditorsRatings: true,
    });
    const text = disclosureSentences(catalogue.disclosure).join(' ');
    expect(text).toContain('This site earns nothing from these links.');
    expect(text).not.toMatch(/commission|Amazon Associate/);
  });

  it('tags the searches and says so when the operator sets a tag', () => {
    const catalogue = resolve(file({ amazonAssociateTag: 'store-20' }));
    expect(catalogue.products[0]?.url).toBe('https://www.amazon.com/s?k=a+search&tag=store-20');
    const text = disclosureSentences(catalogue.disclosure).join(' ');
    expect(text).toContain('may earn a commission');
    expect(text).toContain('As an Amazon Associate we earn from qualifying purchases.');
  });

  it('claims a commission for a link the operator marks affiliate, and nothing about Amazon', () => {
    const catalogue = resolve(
      file({
        products: [
          product('a', {
            link: { url: 'https://shop.example.com/bowl?ref=me', affiliate: true },
            rating: { stars: 4.2, reviews: 310, source: 'shop.example.com', asOf: '2026-10-01' },
          }),
        ],
      }),
    );
    expect(catalogue.products[0]).toMatchObject({
      url: 'https://shop.example.com/bowl?ref=me',
      isSearch: false,
      rating: { kind: 'sourced', reviews: 310 },
    });
    expect(catalogue.disclosure).toEqual({
      earnsCommission: true,
      amazonAssociate: false,
      hasStoreSearches: false,
      hasEditorsRatings: false,
    });
  });
});

describe('ratingNote', () => {
  it.each([
    [{ kind: 'editors' as const, stars: 4.8 }, "Editors' rating"],
    [
      { kind: 'sourced' as const, stars: 4.6, reviews: 5231, source: 'Amazon', asOf: '2026-11-01' },
      '5,231 reviews (Amazon, 2026-11-01)',
    ],
  ])('%j', (rating, note) => expect(ratingNote(rating)).toBe(note));
});

describe('productsInCategory', () => {
  it('keeps every product for "all", in order, and filters the rest', () => {
    const { products } = resolveCatalogue(ResourceFileSchema.parse(file()));
    expect(productsInCategory(products, 'all')).toEqual(products);
    expect(productsInCategory(products, 'books').map((item) => item.id)).toEqual(['b']);
  });
});

describe('amazonSearchUrl', () => {
  it.each([
    ['528 hz tuning fork', null, 'https://www.amazon.com/s?k=528+hz+tuning+fork'],
    ['Think & Grow Rich', 'store-20', 'https://www.amazon.com/s?k=Think+%26+Grow+Rich&tag=store-20'],
  ])('%s with tag %j', (terms, tag, expected) => expect(amazonSearchUrl(terms, tag)).toBe(expected));
});

describe('filledStars rounds down', () => {
  it.each([
    [4.8, 4],
    [4.0, 4],
    [3.99, 3],
    [5, 5],
    [0.4, 0],
    [7, 5],
    [-1, 0],
  ])('%d -> %d', (rating, expected) => expect(filledStars(rating)).toBe(expected));
});
