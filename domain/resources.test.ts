import { describe, expect, it } from 'vitest';
import {
  RESOURCE_CATEGORIES,
  RESOURCE_PRODUCTS,
  amazonSearchUrl,
  filledStars,
  productById,
  productsInCategory,
} from './resources';

describe('RESOURCE_PRODUCTS', () => {
  it('holds 12 products, 3 in each category, with unique ids', () => {
    expect(RESOURCE_PRODUCTS).toHaveLength(12);
    for (const category of RESOURCE_CATEGORIES) expect(productsInCategory(category)).toHaveLength(3);
    expect(new Set(RESOURCE_PRODUCTS.map((item) => item.id)).size).toBe(12);
  });

  it('includes the dashboard and meditation page features', () => {
    expect(productById('singing-bowl-set')?.category).toBe('meditation');
    expect(productById('meditation-headphones')?.category).toBe('meditation');
    expect(productById('no-such-product')).toBeUndefined();
  });

  it('links every product to a retailer search and a shipped illustration', () => {
    for (const item of RESOURCE_PRODUCTS) {
      expect(item.affiliateUrl).toMatch(/^https:\/\/www\.amazon\.com\/s\?k=/);
      expect(item.image).toBe(`/products/${item.id}.svg`);
      expect(item.rating).toBeGreaterThanOrEqual(0);
      expect(item.rating).toBeLessThanOrEqual(5);
      expect(Number.isInteger(item.reviews)).toBe(true);
    }
  });

  it('filters by category, "all" keeping every product in order', () => {
    expect(productsInCategory('all')).toEqual(RESOURCE_PRODUCTS);
    expect(productsInCategory('books').every((item) => item.category === 'books')).toBe(true);
  });
});

describe('amazonSearchUrl', () => {
  it.each([
    ['528 hz tuning fork', '', 'https://www.amazon.com/s?k=528+hz+tuning+fork'],
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
