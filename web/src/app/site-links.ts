// External links the site shows (announcement, community, sharing, support). The chat server invite and the Patreon
// page are the operator's (SITE_CHAT_URL, SITE_PATREON_URL on the server, sent at SITE_LINKS_PATH): unset, they are
// not shown at all rather than pointing at a generic home page. Sharing links need no configuration.
import { useEffect } from 'react';
import { SITE_LINKS_PATH, type ConfiguredLinks } from '../../../core/http-contract.ts';
import { createSmallStore, useSmallStore } from '../lib/small-store.ts';

export const ANNOUNCEMENT_URL = 'https://www.reddit.com/r/sw5e/';


export interface SocialLink {
  label: string;
  description: string;
  href: string;
  icon: 'chat' | 'share' | 'heart';
}

const SHARE_LINKS: SocialLink[] = [
  { label: 'Reddit', description: 'Share the site on Reddit', href: 'https://www.reddit.com/submit?url=https%3A%2F%2Fsw5e.com', icon: 'share' },
  { label: 'Twitter', description: 'Share the site on Twitter', href: 'https://twitter.com/intent/tweet?url=https%3A%2F%2Fsw5e.com', icon: 'share' },
  { label: 'Facebook', description: 'Share the site on Facebook', href: 'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fsw5e.com', icon: 'share' },
];

/** Only http(s) addresses become links, whatever the answer holds. */
const webAddress = (value: unknown): string | null => (typeof value === 'string' && /^https?:\/\//i.test(value) ? value : null);

/** The home page's list: the chat server first and Patreon last, each only when configured. */
export function socialLinks({ chatUrl, patreonUrl }: ConfiguredLinks): SocialLink[] {
  return [
    ...(chatUrl ? [{ label: 'Community chat', description: 'Talk about development and report bugs on the community chat server', href: chatUrl, icon: 'chat' as const }] : []),
    ...SHARE_LINKS,
    ...(patreonUrl ? [{ label: 'Patreon', description: 'Support the project on Patreon', href: patreonUrl, icon: 'heart' as const }] : []),
  ];
}

const configured = createSmallStore<ConfiguredLinks>({ chatUrl: null, patreonUrl: null });
let requested = false;

/** Loads the configured links once per page load; offline or on an error no configured link is shown. */
function requestLinks(): void {
  if (requested) return;
  requested = true;
  fetch(SITE_LINKS_PATH, { headers: { accept: 'application/json' } })
    .then((res) => (res.ok ? res.json() : null))
    .then((body: Partial<ConfiguredLinks> | null) => {
      if (body) configured.set({ chatUrl: webAddress(body.chatUrl), patreonUrl: webAddress(body.patreonUrl) });
    })
    .catch(() => {
      requested = false;
    });
}

/** The configured chat and Patreon addresses (null until known, and when not configured). */
export function useConfiguredLinks(): ConfiguredLinks {
  useEffect(requestLinks, []);
  return useSmallStore(configured);
}
