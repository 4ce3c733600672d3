// The page frame around every route: skip link, toolbar, banners, the main landmark, the hash modal and scroll
// restoration (top on navigation unless a saved position or a hash).
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useEffect } from 'react';
import { hashRecordName } from '../../components/hash-record.ts';
import { HashModalHost } from '../../components/HashModalHost.tsx';
import { loadDataLayer, useDataVersionsReady } from '../apollo/data-layer.ts';
import { Banners } from './Banners.tsx';
import { hasSideDrawer } from '../navigation.ts';
import { DrawerProvider, useDrawer } from './drawer-state.tsx';
import { DrawerSpacer } from './SideDrawer.tsx';
import { RouteEffects } from './RouteEffects.tsx';
import { Toolbar } from './Toolbar.tsx';

const SkipLink = styled.a`
  position: absolute;
  left: 8px;
  top: -100px;
  z-index: 100;
  padding: 8px 12px;
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.link};
  &:focus { top: 8px; }
`;

export const Main = styled.main`
  padding: 16px;
  min-height: 60vh;
  &:focus { outline: none; }
`;

/**
 * The banners sit beside an open book drawer on large screens, as the page does: the drawer is fixed under the
 * toolbar and would otherwise cover the start of the notice and of the alerts.
 */
function BannersBesideDrawer() {
  const { chosen } = useDrawer();
  const { pathname } = useLocation();
  const hasDrawer = hasSideDrawer(pathname);
  return (
    <DrawerSpacer $chosen={hasDrawer ? chosen : false}>
      <Banners />
    </DrawerSpacer>
  );
}

export function Layout() {
  return (
    <DrawerProvider>
      <SkipLink
        href="#main"
        onClick={(e) => {
          // Move focus without touching the URL hash (the hash opens records and anchors).
          e.preventDefault();
          document.getElementById('main')?.focus();
        }}
      >
        Skip to content
      </SkipLink>
      <Toolbar />
      <BannersBesideDrawer />
      <Main id="main" tabIndex={-1}>
        <Outlet />
      </Main>
      <RecordModal />
      <RouteEffects />
      <ScrollRestoration />
    </DrawerProvider>
  );
}

/**
 * The record modal, asked to wait until the data versions are checked (so it never shows an outdated record). A hash
 * naming a record is a need for the data layer: it is started here, and the check follows its start.
 */
function RecordModal() {
  const { hash } = useLocation();
  const wanted = hashRecordName(hash) !== undefined;
  useEffect(() => {
    if (wanted) void loadDataLayer();
  }, [wanted]);
  return <HashModalHost versionsReady={useDataVersionsReady()} />;
}
