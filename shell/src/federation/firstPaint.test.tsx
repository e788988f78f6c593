import { lazy, type ComponentType } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { RemotePages } from '@travel/shared-ui/components';
import { renderWithPortal } from '../test/renderWithPortal';
import { FirstPaintContext, readFirstPaint, type FirstPaint } from './firstPaint';
import { loadRemoteModule } from './registerRemotes';
import { RemoteOutlet } from './RemoteModule';

jest.mock('./registerRemotes', () => ({ loadRemoteModule: jest.fn() }));
const loadRemote = loadRemoteModule as jest.Mock;

const ABOUT_US = '<article><h1>Your journey, your choice</h1></article>';

describe('a remote page’s first paint', () => {
  beforeEach(() => loadRemote.mockReset());

  it('is read from the page as served, before React draws over it', () => {
    document.body.innerHTML = `<div id="root"><main><div class="tp-remote" data-first-paint="/about-us">${ABOUT_US}</div></main></div>`;
    expect(readFirstPaint()).toEqual({ path: '/about-us', html: ABOUT_US });
    document.body.innerHTML = '<div id="root"><main><div class="tp-spinner"></div></main></div>';
    expect(readFirstPaint()).toBeUndefined();
  });

  function renderOutlet(firstPaint: FirstPaint | undefined, path: string) {
    return renderWithPortal(
      <FirstPaintContext.Provider value={firstPaint}>
        <RemoteOutlet remote="mf_content" />
      </FirstPaintContext.Provider>,
      { path },
    );
  }

  it('shows while the remote loads, then gives way to the remote’s page', async () => {
    let resolve: (module: unknown) => void = () => undefined;
    loadRemote.mockReturnValue(new Promise((done) => (resolve = done)));
    renderOutlet({ path: '/about-us', html: ABOUT_US }, '/About-Us/');
    expect(screen.getByRole('heading', { level: 1, name: 'Your journey, your choice' })).toBeInTheDocument();
    expect(screen.queryByText('Loading page…')).not.toBeInTheDocument();

    resolve({ default: () => <h1>drawn by the remote</h1> });
    expect(await screen.findByRole('heading', { name: 'drawn by the remote' })).toBeInTheDocument();
    expect(screen.queryByText('Your journey, your choice')).not.toBeInTheDocument();
  });

  it('stays while the remote’s page chunk loads, inside the remote’s page area', async () => {
    let resolvePage: (module: { default: ComponentType }) => void = () => undefined;
    const Page = lazy(() => new Promise<{ default: ComponentType }>((done) => (resolvePage = done)));
    loadRemote.mockResolvedValue({
      default: () => <RemotePages name="mf_content" build="test" pages={[{ path: '/about-us', element: <Page /> }]} />,
    });
    const { container } = renderOutlet({ path: '/about-us', html: ABOUT_US }, '/about-us');
    await waitFor(() => expect(container.querySelector('[data-remote="mf_content"]')).not.toBeNull());
    expect(screen.getByRole('heading', { level: 1, name: 'Your journey, your choice' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    resolvePage({ default: () => <h1>drawn by the remote</h1> });
    expect(await screen.findByRole('heading', { name: 'drawn by the remote' })).toBeInTheDocument();
    expect(screen.queryByText('Your journey, your choice')).not.toBeInTheDocument();
  });

  it('is not shown on another path: that page’s loading area is', () => {
    loadRemote.mockReturnValue(new Promise(() => undefined));
    renderOutlet({ path: '/about-us', html: ABOUT_US }, '/career');
    expect(screen.getByText('Loading page…')).toBeInTheDocument();
    expect(screen.queryByText('Your journey, your choice')).not.toBeInTheDocument();
  });
});
