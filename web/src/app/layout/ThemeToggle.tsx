// The theme switch of the toolbar (an icon button, pressed on the Dark Side) and of the small-screen menu (a menu
// entry saying what it does). Both render from the theme the server rendered until hydration is done (ThemeMode).
import { IconButton } from '../../components/Button.tsx';
import { Icon } from '../../components/Icon.tsx';
import { useThemeMode } from '../theme/ThemeMode.tsx';

/** What switching does, in the home page's words. */
export const themeActionText = (isDarkSide: boolean) => (isDarkSide ? 'Join the Light Side' : 'Join the Dark Side');

export function ThemeToggle() {
  const { isDarkSide, toggleDarkSide } = useThemeMode();
  return (
    <IconButton aria-label="Dark Side theme" aria-pressed={isDarkSide} title={themeActionText(isDarkSide)} onClick={toggleDarkSide}>
      <Icon name={isDarkSide ? 'sun' : 'moon'} />
    </IconButton>
  );
}

/** The menu entry: a plain button the menu styles as one of its rows. */
export function ThemeMenuEntry({ className }: { className?: string }) {
  const { isDarkSide, toggleDarkSide } = useThemeMode();
  return (
    <button type="button" className={className} aria-pressed={isDarkSide} onClick={toggleDarkSide}>
      <Icon name={isDarkSide ? 'sun' : 'moon'} size={20} /> {themeActionText(isDarkSide)}
    </button>
  );
}
