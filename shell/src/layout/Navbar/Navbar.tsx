import { Suspense, useState, type FormEvent } from 'react';
import { Link, NavLink, useNavigate } from 'react-router-dom';
import { invalidateQueries } from '@travel/shared-ui/api';
import { deferredDialog, Icon, useDrawnInBrowser } from '@travel/shared-ui/components';
import { logout, selectIsLoggedIn, useAppDispatch, useAppSelector } from '@travel/shared-ui/store';
import { toast } from '@travel/shared-ui/toast';
import { useClearStore } from '../../app/StoreContext';
import './Navbar.css';

// Only a visitor who opens it needs it: its code comes on hover or the first click, not with the first paint.
const RegionalDialog = deferredDialog(
  () => import(/* webpackChunkName: "regional-dialog" */ '../RegionalDialog/RegionalDialog'),
  (dialog) => dialog.RegionalDialog,
);

const NAV_LINKS = [
  { to: '/about-us', label: 'About us' },
  { to: '/blog', label: 'Blog' },
  { to: '/offer', label: 'Offer page' },
  { to: '/info', label: 'Info page' },
  { to: '/career', label: 'Career' },
];

export function Navbar() {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const dispatch = useAppDispatch();
  const clearStore = useClearStore();
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  const [regionalOpen, setRegionalOpen] = useState(false);
  const [query, setQuery] = useState('');
  // Drawn at build time (the served first paint), the controls that need the shell's script are inert until React
  // draws the live navbar over them: a tap or a typed word is not taken and then lost (docs/performance.md, "The
  // first paint"). Its links work as they are.
  const inBrowser = useDrawnInBrowser();

  const onLogout = async () => {
    const result = await logout(dispatch);
    if (result.ok) {
      await clearStore();
      // Answers kept for the pages (the account's profile, its price alerts) belong to the person who left.
      invalidateQueries([]);
      toast.success('Logout Successfully');
      navigate('/');
    } else {
      toast.error(result.message);
    }
  };

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    const q = query.trim();
    navigate(q ? `/blog?q=${encodeURIComponent(q)}` : '/blog');
  };

  return (
    <header className="tp-navbar">
      <nav className="tp-navbar__inner" aria-label="Main">
        <Link to="/" className="tp-navbar__brand" aria-label="Travel Portal home">
          <Icon name="plane" size={22} /> Travel Portal
        </Link>
        <button
          type="button"
          className="tp-navbar__toggle"
          inert={!inBrowser}
          aria-expanded={menuOpen}
          aria-controls="tp-navbar-menu"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <Icon name="menu" />
        </button>
        <div id="tp-navbar-menu" className={`tp-navbar__menu${menuOpen ? ' is-open' : ''}`}>
          <ul className="tp-navbar__links">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} onClick={() => setMenuOpen(false)}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <form className="tp-navbar__search" role="search" onSubmit={onSearch} inert={!inBrowser}>
            <label htmlFor="tp-navbar-search" className="tp-visually-hidden">
              Search articles
            </label>
            <input
              id="tp-navbar-search"
              type="search"
              placeholder="Search articles..."
              value={query}
              onChange={(e) => setQuery(e.target.value)}
            />
          </form>
          <div className="tp-navbar__actions">
            <Link to="/newsletter" className="tp-button tp-button--secondary">
              Subscribe
            </Link>
            <button
              type="button"
              className="tp-navbar__globe"
              inert={!inBrowser}
              aria-label="Regional settings"
              title="Regional settings"
              onPointerEnter={RegionalDialog.prefetch}
              onFocus={RegionalDialog.prefetch}
              onClick={() => setRegionalOpen(true)}
            >
              <Icon name="globe" />
            </button>
            {isLoggedIn ? (
              <>
                {/* A button, as the specification draws it; it opens the account area. */}
                <button
                  type="button"
                  className="tp-navbar__profile"
                  aria-label="Profile"
                  title="Your account"
                  onClick={() => {
                    setMenuOpen(false);
                    navigate('/account');
                  }}
                >
                  <Icon name="user" />
                </button>
                <button type="button" className="tp-button tp-button--secondary" onClick={onLogout}>
                  Logout
                </button>
              </>
            ) : (
              <Link to="/login" className="tp-button">
                Login
              </Link>
            )}
          </div>
        </div>
      </nav>
      {regionalOpen && (
        <Suspense fallback={null}>
          <RegionalDialog onClose={() => setRegionalOpen(false)} />
        </Suspense>
      )}
    </header>
  );
}
