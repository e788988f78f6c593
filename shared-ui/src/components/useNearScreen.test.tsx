import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { useNearScreen } from './useNearScreen';

function Probe({ watch }: { watch?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  return <div ref={ref}>{useNearScreen(ref, { watch }) ? 'near' : 'far'}</div>;
}

describe('useNearScreen', () => {
  const original = globalThis.IntersectionObserver;
  let report: ((isIntersecting: boolean) => void) | undefined;
  const disconnect = jest.fn();
  beforeEach(() => {
    report = undefined;
    disconnect.mockReset();
    globalThis.IntersectionObserver = class {
      constructor(callback: IntersectionObserverCallback) {
        report = (isIntersecting) => callback([{ isIntersecting } as IntersectionObserverEntry], this as never);
      }
      observe() {}
      disconnect = disconnect;
    } as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    globalThis.IntersectionObserver = original;
  });

  it('is far until the element comes within a screen, then stays near and stops watching', () => {
    render(<Probe />);
    expect(screen.getByText('far')).toBeInTheDocument();
    act(() => report!(false));
    expect(screen.getByText('far')).toBeInTheDocument();
    act(() => report!(true));
    expect(screen.getByText('near')).toBeInTheDocument();
    expect(disconnect).toHaveBeenCalled();
  });

  it('is near at once when not asked to watch', () => {
    render(<Probe watch={false} />);
    expect(screen.getByText('near')).toBeInTheDocument();
    expect(report).toBeUndefined();
  });
});
