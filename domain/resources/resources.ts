import { z } from 'zod';
import { schemaOnFirstUse } from '#domain/shared/schema-on-first-use';
import { DaySchema } from '#domain/shared/dates';

/**
 * The resources catalogue belongs to the operator (docs/resources.md): one JSON file
 * (RESOURCES_FILE) validated at start, or the shipped defaults. These are its contracts and rules:
 * the file's schema, the answer of GET /api/resources, and how a file becomes that answer.
 */

const RESOURCE_CATEGORIES = ['meditation', 'energy', 'books', 'tools'] as const;

export const CATEGORY_FILTERS = ['all', ...RESOURCE_CATEGORIES] as const;
export type CategoryFilter = (typeof CATEGORY_FILTERS)[number];

export const CATEGORY_LABELS: Record<CategoryFilter, string> = {
  all: 'All',
  meditation: 'Meditation',
  energy: 'Energy',
  books: 'Books',
  tools: 'Tools',
};

/** Where the app shows one product on its own. */
const FEATURED_PLACEMENTS = ['dashboard', 'meditation'] as const;
export type FeaturedPlacement = (typeof FEATURED_PLACEMENTS)[number];

const StarsSchema = schemaOnFirstUse(() => z.number().min(0).max(5));

/** A rating in the file: stars alone are the editors' own; a review count needs its source and date. */
const FileRatingSchema = schemaOnFirstUse(() =>
  z
    .object({
      stars: StarsSchema,
      reviews: z.number().int().min(0).optional(),
      source: z.string().trim().min(1).max(200).optional(),
      asOf: DaySchema.optional(),
    })
    .strict()
    .refine((rating) => rating.reviews === undefined || (rating.source && rating.asOf), {
      message: 'a review count needs its source and asOf date',
      path: ['reviews'],
    }),
);

/** A store search (tagged with the operator's Amazon Associates id when set), or any https link. */
const FileLinkSchema = schemaOnFirstUse(() =>
  z.union([
    z.object({ amazonSearch: z.string().trim().min(1).max(200) }).strict(),
    z.object({ url: z.url({ protocol: /^https$/ }), affiliate: z.boolean().default(false) }).strict(),
  ]),
);

const FileProductSchema = schemaOnFirstUse(() =>
  z
    .object({
      id: z.string().regex(/^[a-z0-9-]{1,60}$/, 'must be lowercase letters, digits and dashes'),
      name: z.string().trim().min(1).max(100),
      description: z.string().trim().min(1).max(400),
      price: z.string().trim().min(1).max(40),
      category: z.enum(RESOURCE_CATEGORIES),
      image: z
        .string()
        .regex(/^\/[\w./-]+$/, 'must be a path this app serves, such as /products/singing-bowl-set.svg'),
      link: FileLinkSchema,
      rating: FileRatingSchema.nullable().default(null),
    })
    .strict(),
);

/** The operator's catalogue file (RESOURCES_FILE). */
export const ResourceFileSchema = schemaOnFirstUse(() =>
  z
    .object({
      amazonAssociateTag: z
        .string()
        .regex(/^[\w-]{1,64}$/, 'must be an Associates tracking id such as yourstore-20')
        .nullable()
        .default(null),
      featured: z.object({ dashboard: z.string().nullable(), meditation: z.string().nullable() }).strict(),
      products: z.array(FileProductSchema).min(1).max(200),
    })
    .strict()
    .superRefine((file, context) => {
      const ids = new Set<string>();
      file.products.forEach((product, index) => {
        if (ids.has(product.id))
          context.addIssue({ code: 'custom', path: ['products', index, 'id'], message: 'is used twice' });
        ids.add(product.id);
      });
      for (const placement of FEATURED_PLACEMENTS) {
        const id = file.featured[placement];
        if (id !== null && !ids.has(id))
          context.addIssue({ code: 'custom', path: ['featured', placement], message: 'names no product' });
      }
    }),
);
export type ResourceFileInput = z.input<typeof ResourceFileSchema>;
export type ResourceFile = z.output<typeof ResourceFileSchema>;

const ResourceRatingSchema = schemaOnFirstUse(() =>
  z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('editors'), stars: StarsSchema }),
    z.object({
      kind: z.literal('sourced'),
      stars: StarsSchema,
      reviews: z.number().int().min(0),
      source: z.string(),
      asOf: z.string(),
    }),
  ]),
);
export type ResourceRating = z.infer<typeof ResourceRatingSchema>;

