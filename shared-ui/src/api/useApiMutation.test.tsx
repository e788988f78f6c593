import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useApiMutation } from './useApiMutation';
import { refusedCall } from '../test/failedCall';

function Save({ save }: { save: (name: string) => Promise<string> }) {
  const saving = useApiMutation(save, { errorMessage: 'We could not save it.' });
  return (
    <>
      <button type="button" disabled={saving.status === 'pending'} onClick={() => saving.mutate('Goa').catch(() => {})}>
        Save
      </button>
      {saving.status === 'error' && <p role="alert">{saving.message}</p>}
    </>
  );
}

const serverError = (message: string) => refusedCall(400, message);

describe('useApiMutation', () => {
  it('is pending while the call runs and passes the arguments', async () => {
    let finish!: (value: string) => void;
    const save = jest.fn((_name: string) => new Promise<string>((resolve) => (finish = resolve)));
    render(<Save save={save} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(save).toHaveBeenCalledWith('Goa');
    finish('ok');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
  });

  it("shows the server's message on failure, else its own", async () => {
    const save = jest
      .fn<Promise<string>, [string]>()
      .mockRejectedValueOnce(serverError('Name already taken'))
      .mockRejectedValueOnce(new Error('boom'));
    render(<Save save={save} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Name already taken');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not save it.');
  });
});
