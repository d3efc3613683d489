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
      className="@container rounded-2xl border border-line bg-surface p-4 sm:p-5"
    >
      <div className="mb-3 flex items-center justify-between gap-3">
        <p className="text-xs font-semibold uppercase tracking-wider text-violet">Featured Resource</p>
        <Link
          href="/resources"
          className="-my-2 inline-flex min-h-11 items-center text-sm text-muted underline-offset-4 hover:text-ink hover:underline"
        >
          All resources
        </Link>
      </div>
      {/* Side by side where the card is wide enough; image above in a narrow column. */}
      <div className="flex flex-col gap-4 @sm:flex-row">
        <img
          src={product.image}
          alt={product.name}
          width={400}
          height={300}
          loading="lazy"
          decoding="async"
          className="aspect-[4/3] w-full shrink-0 rounded-xl bg-raised object-cover @sm:w-32"
        />
        <div className="min-w-0">
          <h3 className="text-xl leading-tight text-ink">{product.name}</h3>
          <div className="mt-1.5">
            <StarRating rating={product.rating} />
          </div>
          <p className="mt-1.5 font-semibold text-ink tabular">{product.price}</p>
        </div>
      </div>
      <p className="mt-3 text-sm text-muted">{product.description}</p>
      <ShopNowLink product={product} className="mt-4 w-full" />
    </section>
  );
}
