// The user and character paths of the original API: a route table and shape mapping over the account
// services (the same instances GraphQL uses). An anonymous caller is told to sign in by the services themselves.
// Characters carry their revision: a single character answers with it as a strong ETag, and a save with If-Match (or
// a baseRevision in the body) from an older revision answers 409 with the stored character; so does a delete with an
// If-Match. A save or delete with neither is unconditional, as the original API's tools expect.
import { Router, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import type { AuthenticatedUser } from '../server/auth/caller.ts';
import { badInput, documentNotFound, RequestError } from '../server/auth/request-errors.ts';
import type { AccountServices } from '../server/services.ts';
import type { DocumentRecord, UserRecord } from '../server/store/port.ts';
import { clientHas } from '../server/http/conditional-get.ts';
import { sendRequestError } from '../server/http/request-error-response.ts';

export interface AccountRouteDeps extends AccountServices {
  authenticate(req: Request): Promise<AuthenticatedUser | null>;
}

/** The original API's shapes. */
const userShape = (u: UserRecord) => ({ id: u.id, username: u.username });
const characterShape = (c: DocumentRecord) => ({ id: c.id, userId: c.userId, jsonData: c.jsonData, revision: c.revision, changedAt: c.changedAt });

/** A revision as a strong entity tag. */
const etagOf = (c: DocumentRecord) => `"${c.revision}"`;

/**
 * The revision an If-Match header names, or undefined without one (or with `*`, which any stored character matches).
 * Only a single strong tag of a revision is understood; anything else is refused rather than guessed at.
 */
function ifMatchRevision(req: Request): number | undefined {
  const header = req.headers['if-match'];
  if (header === undefined || header.trim() === '*') return undefined;
  const match = /^\s*"([1-9][0-9]{0,15})"\s*$/.exec(header);
  if (!match) throw badInput(`If-Match must be one ETag of a character as the server sent it ("3"), got ${JSON.stringify(header)}.`, 'If-Match');
  return Number(match[1]);
}

/** The body with If-Match's revision as its baseRevision (the two must agree when both are given). */
function withIfMatch(req: Request, body: unknown): unknown {
  const revision = ifMatchRevision(req);
  if (revision === undefined) return body;
  const object = body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  if (object.baseRevision !== undefined && object.baseRevision !== null && object.baseRevision !== revision) {
    throw badInput(`If-Match names revision ${revision} but the body's baseRevision is ${JSON.stringify(object.baseRevision)}; send one.`, 'baseRevision');
  }
  return { ...object, baseRevision: revision };
}

/** A handler's answer meaning "the caller's copy is current": 304 without a body. */
const NOT_MODIFIED = Symbol('not modified');

type Handler = (caller: AuthenticatedUser | null, req: Request, res: Response) => Promise<unknown>;

export function createAccountRoutes(deps: AccountRouteDeps): Router {
  const router = Router();

  /** Runs a handler for the caller; answers JSON (or 204 for undefined), errors as the services named them. */
  const handle =
    (status: number, h: Handler): RequestHandler =>
    async (req: Request, res: Response, next: NextFunction) => {
      // Personal data: never stored by shared caches or the browser's HTTP cache.
      res.setHeader('Cache-Control', 'no-store');
      try {
        const body = await h(await deps.authenticate(req), req, res);
        if (body === NOT_MODIFIED) res.status(304).end();
        else if (body === undefined) res.status(204).end();
        else res.status(status).json(body);
      } catch (error) {
        if (error instanceof RequestError) sendRequestError(res, error);
        else next(error);
      }
    };
  // A missing or non-object body reads as empty: the services then name the missing field, after checking
  // the token (a request without sign-in is told so first).
  const field = (req: Request, name: string): unknown =>
    req.body !== null && typeof req.body === 'object' && !Array.isArray(req.body) ? (req.body as Record<string, unknown>)[name] : undefined;

  router.get('/user', handle(200, async (caller) => userShape(await deps.users.me(caller))));
  router.post('/user', handle(200, async (caller, req) => userShape(await deps.users.updateUsername(caller, field(req, 'username')))));

  /** One character as the answer, with its revision as the ETag. */
  const single = (res: Response, character: DocumentRecord) => {
    res.setHeader('ETag', etagOf(character));
    return characterShape(character);
  };

  router.get('/character', handle(200, async (caller) => (await deps.documents.list('character', caller)).map(characterShape)));
  router.post(
    '/character',
    handle(200, async (caller, req, res) => single(res, await deps.documents.save('character', caller, withIfMatch(req, req.body)))),
  );
  router.post(
    '/character/multiple',
    handle(200, async (caller, req) =>
      (await deps.documents.saveMany('character', caller, field(req, 'characterRequests'), 'characterRequests')).map(characterShape),
    ),
  );
  router.get(
    '/character/:id',
    handle(200, async (caller, req, res) => {
      const character = await deps.documents.get('character', caller, String(req.params.id));
      if (!character) throw documentNotFound('character');
      // Unchanged since the caller's copy: nothing to send.
      if (clientHas(req, etagOf(character))) {
        res.setHeader('ETag', etagOf(character));
        return NOT_MODIFIED;
      }
      return single(res, character);
    }),
  );
  router.put(
    '/character/:id',
    handle(200, async (caller, req, res) => {
      // The path names the character; an id in the body must agree with it.
      const body = req.body !== null && typeof req.body === 'object' && !Array.isArray(req.body) ? (req.body as Record<string, unknown>) : {};
      if (body.id !== undefined && body.id !== null && body.id !== '' && body.id !== req.params.id) {
        throw badInput(`The body's id ${JSON.stringify(body.id)} is not the character of the path (${String(req.params.id)}).`, 'id');
      }
      return single(res, await deps.documents.save('character', caller, withIfMatch(req, { ...body, id: String(req.params.id) })));
    }),
  );
  router.delete(
    '/character/:id',
    handle(204, async (caller, req) => {
      // If-Match: a delete from an older revision answers 409 with the stored character, which stays.
      await deps.documents.delete('character', caller, String(req.params.id), ifMatchRevision(req));
      return undefined;
    }),
  );

  // The paths exist, other methods do not.
  const allowed: Record<string, string> = {
    '/user': 'GET, POST',
    '/character': 'GET, POST',
    '/character/multiple': 'POST',
    '/character/:id': 'GET, PUT, DELETE',
  };
  for (const [path, allow] of Object.entries(allowed)) {
    router.all(path, (_req, res) => {
      res.setHeader('Allow', allow);
      res.status(405).json({ error: 'Method Not Allowed', message: `Use ${allow} on /api${path}.` });
    });
  }
  return router;
}
