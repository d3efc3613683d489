/// <reference lib="webworker" />
// Computes the dashboard's cosmic card off the main thread (docs/performance.md, "First paint").
import { computeTodaysCosmicEnergy } from './todays-cosmic-energy';

self.onmessage = (event: MessageEvent<{ now: number; timeZone: string }>) => {
  const { now, timeZone } = event.data;
  try {
    self.postMessage({ ok: true, energy: computeTodaysCosmicEnergy(new Date(now), timeZone) });
  } catch (error) {
    self.postMessage({ ok: false, message: error instanceof Error ? error.message : String(error) });
  }
};
