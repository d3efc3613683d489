import { useEffect, useState } from 'react';
import { whenPageSettled } from './when-page-settled';

/** False until the page has loaded and the browser has had an idle moment (when-page-settled.ts). */
export function usePageSettled(): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => whenPageSettled(() => setSettled(true)), []);
  return settled;
}
