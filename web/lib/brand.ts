/**
 * The product's name and tagline (docs/dashboard.md). Kept apart from the navigation so the landing page
 * does not pull the sidebar's icons into its bundle.
 */
export const BRAND = { name: 'Abundance', tagline: 'Manifest Through Alignment' } as const;
