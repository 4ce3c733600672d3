// The light theme and the dark "Dark Side" theme: primary red, secondary blue, blue-grey page,
// dark background #333333. Colours are chosen for WCAG AA contrast of text on each surface.
export const breakpoints = { sm: 600, md: 960, lg: 1264 } as const;

/** Media queries shared by every styled component (Vuetify-like breakpoints). */
export const media = {
  smUp: `@media (min-width: ${breakpoints.sm}px)`,
  mdUp: `@media (min-width: ${breakpoints.md}px)`,
  lgUp: `@media (min-width: ${breakpoints.lg}px)`,
  xsOnly: `@media (max-width: ${breakpoints.sm - 1}px)`,
  smDown: `@media (max-width: ${breakpoints.md - 1}px)`,
  mdDown: `@media (max-width: ${breakpoints.lg - 1}px)`,
} as const;

export interface SiteTheme {
  name: 'light' | 'dark';
  colors: {
    primary: string;
    onPrimary: string;
    secondary: string;
    onSecondary: string;
    background: string;
    surface: string;
    surfaceRaised: string;
    text: string;
    mutedText: string;
    link: string;
    border: string;
    toolbar: string;
    onToolbar: string;
    warning: string;
    onWarning: string;
    error: string;
    onError: string;
    focus: string;
    tableStripe: string;
  };
  toolbarHeight: number;
  drawerWidth: number;
}

export const lightTheme: SiteTheme = {
  name: 'light',
  colors: {
    primary: '#c62828',
    onPrimary: '#ffffff',
    secondary: '#1565c0',
    onSecondary: '#ffffff',
    background: '#eceff1',
    surface: '#ffffff',
    surfaceRaised: '#f5f7f8',
    text: '#1f2326',
    mutedText: '#4f5b62',
    link: '#1557a8',
    border: '#b0bec5',
    toolbar: '#c62828',
    onToolbar: '#ffffff',
    warning: '#ffe0b2',
    onWarning: '#3e2723',
    error: '#ffcdd2',
    onError: '#7f0000',
    focus: '#1565c0',
    tableStripe: '#f3f6f7',
  },
  toolbarHeight: 64,
  drawerWidth: 280,
};

export const darkTheme: SiteTheme = {
  name: 'dark',
  colors: {
    primary: '#b71c1c',
    onPrimary: '#ffffff',
    secondary: '#1565c0',
    onSecondary: '#ffffff',
    background: '#333333',
    surface: '#424242',
    surfaceRaised: '#4a4a4a',
    text: '#ffffff',
    mutedText: '#d0d0d0',
    link: '#90caf9',
    border: '#616161',
    toolbar: '#212121',
    onToolbar: '#ffffff',
    warning: '#5d4037',
    onWarning: '#fff3e0',
    error: '#7f1d1d',
    onError: '#ffebee',
    focus: '#90caf9',
    tableStripe: '#3b3b3b',
  },
  toolbarHeight: 64,
  drawerWidth: 280,
};