const ResourceProductSchema = schemaOnFirstUse(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    price: z.string(),
    category: z.enum(RESOURCE_CATEGORIES),
    image: z.string(),
    url: z.string(),
    /** The link opens a store search rather than one listing. */
    isSearch: z.boolean(),
    rating: ResourceRatingSchema.nullable(),
  }),
);
export type ResourceProduct = z.infer<typeof ResourceProductSchema>;

/** What the disclosure may truthfully say about this catalogue. */
const DisclosureFactsSchema = schemaOnFirstUse(() =>
  z.object({
    /** Some link earns the operator a commission (an Associates tag, or a link marked affiliate). */
    earnsCommission: z.boolean(),
    amazonAssociate: z.boolean(),
    hasStoreSearches: z.boolean(),
    hasEditorsRatings: z.boolean(),
  }),
);
export type DisclosureFacts = z.infer<typeof DisclosureFactsSchema>;

/** GET /api/resources */
export const ResourceCatalogueSchema = schemaOnFirstUse(() =>
  z.object({
    products: z.array(ResourceProductSchema),
    featured: z.object({ dashboard: z.string().nullable(), meditation: z.string().nullable() }),
    disclosure: DisclosureFactsSchema,
  }),
);
export type ResourceCatalogue = z.infer<typeof ResourceCatalogueSchema>;

/** An Amazon search for `terms`, tagged with the operator's Associates id when one is set. */
export function amazonSearchUrl(terms: string, tag: string | null): string {
  const url = new URL('https://www.amazon.com/s');
  url.searchParams.set('k', terms);
  if (tag) url.searchParams.set('tag', tag);
  return url.href;
}

function toRating(rating: ResourceFile['products'][number]['rating']): ResourceRating | null {
  if (!rating) return null;
  const { stars, reviews, source, asOf } = rating;
  if (reviews !== undefined && source && asOf) return { kind: 'sourced', stars, reviews, source, asOf };
  return { kind: 'editors', stars };
}

/** The catalogue as the app serves it, from a validated file. */
export function resolveCatalogue(file: ResourceFile): ResourceCatalogue {
  const tag = file.amazonAssociateTag;
  const products = file.products.map(({ link, rating, ...fields }): ResourceProduct => {
    const isSearch = 'amazonSearch' in link;
    const url = isSearch ? amazonSearchUrl(link.amazonSearch, tag) : link.url;
    return { ...fields, url, isSearch, rating: toRating(rating) };
  });
  const amazonAssociate = tag !== null && file.products.some((product) => 'amazonSearch' in product.link);
  return {
    products,
    featured: file.featured,
    disclosure: {
      earnsCommission:
        amazonAssociate || file.products.some((p) => 'affiliate' in p.link && p.link.affiliate),
      amazonAssociate,
      hasStoreSearches: products.some((product) => product.isSearch),
      hasEditorsRatings: products.some((product) => product.rating?.kind === 'editors'),
    },
  };
}

/** The disclosure's sentences: only what is true of this catalogue. */
export function disclosureSentences(facts: DisclosureFacts): string[] {
  return [
    facts.earnsCommission
      ? 'Some links on this page are affiliate links: if you buy through them, this site may earn a commission, at no extra cost to you.'
      : 'This site earns nothing from these links.',
    ...(facts.amazonAssociate ? ['As an Amazon Associate we earn from qualifying purchases.'] : []),
    ...(facts.hasStoreSearches
      ? ['Where a link opens a store search, it shows the kind of product, not one particular listing.']
      : []),
    ...(facts.hasEditorsRatings
      ? ["An editors' rating is our own opinion, not a count of customer reviews."]
      : []),
    'Prices are a guide; the store shows the current price.',
  ];
}

export function productsInCategory(
  products: readonly ResourceProduct[],
  filter: CategoryFilter,
): ResourceProduct[] {
  return products.filter((candidate) => filter === 'all' || candidate.category === filter);
}

/** Whole stars shown for a rating: rounded down, clamped to 0..5. */
export function filledStars(rating: number): number {
  return Math.min(5, Math.max(0, Math.floor(rating)));
}

/** "Editors' rating", or "5,231 reviews (Amazon, 2026-11-01)" for a sourced figure. */
export function ratingNote(rating: ResourceRating): string {
  if (rating.kind === 'editors') return "Editors' rating";
  return `${rating.reviews.toLocaleString('en-US')} reviews (${rating.source}, ${rating.asOf})`;
}
