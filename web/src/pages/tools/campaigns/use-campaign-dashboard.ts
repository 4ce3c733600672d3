// The dashboard's campaign, kept current: read over HTTP, then followed through the campaignChanged subscription
// (each delivery is the whole campaign, normalized over the query's copy in Apollo's cache) while the live socket is
// open and the subscription has delivered; otherwise (no WebSocket through a proxy, a dropped socket, a subscription
// ended) it is read again every DASHBOARD_POLL_MS while the page is visible, so the party's numbers follow the
// players' saves either way.
import { useEffect, useState } from 'react';
import { useCampaignChangedSubscription, useCampaignDashboardQuery } from '../../../gql/hooks.ts';
import { useLiveConnected } from '../../../lib/live-status.ts';

/** How often an open dashboard asks for the party's latest numbers while nothing live brings them. */
export const DASHBOARD_POLL_MS = 3000;

export function useCampaignDashboard(id: string) {
  const result = useCampaignDashboardQuery({ variables: { id }, fetchPolicy: 'network-only', nextFetchPolicy: 'network-only' });
  const { startPolling, stopPolling } = result;
  const connected = useLiveConnected();
  const [subscribed, setSubscribed] = useState(false);
  useEffect(() => {
    if (!connected) setSubscribed(false);
  }, [connected]);
  useCampaignChangedSubscription({
    variables: { id },
    // The server sends the campaign at once, which proves the subscription runs.
    onData: ({ data }) => {
      if (data.data?.campaignChanged) setSubscribed(true);
    },
    // Leaving, removal or deletion ends it: the next poll reads what is left (not found).
    onError: () => setSubscribed(false),
    onComplete: () => setSubscribed(false),
  });
  const live = connected && subscribed;
  useEffect(() => {
    const follow = () => (document.visibilityState === 'visible' && !live ? startPolling(DASHBOARD_POLL_MS) : stopPolling());
    follow();
    document.addEventListener('visibilitychange', follow);
    return () => {
      document.removeEventListener('visibilitychange', follow);
      stopPolling();
    };
  }, [startPolling, stopPolling, live]);
  return { ...result, live };
}
