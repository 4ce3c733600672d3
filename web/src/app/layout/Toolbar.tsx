// The top toolbar: side-drawer icon (book pages), logo, the routes with their nested menus (large screens) or the
// overflow menu (small screens), the search toggle, the theme switch and the sign-in controls.
import { lazy, Suspense, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { IconButton } from '../../components/Button.tsx';
import { Icon } from '../../components/Icon.tsx';
import { Loading } from '../../components/Loading.tsx';
import { hasSideDrawer, NAV_ITEMS } from '../navigation.ts';
import { media } from '../../lib/theme/themes.ts';
import { SIDE_DRAWER_ID, useDrawer } from './drawer-state.tsx';
import { OverflowMenu } from './OverflowMenu.tsx';
import { SearchToggle } from './SearchToggle.tsx';
import { ThemeToggle } from './ThemeToggle.tsx';
import { ToolbarButton, ToolbarMenu } from './ToolbarMenu.tsx';

/** The toolbar's class: a page may let it scroll away (the phone sheet, whose own header stays at the top). */
export const SITE_TOOLBAR_CLASS = 'site-toolbar';

// The sign-in controls bring MSAL with them: loaded after the first paint, a spinner meanwhile.
const AuthControls = lazy(() => import('./AuthControls.tsx').then((m) => ({ default: m.AuthControls })));

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 50;
  display: flex;
  align-items: center;
  gap: 4px;
  height: ${(p) => p.theme.toolbarHeight}px;
  padding: 0 8px;
  background: ${(p) => p.theme.colors.toolbar};
  color: ${(p) => p.theme.colors.onToolbar};
  box-shadow: 0 2px 4px rgba(0, 0, 0, 0.3);
  .logo {
    display: inline-flex; align-items: center; gap: 6px; padding: 0 8px; height: 40px;
    color: inherit; text-decoration: none; font-weight: 800; font-size: 1.35rem; letter-spacing: 0.08em;
  }
  .spacer { flex: 1; }
  .desktop-nav { display: none; }
  .desktop-nav > ul { display: flex; gap: 2px; margin: 0; padding: 0; list-style: none; }
  .overflow { display: inline-flex; }
  ${media.lgUp} {
    .desktop-nav { display: block; }
    .overflow { display: none; }
  }
  ${media.xsOnly} {
    &.searching .logo, &.searching .auth, &.searching .theme { display: none; }
  }
`;

export function Toolbar() {
  const { pathname } = useLocation();
  const drawer = useDrawer();
  const [searchOpen, setSearchOpen] = useState(false);
  const showDrawerIcon = hasSideDrawer(pathname);
  return (
    <Bar className={searchOpen ? `${SITE_TOOLBAR_CLASS} searching` : SITE_TOOLBAR_CLASS}>
      {showDrawerIcon && (
        <IconButton aria-label="Chapters menu" aria-expanded={drawer.open} aria-controls={SIDE_DRAWER_ID} onClick={drawer.toggle}>
          <Icon name="menu" />
        </IconButton>
      )}
      <Link className="logo" to="/" aria-label="SW5E home">
        SW5E
      </Link>
      <nav className="desktop-nav" aria-label="Main">
        <ul>
          {NAV_ITEMS.map((item) =>
            item.children ? (
              <ToolbarMenu key={item.to} item={item} />
            ) : (
              <li key={item.to}>
                <ToolbarButton as={NavLink} to={item.to} end>
                  {item.label}
                </ToolbarButton>
              </li>
            ),
          )}
        </ul>
      </nav>
      <span className="spacer" />
      <SearchToggle open={searchOpen} onOpenChange={setSearchOpen} showToggle={false} />
      <span className="desktop-nav">
        {!searchOpen && (
          <IconButton aria-label="Open search" aria-expanded={false} onClick={() => setSearchOpen(true)}>
            <Icon name="search" />
          </IconButton>
        )}
      </span>
      <span className="theme">
        <ThemeToggle />
      </span>
      <span className="auth">
        <Suspense fallback={<Loading size={24} label="Loading sign-in" />}>
          <AuthControls />
        </Suspense>
      </span>
      <span className="overflow">
        <OverflowMenu onSearch={() => setSearchOpen(true)} />
      </span>
    </Bar>
  );
}
