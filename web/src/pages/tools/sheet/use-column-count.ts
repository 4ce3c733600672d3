// How many sheet columns the window holds (3 from md, 2 from sm, 1 below: the phone layout), following resizes.
import { useEffect, useState } from 'react';
import { breakpoints } from '../../../lib/theme/themes.ts';
import { columnsForWidth } from './sheet-layout.ts';

export function useColumnCount(): 1 | 2 | 3 {
  const read = () => (typeof window === 'undefined' ? 3 : columnsForWidth(window.innerWidth));
  const [columns, setColumns] = useState(read);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const queries = [breakpoints.sm, breakpoints.md].map((width) => window.matchMedia(`(min-width: ${width}px)`));
    const update = () => setColumns(read());
    for (const query of queries) query.addEventListener('change', update);
    return () => queries.forEach((query) => query.removeEventListener('change', update));
  }, []);
  return columns;
}
