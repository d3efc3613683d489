import { CATEGORY_LABELS, type ResourceProduct } from '#domain/resources/resources';
import { ShopNowLink } from './shop-now-link';
import { StarRating } from './star-rating';

/** One resource in the grid: image, category, name, rating, description, price and Shop Now. */
export function ProductCard({ product }: { product: ResourceProduct }) {
  return (
    <article className="flex flex-col overflow-hidden rounded-2xl border border-line bg-surface transition-shadow duration-200 hover:shadow-[inset_0_0_40px_-20px_rgba(139,124,246,0.35)]">
      <img
        src={product.image}
        alt={product.name}
        width={400}
        height={300}
        loading="lazy"
        decoding="async"
        className="aspect-[4/3] w-full bg-raised object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-4 sm:p-5">
        <p className="text-xs font-semibold uppercase tracking-wider text-violet">
          {CATEGORY_LABELS[product.category]}
        </p>
        <h2 className="text-2xl leading-tight text-ink">{product.name}</h2>
        <StarRating rating={product.rating} />
        <p className="text-sm text-muted">{product.description}</p>
        <div className="mt-auto flex items-center justify-between gap-3 pt-3">
          <p className="text-lg font-semibold text-ink tabular">{product.price}</p>
          <ShopNowLink product={product} />
        </div>
      </div>
    </article>
  );
}
