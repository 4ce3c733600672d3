// The user and character paths of the original API. They need a signed-in user: until sign-in is wired, 401.
import { Router } from 'express';

export function createAccountRoutes(): Router {
  const router = Router();
  const unauthorized = (_req: unknown, res: import('express').Response) =>
    void res.status(401).json({ error: 'Unauthorized', message: 'Sign in required: send a valid bearer access token.' });
  router.all('/user', unauthorized);
  router.all('/character', unauthorized);
  router.all('/character/multiple', unauthorized);
  router.all('/character/:id', unauthorized);
  return router;
}
