// Theme state for the whole app: the Dark Side flag, the styled-components ThemeProvider and the global styles.
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from './GlobalStyle.ts';
import { readDarkSide, writeDarkSide } from './theme-flag.ts';
import { darkTheme, lightTheme } from '../../lib/theme/themes.ts';

interface ThemeMode {
  isDarkSide: boolean;
  toggleDarkSide(): void;
}

const ThemeModeContext = createContext<ThemeMode>({ isDarkSide: false, toggleDarkSide: () => undefined });

export function ThemeModeProvider({ children }: { children: ReactNode }) {
  const [isDarkSide, setDarkSide] = useState(readDarkSide);
  const toggleDarkSide = useCallback(() => {
    setDarkSide((dark) => {
      writeDarkSide(!dark);
      return !dark;
    });
  }, []);
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
