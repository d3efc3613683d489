import { PageLoader } from '#web/app/full-screen-loader';
import { BrandMark } from '#web/components/brand-mark';
import { BRAND } from '#web/lib/brand';

/**
 * The signed-in frame (app-shell.tsx) as it paints before its code has run: the sidebar's logo and
 * tagline from 1024px, the phone's header bar, and a loader where the page goes, each where the shell
 * puts it. The member's document carries this markup (prerendered by scripts/member-document.mjs), and
 * the app shows it while the signed-in code loads, so the frame paints with the HTML and nothing moves
 * when the real shell replaces it (docs/performance.md, "First paint").
 */
export function AppFramePlaceholder() {
  return (
    <div className="min-h-dvh bg-night" aria-busy="true">
      <div
        aria-hidden
        className="fixed inset-y-0 left-0 z-30 hidden w-[272px] border-r border-line bg-surface lg:block"
      >
        <div className="flex h-full flex-col gap-6 p-5">
          <div>
            <span className="inline-block rounded-lg">
              <BrandMark />
            </span>
            <p className="mt-2 font-serif text-[15px] italic text-muted">{BRAND.tagline}</p>
          </div>
        </div>
      </div>
      <div className="sticky top-0 z-20 flex h-16 items-center gap-2 border-b border-line bg-night/90 px-3 backdrop-blur sm:px-4 lg:hidden">
        <span className="size-11" />
        <span className="rounded-lg">
          <BrandMark compact />
        </span>
      </div>
      <div className="lg:pl-[272px]">
        <div className="mx-auto w-full max-w-[1200px] px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
          <PageLoader />
        </div>
      </div>
    </div>
  );
}
