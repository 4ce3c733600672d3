// The user domain, shared by GraphQL (me, updateUsername) and REST (/api/user): one place for its rules.
import type { AuthenticatedUser } from '../auth/caller.ts';
import { requireUser, SCOPES } from '../auth/require-user.ts';
import { badInput } from '../auth/request-errors.ts';
import type { WriteLimiter } from '../auth/write-limiter.ts';
import type { UserRecord, UserStore } from '../store/port.ts';
import { defaultUsername, usernameProblem } from './username.ts';

/** How many user ids are remembered as already stored (saves one store call per request). */
const KNOWN_USERS_MAX = 10_000;

export class UserService {
  private readonly known = new Set<string>();

  constructor(
    private readonly store: UserStore,
    private readonly writes: WriteLimiter,
  ) {}

  /** The caller's user record, created on first use (id = the token's subject). */
  async me(caller: AuthenticatedUser | null): Promise<UserRecord> {
    return this.ensure(requireUser(caller, SCOPES.read));
  }

  async updateUsername(caller: AuthenticatedUser | null, username: unknown): Promise<UserRecord> {
    const user = requireUser(caller, SCOPES.write);
    await this.writes.consume(user.id);
    if (typeof username !== 'string') throw badInput('username must be a string.', 'username');
    const problem = usernameProblem(username);
    if (problem) throw badInput(problem, 'username');
    await this.ensure(user);
    return this.store.setUsername(user.id, username);
  }

  /** Makes sure the caller's record exists before their characters are touched. */
  async ensureStored(user: AuthenticatedUser): Promise<void> {
    if (!this.known.has(user.id)) await this.ensure(user);
  }

  private async ensure(user: AuthenticatedUser): Promise<UserRecord> {
    const record = await this.store.ensureUser(user.id, defaultUsername(user.name, user.id));
    if (this.known.size >= KNOWN_USERS_MAX) this.known.clear();
    this.known.add(user.id);
    return record;
  }
}
