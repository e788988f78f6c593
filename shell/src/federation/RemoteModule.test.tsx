import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPortal } from '../test/renderWithPortal';
import { loadRemoteModule } from './registerRemotes';
import { RemoteOutlet } from './RemoteModule';

jest.mock('./registerRemotes', () => ({ loadRemoteModule: jest.fn() }));
const loadRemote = loadRemoteModule as jest.Mock;

function PageThatThrows(): never {
  throw new Error('cannot read the fares');
}

describe('RemoteOutlet', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    loadRemote.mockReset();
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows the failure screen when a loaded page throws while drawing, and logs the error', async () => {
    loadRemote.mockResolvedValue({ default: PageThatThrows });
    renderWithPortal(<RemoteOutlet remote="mf_flights" />);
    expect(await screen.findByRole('heading', { name: 'Something went wrong!' })).toBeInTheDocument();
    expect(screen.getByText('Please try again later.')).toBeInTheDocument();
    expect(screen.queryByText('This section is unavailable')).not.toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(
      '[shell] mf_flights failed while rendering',
      expect.objectContaining({ message: 'cannot read the fares' }),
      expect.anything(),
    );
  });

  it('shows "This section is unavailable" with Retry when the remote cannot be loaded', async () => {
    loadRemote.mockRejectedValueOnce(new Error('remote down'));
    renderWithPortal(<RemoteOutlet remote="mf_flights" />);
    expect(await screen.findByRole('heading', { name: 'This section is unavailable' })).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong!')).not.toBeInTheDocument();

    loadRemote.mockResolvedValueOnce({ default: () => <p>flight results</p> });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('flight results')).toBeInTheDocument();
  });

  it('counts a page chunk the remote cannot fetch as a remote that cannot be loaded', async () => {
    const chunkError = Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' });
    loadRemote.mockResolvedValue({
      default: () => {
        throw chunkError;
      },
    });
    renderWithPortal(<RemoteOutlet remote="mf_flights" />);
    expect(await screen.findByRole('heading', { name: 'This section is unavailable' })).toBeInTheDocument();
  });
});
