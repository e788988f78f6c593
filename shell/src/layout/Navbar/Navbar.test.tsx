import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { Navbar } from './Navbar';
import { renderWithPortal } from '../../test/renderWithPortal';
import { storeWithVisitor } from '@travel/shared-ui/test/storeWithVisitor';

describe('Navbar', () => {
  it('links the main pages and offers Login to a visitor', () => {
    renderWithPortal(<Navbar />);
    for (const [name, href] of [
      ['About us', '/about-us'],
      ['Blog', '/blog'],
      ['Offer page', '/offer'],
      ['Info page', '/info'],
      ['Career', '/career'],
      ['Login', '/login'],
    ]) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search articles...')).toBeInTheDocument();
    // Drawn in the browser, every control takes taps (only the served first paint's are inert).
    expect(document.querySelector('[inert]')).toBeNull();
  });

  it('shows the Profile icon, which opens the account, and Logout once logged in', async () => {
    function Path() {
      return <output data-testid="path">{useLocation().pathname}</output>;
    }
    renderWithPortal(
      <>
        <Navbar />
        <Path />
      </>,
      { store: storeWithVisitor({ signedIn: true }) },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Profile' }));
    expect(screen.getByTestId('path')).toHaveTextContent('/account');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });
});
