// The user and character paths of the original API: a route table and shape mapping over the account
// services (the same instances GraphQL uses). An anonymous caller is told to sign in by the services themselves.
import { Router, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import type { AuthenticatedUser } from '../server/auth/caller.ts';
import { RequestError } from '../server/auth/request-errors.ts';
import type { AccountServices } from '../server/services.ts';
import type { CharacterRecord, UserRecord } from '../server/store/port.ts';
import { sendRequestError } from '../server/http/request-error-response.ts';

export interface AccountRouteDeps extends AccountServices {
  authenticate(req: Request): Promise<AuthenticatedUser | null>;
}

/** The original API's shapes. */
const userShape = (u: UserRecord) => ({ id: u.id, username: u.username });
const characterShape = (c: CharacterRecord) => ({ id: c.id, userId: c.userId, jsonData: c.jsonData });

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
        if (body === undefined) res.status(204).end();
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

  router.get('/character', handle(200, async (caller) => (await deps.characters.list(caller)).map(characterShape)));
  router.post('/character', handle(200, async (caller, req) => characterShape(await deps.characters.save(caller, req.body))));
  router.post(
    '/character/multiple',
    handle(200, async (caller, req) => (await deps.characters.saveMany(caller, field(req, 'characterRequests'))).map(characterShape)),
  );
  router.delete(
    '/character/:id',
    handle(204, async (caller, req) => {
      await deps.characters.delete(caller, String(req.params.id));
      return undefined;
    }),
  );

  // The paths exist, other methods do not.
  const allowed: Record<string, string> = { '/user': 'GET, POST', '/character': 'GET, POST', '/character/multiple': 'POST', '/character/:id': 'DELETE' };
  for (const [path, allow] of Object.entries(allowed)) {
    router.all(path, (_req, res) => {
      res.setHeader('Allow', allow);
      res.status(405).json({ error: 'Method Not Allowed', message: `Use ${allow} on /api${path}.` });
    });
  }
  return router;
}
