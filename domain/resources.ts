/**
 * The curated affiliate resources (SPEC section 3, Resource product). Links are retailer searches for
 * the product rather than specific listings, so they keep working when listings change.
 */

/**
 * The operator's Amazon Associates tracking id (for example 'yourstore-20'). Empty means the links
 * carry no tag. This is the one place to set it; see README "Affiliate links".
 */
export const AMAZON_ASSOCIATE_TAG = '';

export const RESOURCE_CATEGORIES = ['meditation', 'energy', 'books', 'tools'] as const;
export type ResourceCategory = (typeof RESOURCE_CATEGORIES)[number];

export const CATEGORY_FILTERS = ['all', ...RESOURCE_CATEGORIES] as const;
export type CategoryFilter = (typeof CATEGORY_FILTERS)[number];

export const CATEGORY_LABELS: Record<CategoryFilter, string> = {
  all: 'All',
  meditation: 'Meditation',
  energy: 'Energy',
  books: 'Books',
  tools: 'Tools',
};

export type ResourceProduct = {
  id: string;
  name: string;
  description: string;
  price: string;
  affiliateUrl: string;
  /** Path of the illustration shipped in web/public/products/. */
  image: string;
  category: ResourceCategory;
  /** Average rating out of 5. */
  rating: number;
  reviews: number;
};

/** An Amazon search for `terms`, tagged with AMAZON_ASSOCIATE_TAG when one is set. */
export function amazonSearchUrl(terms: string, tag: string = AMAZON_ASSOCIATE_TAG): string {
  const url = new URL('https://www.amazon.com/s');
  url.searchParams.set('k', terms);
  if (tag) url.searchParams.set('tag', tag);
  return url.href;
}

type ProductInput = Omit<ResourceProduct, 'affiliateUrl' | 'image'> & { searchTerms: string };

function product({ searchTerms, ...fields }: ProductInput): ResourceProduct {
  return { ...fields, affiliateUrl: amazonSearchUrl(searchTerms), image: `/products/${fields.id}.svg` };
}

export const RESOURCE_PRODUCTS: readonly ResourceProduct[] = [
  product({
    id: 'singing-bowl-set',
    name: 'Tibetan Singing Bowl Set',
    description:
      'A hand-hammered brass bowl with a wooden mallet and silk cushion. Its sustained tone opens and closes every session.',
    price: 'From $39',
    category: 'meditation',
    rating: 4.8,
    reviews: 2846,
    searchTerms: 'tibetan singing bowl set with mallet and cushion',
  }),
  product({
    id: 'meditation-headphones',
    name: 'Noise-Cancelling Meditation Headphones',
    description:
      'Soft over-ear headphones with true stereo separation, so binaural beats reach each ear as intended.',
    price: 'From $79',
    category: 'meditation',
    rating: 4.6,
    reviews: 5231,
    searchTerms: 'noise cancelling over ear headphones for meditation',
  }),
  product({
    id: 'meditation-cushion',
    name: 'Buckwheat Zafu Meditation Cushion',
    description:
      'A firm, buckwheat-filled zafu that lifts the hips and keeps the spine upright through long sits.',
    price: 'From $45',
    category: 'meditation',
    rating: 4.7,
    reviews: 1932,
    searchTerms: 'buckwheat zafu meditation cushion',
  }),
  product({
    id: 'citrine-crystal-set',
    name: 'Citrine & Pyrite Abundance Crystals',
    description:
      'Raw citrine and pyrite, the traditional stones of prosperity, to anchor your intention on a desk or altar.',
    price: 'From $24',
    category: 'energy',
    rating: 4.5,
    reviews: 1187,
    searchTerms: 'raw citrine and pyrite crystal set',
  }),
  product({
    id: 'tuning-fork-528',
    name: '528 Hz Solfeggio Tuning Fork',
    description:
      'An aluminium tuning fork pitched to 528 Hz, the abundance frequency, with a rubber activator and pouch.',
    price: 'From $29',
    category: 'energy',
    rating: 4.4,
    reviews: 864,
    searchTerms: '528 hz tuning fork',
  }),
  product({
    id: 'himalayan-salt-lamp',
    name: 'Himalayan Salt Lamp',
    description:
      'A hand-carved pink salt lamp with a dimmer, for a warm, candle-like glow during evening rituals.',
    price: 'From $32',
    category: 'energy',
    rating: 4.6,
    reviews: 3412,
    searchTerms: 'himalayan salt lamp with dimmer',
  }),
  product({
    id: 'think-and-grow-rich',
    name: 'Think and Grow Rich',
    description:
      "Napoleon Hill's classic on desire, faith and persistence: the thirteen steps behind a wealth mindset.",
    price: 'From $9',
    category: 'books',
    rating: 4.7,
    reviews: 41278,
    searchTerms: 'Think and Grow Rich Napoleon Hill',
  }),
  product({
    id: 'psychology-of-money',
    name: 'The Psychology of Money',
    description:
      'Morgan Housel on how behaviour, patience and humility shape wealth more than intelligence does.',
    price: 'From $14',
    category: 'books',
    rating: 4.8,
    reviews: 68954,
    searchTerms: 'The Psychology of Money Morgan Housel',
  }),
  product({
    id: 'breaking-the-habit',
    name: 'Breaking the Habit of Being Yourself',
    description:
      'Joe Dispenza blends neuroscience and meditation into a four-week practice for rewiring old patterns.',
    price: 'From $13',
    category: 'books',
    rating: 4.7,
    reviews: 21503,
    searchTerms: 'Breaking the Habit of Being Yourself Joe Dispenza',
  }),
  product({
    id: 'manifestation-journal',
    name: 'Guided Manifestation Journal',
    description:
      'A 90-day journal with gratitude prompts, scripting pages and weekly reflections on your goals.',
    price: 'From $18',
    category: 'tools',
    rating: 4.6,
    reviews: 2375,
    searchTerms: 'guided manifestation journal gratitude scripting',
  }),
  product({
    id: 'vision-board-kit',
    name: 'Vision Board Kit',
    description:
      'A cork board with printed words, quotes and pins: everything to picture the life you are calling in.',
    price: 'From $22',
    category: 'tools',
    rating: 4.3,
    reviews: 958,
    searchTerms: 'vision board kit with cork board',
  }),
  product({
    id: 'budget-planner',
    name: 'Undated Wealth & Budget Planner',
    description:
      'Monthly budgets, savings trackers and debt payoff pages that turn intentions into measurable progress.',
    price: 'From $16',
    category: 'tools',
    rating: 4.5,
    reviews: 4620,
    searchTerms: 'undated budget planner savings tracker',
  }),
];

export function productById(id: string): ResourceProduct | undefined {
  return RESOURCE_PRODUCTS.find((candidate) => candidate.id === id);
}

export function productsInCategory(filter: CategoryFilter): ResourceProduct[] {
  return RESOURCE_PRODUCTS.filter((candidate) => filter === 'all' || candidate.category === filter);
}

/** Whole stars shown for a rating: rounded down (SPEC section 2), clamped to 0..5. */
export function filledStars(rating: number): number {
  return Math.min(5, Math.max(0, Math.floor(rating)));
}
