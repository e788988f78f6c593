import { useEffect, useState } from 'react';

/** Tips shown before View All: 3 on narrow screens, 4 medium, 6 wide. */
export function tipCountFor(width: number): number {
  if (width < 640) return 3;
  if (width < 1024) return 4;
  return 6;
}

export function useVisibleTipCount(): number {
  const [count, setCount] = useState(() => tipCountFor(window.innerWidth));
  useEffect(() => {
    const onResize = () => setCount(tipCountFor(window.innerWidth));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return count;
}
