import { render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { installIntersectionObserver } from '../test/intersectionObserver';
import { useNearScreen } from './useNearScreen';

function Probe({ watch }: { watch?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  return <div ref={ref}>{useNearScreen(ref, { watch }) ? 'near' : 'far'}</div>;
}

describe('useNearScreen', () => {
  const viewport = installIntersectionObserver();

  it('is far until the element comes within a screen, then stays near and stops watching', () => {
    render(<Probe />);
    expect(viewport.watched).toEqual([screen.getByText('far')]);
    viewport.keepOutOfView();
    expect(screen.getByText('far')).toBeInTheDocument();
    viewport.bringIntoView();
    expect(screen.getByText('near')).toBeInTheDocument();
    expect(viewport.watched).toEqual([]);
  });

  it('is near at once when not asked to watch', () => {
    render(<Probe watch={false} />);
    expect(screen.getByText('near')).toBeInTheDocument();
    expect(viewport.watched).toEqual([]);
  });
});
