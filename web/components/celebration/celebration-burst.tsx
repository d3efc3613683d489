import './celebration.css';

const SPARKS = [0, 1, 2, 3, 4, 5, 6, 7];

/**
 * A ring of gold sparks that flies out once from the middle of its positioned parent. Decorative:
 * hidden from assistive technology; callers leave it out under prefers-reduced-motion.
 */
export function CelebrationBurst() {
  return (
    <span aria-hidden data-testid="celebration-burst" className="celebration-burst">
      {SPARKS.map((index) => (
        <span
          key={index}
          className="celebration-spark"
          style={{ ['--turn' as string]: `${index / SPARKS.length}turn` }}
        />
      ))}
    </span>
  );
}
