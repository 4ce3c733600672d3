// Addresses of the campaign pages, from the route table.
import { ROUTES, routePath } from '../../../../../core/routes.ts';

export const campaignPath = (campaignId: string) => routePath(ROUTES.campaign, { campaignId });
export const campaignMemberSheetPath = (campaignId: string, characterId: string) => routePath(ROUTES.campaignMemberSheet, { campaignId, characterId });
export const campaignJoinPath = (invite: string) => routePath(ROUTES.campaignJoin, { invite });
/** The whole link a game master hands out (this site's origin). */
export const campaignInviteLink = (invite: string, origin = window.location.origin) => `${origin}${campaignJoinPath(invite)}`;
