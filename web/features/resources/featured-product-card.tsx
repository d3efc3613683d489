/** Temporary stub: the payments/resources feature owns the real card and replaces this file at merge. */
export function FeaturedProductCard({ productId }: { productId: string }) {
  return <aside aria-label="Featured product" data-product-id={productId} />;
}
