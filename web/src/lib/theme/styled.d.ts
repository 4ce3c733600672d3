// Types styled-components' theme as our SiteTheme, so `props.theme.colors.primary` is checked.
import 'styled-components';
import type { SiteTheme } from './themes.ts';

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends SiteTheme {}
}
