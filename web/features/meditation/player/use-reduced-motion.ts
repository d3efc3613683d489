/** The shared reading of prefers-reduced-motion (the dashboard's celebrations use it too). */
export { useReducedMotion } from '#web/lib/use-reduced-motion';
