import { render, screen } from '@testing-library/react';
import { useMediaQuery } from '@travel/shared-ui/components';
import { installMatchMedia } from '@travel/shared-ui/test/matchMedia';
import { drawAsAtBuildTime } from '@travel/shared-ui/test/drawAsAtBuildTime';

function Layout() {
  return <p>{useMediaQuery('(max-width: 860px)') ? 'phone' : 'wide'}</p>;
}

describe('useMediaQuery', () => {
  const viewport = installMatchMedia(390);

  it('answers the query from the first render, and again when the viewport crosses it', () => {
    render(<Layout />);
    expect(screen.getByText('phone')).toBeInTheDocument();
    viewport.resize(1024);
    expect(screen.getByText('wide')).toBeInTheDocument();
    viewport.resize(860);
    expect(screen.getByText('phone')).toBeInTheDocument();
  });

  it('is false when drawn at build time, where there is no viewport', async () => {
    expect((await drawAsAtBuildTime(<Layout />, '/')).textContent).toBe('wide');
  });
});
