// External links the site shows (announcement, community, sharing, support). The operator sets the real
// addresses here; nothing else in the app hard-codes an outside URL.
export const ANNOUNCEMENT_URL = 'https://www.reddit.com/r/sw5e/';

export interface SocialLink {
  label: string;
  description: string;
  href: string;
  icon: 'chat' | 'share' | 'heart';
}

export const SOCIAL_LINKS: SocialLink[] = [
  { label: 'Community chat', description: 'Talk about development and report bugs on the community chat server', href: 'https://discord.com/', icon: 'chat' },
  { label: 'Reddit', description: 'Share the site on Reddit', href: 'https://www.reddit.com/submit?url=https%3A%2F%2Fsw5e.com', icon: 'share' },
  { label: 'Twitter', description: 'Share the site on Twitter', href: 'https://twitter.com/intent/tweet?url=https%3A%2F%2Fsw5e.com', icon: 'share' },
  { label: 'Facebook', description: 'Share the site on Facebook', href: 'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fsw5e.com', icon: 'share' },
  { label: 'Patreon', description: 'Support the project on Patreon', href: 'https://www.patreon.com/', icon: 'heart' },
];
