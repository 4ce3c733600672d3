// A rulebook's frame: its side drawer of chapters beside (or over) the routed chapter.
import { Outlet } from 'react-router-dom';
import { useDrawer } from '../../app/layout/drawer-state.tsx';
import { DrawerSpacer, SideDrawer, type DrawerEntry } from '../../app/layout/SideDrawer.tsx';

export function BookLayout({ title, entries }: { title: string; entries: DrawerEntry[] }) {
  const { chosen } = useDrawer();
  return (
    <DrawerSpacer $chosen={chosen}>
      <SideDrawer title={title} entries={entries} />
      <Outlet />
    </DrawerSpacer>
  );
}
