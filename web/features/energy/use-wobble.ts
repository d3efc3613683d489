import { useEffect, useState } from 'react';
import { WOBBLE_INTERVAL_MS, wobbleCoherence, wobbleFrequency } from '#domain/energy/energy';

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * docs/energy.md: the displayed frequency and coherence drift about +/-5 Hz and +/-3 % every 2 s
 * around the real reading. Under prefers-reduced-motion the true values stay still.
 */
export function useWobble(frequency: number, coherence: number) {
  const [still] = useState(prefersReducedMotion);
  // 0.5 is "no offset", so the first paint shows the real values.
  const [randoms, setRandoms] = useState<readonly [number, number]>([0.5, 0.5]);
  useEffect(() => {
    if (still) return;
    const timer = setInterval(() => setRandoms([Math.random(), Math.random()]), WOBBLE_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [still]);
  return {
    frequency: wobbleFrequency(frequency, randoms[0]),
    coherence: wobbleCoherence(coherence, randoms[1]),
  };
}
