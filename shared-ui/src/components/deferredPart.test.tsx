import { Component, Suspense, type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { deferredPart } from '@travel/shared-ui/components';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

const drawn = (Part: React.ComponentType<{ name: string }>) =>
  render(
    <Boundary>
      <Suspense fallback={<p>Loading</p>}>
        <Part name="Asha" />
      </Suspense>
    </Boundary>,
  );

describe('deferredPart', () => {
  it('draws the picked component once its module has loaded', async () => {
    const load = jest.fn(async () => ({ Greeting }));
    const Part = deferredPart(load, (module) => module.Greeting);
    expect(load).not.toHaveBeenCalled();
    drawn(Part);
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByText('Hello Asha')).toBeInTheDocument();
  });

  it('prefetch starts the load before any draw, once per call', () => {
    const load = jest.fn(async () => ({ Greeting }));
    const Part = deferredPart(load, (module) => module.Greeting);
    Part.prefetch();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed prefetch is silent, and the draw loads again', async () => {
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const load = jest
        .fn<Promise<{ Greeting: typeof Greeting }>, []>()
        .mockRejectedValueOnce(new Error('offline'))
        .mockResolvedValue({ Greeting });
      const Part = deferredPart(load, (module) => module.Greeting);
      expect(() => Part.prefetch()).not.toThrow();
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(unhandled).not.toHaveBeenCalled();
      drawn(Part);
      expect(await screen.findByText('Hello Asha')).toBeInTheDocument();
      expect(load).toHaveBeenCalledTimes(2);
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it('a failed draw reaches the error boundary', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const Part = deferredPart(
      () => Promise.reject(new Error('Chunk failed')),
      () => Greeting,
    );
    drawn(Part);
    expect(await screen.findByRole('alert')).toHaveTextContent('Chunk failed');
  });
});
