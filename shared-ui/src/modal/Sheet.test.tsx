import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Sheet } from '@travel/shared-ui/modal';

function PageWithSheet() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Filters
      </button>
      {open && (
        <Sheet
          title="Filters"
          onClose={() => setOpen(false)}
          actions={
            <button type="button" onClick={() => setOpen(false)}>
              Show 3 flights
            </button>
          }
        >
          <label>
            <input type="checkbox" /> Direct
          </label>
        </Sheet>
      )}
    </>
  );
}

describe('Sheet', () => {
  it('is a modal dialog named by its title, with focus inside, kept there, and the page behind not scrolling', async () => {
    const user = userEvent.setup();
    render(<PageWithSheet />);
    await user.click(screen.getByRole('button', { name: 'Filters' }));

    const sheet = screen.getByRole('dialog', { name: 'Filters' });
    expect(sheet).toHaveAttribute('aria-modal', 'true');
    expect(sheet).toContainElement(document.activeElement as HTMLElement);
    expect(document.body.style.overflow).toBe('hidden');

    // Tab from the last control comes back to the first, Shift+Tab from the first goes to the last.
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Show 3 flights' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Show 3 flights' })).toHaveFocus();
  });

  it('closes on Escape, on Close and on its footer button, giving focus back to what opened it', async () => {
    const user = userEvent.setup();
    render(<PageWithSheet />);
    const opener = screen.getByRole('button', { name: 'Filters' });

    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');

    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Show 3 flights' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
