// The live dashboard (campaignChanged): one subscriber's feed of a campaign. It listens to the campaign's own events
// (saves of the game master's document, members and invites changing beside it) and to each member's character,
// re-reads the campaign through the service as the query would (so a caller who left or was removed gets nothing
// more), and sends the whole campaign each time. A burst of events while a read is under way costs one read. The
// characters listened to follow the members read last, so a joining member's saves are heard from then on.
import type { AuthenticatedUser } from '../auth/caller.ts';
import { RequestError } from '../auth/request-errors.ts';
import type { DocumentEvents } from '../live/document-events.ts';
import type { Delivery } from '../live/live-feed.ts';
import type { CampaignService, CampaignView } from './campaign-service.ts';

const gone = () => new RequestError('NOT_FOUND', 'Campaign not found: it was deleted, or you are no longer its game master or a member.');

interface FeedParts {
  campaigns: CampaignService;
  events: DocumentEvents;
  user: AuthenticatedUser | null;
}

/** Authorizes the subscription (the first read: null refuses it) and returns its feed, which sends that read first. */
export async function openCampaignFeed(parts: FeedParts, campaignId: string): Promise<AsyncIterableIterator<Delivery<CampaignView>>> {
  const first = await parts.campaigns.get(parts.user, campaignId);
  if (!first) throw gone();
  const feed = new CampaignFeed(parts, campaignId, first);
  await feed.follow(first);
  return feed;
}

class CampaignFeed implements AsyncIterableIterator<Delivery<CampaignView>> {
  private pending = false;
  private waiter: (() => void) | null = null;
  private first: CampaignView | null;
  private done = false;
  /** Listeners by the document they follow: the campaign and each member's character. */
  private readonly listening = new Map<string, () => void>();

  constructor(
    private readonly parts: FeedParts,
    private readonly campaignId: string,
    first: CampaignView,
  ) {
    this.first = first;
  }

  private readonly wake = () => {
    this.pending = true;
    this.waiter?.();
  };

  /** Listens to the campaign and the characters of its members now, and to nothing else. */
  async follow(view: CampaignView): Promise<void> {
    const wanted = new Map<string, () => () => void>([
      [`campaign\n${view.record.userId}\n${view.record.id}`, () => this.parts.events.listen('campaign', view.record.userId, view.record.id, this.wake)],
    ]);
    for (const member of await this.parts.campaigns.members(this.campaignId)) {
      wanted.set(`character\n${member.userId}\n${member.characterId}`, () => this.parts.events.listen('character', member.userId, member.characterId, this.wake));
    }
    if (this.done) return;
    for (const [key, stop] of this.listening) {
      if (wanted.has(key)) continue;
      stop();
      this.listening.delete(key);
    }
    for (const [key, start] of wanted) if (!this.listening.has(key)) this.listening.set(key, start());
  }

  async next(): Promise<IteratorResult<Delivery<CampaignView>>> {
    while (!this.done) {
      if (this.first) {
        const view = this.first;
        this.first = null;
        return { value: { document: view }, done: false };
      }
      if (!this.pending) await new Promise<void>((resolve) => (this.waiter = resolve));
      this.waiter = null;
      if (this.done || !this.pending) continue;
      this.pending = false;
      const view = await this.parts.campaigns.get(this.parts.user, this.campaignId);
      if (this.done) break;
      if (!view) {
        this.finish();
        return { value: { end: gone() }, done: false };
      }
      await this.follow(view);
      return { value: { document: view }, done: false };
    }
    return { value: undefined, done: true };
  }

  async return(): Promise<IteratorResult<Delivery<CampaignView>>> {
    this.finish();
    this.waiter?.();
    return { value: undefined, done: true };
  }

  private finish() {
    if (this.done) return;
    this.done = true;
    for (const stop of this.listening.values()) stop();
    this.listening.clear();
  }

  [Symbol.asyncIterator]() {
    return this;
  }
}
