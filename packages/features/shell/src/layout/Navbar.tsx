import { Link, NavLink } from 'react-router';
import { useBootstrapData } from '../bootstrap';
import { SiteLogo } from './SiteLogo';

const navLinkClass =
  'inline-flex h-9 items-center rounded-ui px-3 font-medium text-sm outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-focus';

/** The top bar: logo, and the guest links or the signed-in user's name (doc 000 §2; heights md 64, sm 54, xs 48). */
export function Navbar() {
  const { user, settings } = useBootstrapData();
  const registrationEnabled = !settings.registration?.disable;

  return (
    <header className="sticky top-0 z-30 border-border border-b bg-background/95 backdrop-blur">
      <nav
        aria-label="Main"
        className="mx-auto flex h-12 max-w-7xl items-center gap-4 px-4 sm:h-[54px] md:h-16 md:px-6"
      >
        <Link
          to="/"
          className="rounded-ui outline-none focus-visible:ring-2 focus-visible:ring-focus"
          aria-label={`${settings.branding.site_name} home`}
        >
          <SiteLogo />
        </Link>
        <div className="ml-auto flex items-center gap-2">
          {user ? (
            <span className="font-medium text-sm">{user.name}</span>
          ) : (
            <>
              {registrationEnabled ? (
                <NavLink to="/register" className={navLinkClass}>
                  Register
                </NavLink>
              ) : null}
              <NavLink to="/login" className={navLinkClass}>
                Login
              </NavLink>
            </>
          )}
        </div>
      </nav>
    </header>
  );
}
