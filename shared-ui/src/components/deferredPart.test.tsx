import { Component, Suspense, useState, type ReactNode } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferredDialog, deferredPart } from '@travel/shared-ui/components';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

function NameField({ name }: { name: string }) {
  return (
    <label>
      Name <input defaultValue={name} />
    </label>
  );
}

function Broken(_: { name: string }): never {
  throw new Error('The greeting broke');
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

  it('a load that fails shows the failure in the part’s place, and the rest of the page stays', async () => {
    const Part = deferredPart(
      () => Promise.reject(new Error('Loading chunk greeting failed.')),
      () => Greeting,
    );
    render(
      <Boundary>
        <p>The rest of the page</p>
        <Suspense fallback={<p>Loading</p>}>
          <Part name="Asha" />
        </Suspense>
      </Boundary>,
    );
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('This part could not be loaded.');
    expect(within(failure).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByText('The rest of the page')).toBeInTheDocument();
    expect(screen.queryByText('Loading chunk greeting failed.')).not.toBeInTheDocument();
  });

  it('Try again loads the part afresh and draws it, with the focus on its first control', async () => {
    const load = jest
      .fn<Promise<{ NameField: typeof NameField }>, []>()
      .mockRejectedValueOnce(new Error('Loading chunk name-field failed.'))
      .mockResolvedValue({ NameField });
    const Part = deferredPart(load, (module) => module.NameField);
    drawn(Part);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveFocus();
    expect(screen.queryByText('This part could not be loaded.')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('Try again that fails again keeps the failure, and the focus on Try again', async () => {
    const load = jest
      .fn<Promise<{ Greeting: typeof Greeting }>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockRejectedValueOnce(new Error('still offline'))
      .mockResolvedValue({ Greeting });
    const Part = deferredPart(load, (module) => module.Greeting);
    drawn(Part);
    const user = userEvent.setup();
    const tryAgain = await screen.findByRole('button', { name: 'Try again' });
    await user.click(tryAgain);
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    expect(await screen.findByRole('alert')).toHaveTextContent('This part could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Hello Asha')).toBeInTheDocument();
  });

  it('the failure is in a box callers can give the part’s room (tp-part-failure)', async () => {
    const Part = deferredPart(
      () => Promise.reject(new Error('offline')),
      () => Greeting,
    );
    drawn(Part);
    expect((await screen.findByRole('alert')).parentElement).toHaveClass('tp-part-failure');
  });

  it('a part that throws while drawing still reaches the error boundary', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const Part = deferredPart(
      async () => ({ Broken }),
      (module) => module.Broken,
    );
    drawn(Part);
    expect(await screen.findByRole('alert')).toHaveTextContent('The greeting broke');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});

function Dialog({ onClose }: { onClose: () => void }) {
  return (
    <div role="dialog" aria-label="Regional settings">
      <button type="button" onClick={onClose}>
        Done
      </button>
    </div>
  );
}

function DialogOpener({ Part }: { Part: React.ComponentType<{ onClose: () => void }> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Regional settings
      </button>
      {open && (
        <Suspense fallback={null}>
          <Part onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

describe('deferredDialog', () => {
  it('a dialog whose code cannot be fetched says so with the focus on Try again; Close gives the focus back', async () => {
    const load = jest
      .fn<Promise<{ Dialog: typeof Dialog }>, []>()
      .mockRejectedValueOnce(new Error('Loading chunk regional-dialog failed.'))
      .mockResolvedValue({ Dialog });
    const Part = deferredDialog(load, (module) => module.Dialog);
    render(<DialogOpener Part={Part} />);
    const user = userEvent.setup();
    const opener = screen.getByRole('button', { name: 'Regional settings' });
    await user.click(opener);

    const failure = await screen.findByRole('dialog', { name: 'This part could not be loaded.' });
    expect(failure).toHaveClass('tp-part-failure--dialog');
    expect(within(failure).getByRole('button', { name: 'Try again' })).toHaveFocus();
    await user.click(within(failure).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    // Opened again, it is fetched afresh (not the failed load kept by React.lazy).
    await user.click(opener);
    expect(await screen.findByRole('dialog', { name: 'Regional settings' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('Escape closes the failure as Close does', async () => {
    const Part = deferredDialog(
      () => Promise.reject(new Error('offline')),
      () => Dialog,
    );
    render(<DialogOpener Part={Part} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Regional settings' }));
    await screen.findByRole('dialog', { name: 'This part could not be loaded.' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Regional settings' })).toHaveFocus();
  });
});
