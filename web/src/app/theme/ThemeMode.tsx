// Theme state for the whole app: the Dark Side flag, the styled-components ThemeProvider and the global styles.
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from './GlobalStyle.ts';
import { readDarkSide, writeDarkSide } from './theme-flag.ts';
import { useHydrated } from '../../lib/hydration.ts';
import { darkTheme, lightTheme } from '../../lib/theme/themes.ts';

interface ThemeMode {
  isDarkSide: boolean;
  toggleDarkSide(): void;
}

const ThemeModeContext = createContext<ThemeMode>({ isDarkSide: false, toggleDarkSide: () => undefined });

/**
 * `serverDarkSide` is the theme the server rendered the page in (from the theme cookie): hydration renders it, so the
 * markup matches, and the saved choice takes over right after (they differ only when the cookie was missing).
 */
export function ThemeModeProvider({ children, serverDarkSide = false }: { children: ReactNode; serverDarkSide?: boolean }) {
  const [chosen, setDarkSide] = useState<boolean | undefined>(undefined);
  const hydrated = useHydrated();
  const isDarkSide = chosen ?? (hydrated ? readDarkSide() : serverDarkSide);
  const toggleDarkSide = useCallback(() => {
    writeDarkSide(!isDarkSide);
    setDarkSide(!isDarkSide);
  }, [isDarkSide]);
  const mode = useMemo(() => ({ isDarkSide, toggleDarkSide }), [isDarkSide, toggleDarkSide]);
  return (
    <ThemeModeContext.Provider value={mode}>
      <ThemeProvider theme={isDarkSide ? darkTheme : lightTheme}>
        <GlobalStyle />
        {children}
      </ThemeProvider>
    </ThemeModeContext.Provider>
  );
}

export function useThemeMode(): ThemeMode {
  return useContext(ThemeModeContext);
}
