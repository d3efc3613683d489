/**
 * The first stop for keyboard users: jump past the navigation to the page. Focus moves by script so
 * the address bar keeps a clean path (a `#main` hash would survive reloads and shared links).
 */
export function SkipLink() {
  return (
    <a
      href="#main"
      onClick={(event) => {
        const main = document.getElementById('main');
        if (!main) return;
        event.preventDefault();
        main.focus();
      }}
      className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-3 focus:z-[60] focus:rounded-xl focus:border focus:border-line focus:bg-raised focus:px-4 focus:py-3 focus:text-ink"
    >
      Skip to content
    </a>
  );
}
