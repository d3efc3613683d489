import { Link } from 'wouter';
import type { FeaturedPlacement } from '#domain/resources/resources';
import { useResources } from './api';
import { ShopNowLink } from './shop-now-link';
import { StarRating } from './star-rating';

/**
 * A compact card for the product the operator features at `placement` (the dashboard's singing bowl,
 * the meditation page's headphones in the shipped catalogue). Renders nothing while the catalogue
 * loads, if it fails, or when the operator features nothing there: it is a recommendation, not content.
 */
export function FeaturedProductCard({ placement }: { placement: FeaturedPlacement }) {
  const { data } = useResources();
  const id = data?.featured[placement];
  const product = id ? data?.products.find((candidate) => candidate.id === id) : undefined;
  if (!product) return null;
  return (
    <section
      aria-label={`Featured resource: ${product.name}`}
      className="rounded-2xl border border-line bg-surface p-3.5 sm:p-5"
    >
      <div className="mb-2 flex items-center justify-between gap-3">
        <p className="text-xs font-semibold uppercase tracking-wider text-violet">Featured Resource</p>
        <Link
          href="/resources"
          className="-my-2 inline-flex min-h-11 items-center text-sm text-muted underline-offset-4 hover:text-ink hover:underline"
        >
          All resources
        </Link>
      </div>
      {/* Side by side at every width: a small picture beside the name, rating and price. */}
      <div className="flex gap-3 sm:gap-4">
        <img
          src={product.image}
          alt={product.name}
          width={400}
          height={300}
          loading="lazy"
          decoding="async"
          className="aspect-[4/3] h-fit w-20 shrink-0 rounded-xl bg-raised object-cover sm:w-32"
        />
        <div className="min-w-0">
          <h3 className="text-lg leading-tight text-ink sm:text-xl">{product.name}</h3>
          <div className="mt-1">
            <StarRating rating={product.rating} />
          </div>
          <div className="mt-1 flex flex-wrap items-center justify-between gap-2">
            <p className="font-semibold text-ink tabular">{product.price}</p>
            <span className="sm:hidden">
              <ShopNowLink product={product} />
            </span>
          </div>
        </div>
      </div>
      {/* A phone has the name, rating, price and the shop link in one row; the words from sm up. */}
      <p className="mt-2 hidden text-sm text-muted sm:block">{product.description}</p>
      <div className="mt-3 hidden sm:block">
        <ShopNowLink product={product} className="w-full" />
      </div>
    </section>
  );
}
