// The site's icons as inline SVG drawn for this project (no icon font to download; works offline and under the CSP).
// Icons are decorative (aria-hidden): the button or link around them carries the accessible name.
const paths = {
  menu: 'M3 6h18M3 12h18M3 18h18',
  search: 'M10.5 4a6.5 6.5 0 1 0 0 13a6.5 6.5 0 1 0 0-13M15.5 15.5L21 21',
  close: 'M5 5l14 14M19 5L5 19',
  more: 'M12 5.5v.01M12 12v.01M12 18.5v.01',
  chevronDown: 'M6 9l6 6l6-6',
  chevronRight: 'M9 6l6 6l-6 6',
  chevronLeft: 'M15 6l-6 6l6 6',
  arrowLeft: 'M20 12H5M11 6l-6 6l6 6',
  openInNew: 'M14 4h6v6M20 4l-9 9M18 14v6H4V6h6',
  home: 'M3 11l9-7l9 7M5 10v10h5v-6h4v6h5V10',
  book: 'M4 5a2 2 0 0 1 2-2h13v16H6a2 2 0 0 0-2 2zM4 21a2 2 0 0 1 2-2h13',
  people: 'M9 11a3.5 3.5 0 1 0 0-7a3.5 3.5 0 1 0 0 7M2.5 20a6.5 6.5 0 0 1 13 0M16 4.5a3.5 3.5 0 0 1 0 6.5M18 14a6 6 0 0 1 3.5 6',
  chest: 'M3 10h18v10H3zM3 10a4 4 0 0 1 4-4h10a4 4 0 0 1 4 4M10 10v4h4v-4',
  rocket: 'M12 2c3 2 5 6 5 11l-2 4H9l-2-4c0-5 2-9 5-11M12 9v.01M9 17l-3 4M15 17l3 4M12 17v5',
  tools: 'M14.5 6.5a4 4 0 0 0 5 5l-9 9a2 2 0 0 1-3-3l9-9a4 4 0 0 0-2-2zM5 3l3 3',
  image: 'M3 5h18v14H3zM3 16l5-5l4 4l3-3l6 6M15.5 9v.01',
  heart: 'M12 20s-8-4.5-8-10.5a4.5 4.5 0 0 1 8-2.8a4.5 4.5 0 0 1 8 2.8C20 15.5 12 20 12 20z',
  chat: 'M4 5h16v11H9l-5 4zM8 10h.01M12 10h.01M16 10h.01',
  share: 'M18 8a3 3 0 1 0 0-6a3 3 0 1 0 0 6M6 15a3 3 0 1 0 0-6a3 3 0 1 0 0 6M18 22a3 3 0 1 0 0-6a3 3 0 1 0 0 6M8.6 13.5l6.8 4M15.4 6.5l-6.8 4',
  account: 'M12 12a4 4 0 1 0 0-8a4 4 0 1 0 0 8M4 21a8 8 0 0 1 16 0',
  moon: 'M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z',
  sun: 'M12 8a4 4 0 1 0 0 8a4 4 0 1 0 0-8M12 2v2M12 20v2M2 12h2M20 12h2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4',
  list: 'M8 6h13M8 12h13M8 18h13M3.5 6h.01M3.5 12h.01M3.5 18h.01',
  warning: 'M12 3l10 18H2zM12 10v5M12 18v.01',
  info: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18M12 11v6M12 7.5v.01',
  download: 'M12 3v12M7 10l5 5l5-5M4 20h16',
  upload: 'M12 15V3M7 8l5-5l5 5M4 20h16',
  plus: 'M12 5v14M5 12h14',
  minus: 'M5 12h14',
  lock: 'M6 11h12v10H6zM8.5 11V7.5a3.5 3.5 0 0 1 7 0V11',
  unlock: 'M6 11h12v10H6zM8.5 11V7.5a3.5 3.5 0 0 1 6.8-1.2',
  trash: 'M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6',
  dice: 'M4 4h16v16H4zM8.5 8.5v.01M15.5 8.5v.01M12 12v.01M8.5 15.5v.01M15.5 15.5v.01',
  swords: 'M4 4l10 10M4 4h4M4 4v4M14 14l2 2M15 18l3-3M20 4L10 14M20 4h-4M20 4v4M10 14l-2 2M9 18l-3-3',
} as const;

export type IconName = keyof typeof paths;

export function Icon({ name, size = 24, title }: { name: IconName; size?: number; title?: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={name === 'more' ? 3 : 2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden={title ? undefined : true}
      role={title ? 'img' : undefined}
      focusable="false"
      style={{ flex: 'none' }}
    >
      {title && <title>{title}</title>}
      <path d={paths[name]} />
    </svg>
  );
}
