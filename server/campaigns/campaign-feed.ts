// The live dashboard (campaignChanged): one subscriber's feed of a campaign, on the live updates' one feed mechanism
// (server/live/live-feed.ts). It listens to the campaign's own events (saves of the game master's document, members
// and invites changing beside it) and to each member's character, re-reads the campaign through the service as the
// query would (so a caller who left or was removed gets nothing more), and sends the whole campaign at every read: a
// view of several documents has no one revision. The characters listened to follow the members of the last read, so
// a joining member's saves are heard from then on.
import type { AuthenticatedUser } from '../auth/caller.ts';
import { RequestError } from '../auth/request-errors.ts';
import type { DocumentEvents, DocumentSignal } from '../live/document-events.ts';
import { openFeed, type Delivery } from '../live/live-feed.ts';
import type { CampaignService, CampaignView } from './campaign-service.ts';

const gone = () => new RequestError('NOT_FOUND', 'Campaign not found: it was deleted, or you are no longer its game master or a member.');

interface FeedParts {
  campaigns: CampaignService;
  events: DocumentEvents;
  user: AuthenticatedUser | null;
}

/** Authorizes the subscription (the first read: null refuses it) and returns its feed, which sends that read first. */
export function openCampaignFeed(parts: FeedParts, campaignId: string): Promise<AsyncIterableIterator<Delivery<CampaignView>>> {
  let listeners: CampaignListeners | undefined;
  return openFeed<CampaignView>({
    listen: (wake) => {
      listeners = new CampaignListeners(parts, campaignId, wake);
      return () => listeners?.stop();
    },
    read: async () => {
      const view = await parts.campaigns.get(parts.user, campaignId);
      if (view) await listeners?.follow(view);
      return view;
    },
    gone,
  });
}

/** The listeners of one feed, by the document they follow: the campaign and each member's character. */
class CampaignListeners {
  private readonly listening = new Map<string, () => void>();
  private stopped = false;

  constructor(
    private readonly parts: FeedParts,
    private readonly campaignId: string,
    private readonly wake: (signal: DocumentSignal) => void,
  ) {}

  /** Listens to the campaign and the characters of its members now, and to nothing else. */
  async follow(view: CampaignView): Promise<void> {
    const { events } = this.parts;
    const wanted = new Map<string, () => () => void>([
      [`campaign\n${view.record.userId}\n${view.record.id}`, () => events.listen('campaign', view.record.userId, view.record.id, this.wake)],
    ]);
    for (const member of await this.parts.campaigns.members(this.campaignId)) {
      wanted.set(`character\n${member.userId}\n${member.characterId}`, () => events.listen('character', member.userId, member.characterId, this.wake));
    }
    if (this.stopped) return;
    for (const [key, stop] of this.listening) {
      if (wanted.has(key)) continue;
      stop();
      this.listening.delete(key);
    }
    for (const [key, start] of wanted) if (!this.listening.has(key)) this.listening.set(key, start());
  }

  stop() {
    this.stopped = true;
    for (const stop of this.listening.values()) stop();
    this.listening.clear();
  }
}
