// The character domain, shared by GraphQL and REST: each user sees and changes only their own characters.
import type { AuthenticatedUser } from '../auth/caller.ts';
import { requireUser, SCOPES } from '../auth/require-user.ts';
import { badInput, characterNotFound, RequestError } from '../auth/request-errors.ts';
import type { WriteLimiter } from '../auth/write-limiter.ts';
import { CharacterLimitError, NotFoundError, PartialSaveError, type CharacterRecord, type CharacterSaveRequest, type CharacterStore } from '../store/port.ts';
import type { UserService } from '../users/user-service.ts';
import { CHARACTER_LIMIT, jsonDataProblem } from './character-rules.ts';

/** Stored ids are UUIDs; anything much longer cannot name a character. */
const MAX_ID_LENGTH = 128;

/** Checks one save request as sent by a client; `where` prefixes messages in a batch ("Character 3: ..."). */
export function parseSaveRequest(input: unknown, where = ''): CharacterSaveRequest {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) {
    throw badInput(`${where}a character save must be an object {jsonData, id}.`, 'jsonData');
  }
  const { jsonData, id } = input as { jsonData?: unknown; id?: unknown };
  const problem = jsonDataProblem(jsonData);
  if (problem) throw badInput(`${where}${problem}`, 'jsonData');
  // The original client sends no id (or an empty one) for a character the server has not seen yet.
  if (id === undefined || id === null || id === '') return { id: null, jsonData: jsonData as string };
  if (typeof id !== 'string' || id.length > MAX_ID_LENGTH) throw badInput(`${where}id must be a character id string.`, 'id');
  return { id, jsonData: jsonData as string };
}

function translate(error: unknown): never {
  if (error instanceof NotFoundError) throw characterNotFound();
  // The database went away mid-batch and could not take back every save: say exactly which were kept.
  if (error instanceof PartialSaveError) {
    throw new RequestError('SERVICE_UNAVAILABLE', error.message, { savedIds: error.saved.map((c) => c.id) });
  }
  if (error instanceof CharacterLimitError) {
    throw new RequestError('CHARACTER_LIMIT', `Character limit reached: you can store at most ${error.limit} characters. Delete one before adding another.`, {
      limit: error.limit,
    });
  }
  throw error;
}

export class CharacterService {
  constructor(
    private readonly store: CharacterStore,
    private readonly users: UserService,
    private readonly writes: WriteLimiter,
  ) {}

  async list(caller: AuthenticatedUser | null): Promise<CharacterRecord[]> {
    const user = requireUser(caller, SCOPES.read);
    await this.users.ensureStored(user);
    return this.store.listCharacters(user.id);
  }

  /** The caller's character, or null: another user's id reads exactly like an unknown one. */
  async get(caller: AuthenticatedUser | null, id: string): Promise<CharacterRecord | null> {
    const user = requireUser(caller, SCOPES.read);
    if (typeof id !== 'string' || id.length > MAX_ID_LENGTH) return null;
    return this.store.getCharacter(user.id, id);
  }

  /** Creates (no id) or updates one character atomically; returns the stored record. */
  async save(caller: AuthenticatedUser | null, input: unknown): Promise<CharacterRecord> {
    const user = requireUser(caller, SCOPES.write);
    await this.writes.consume(user.id);
    const request = parseSaveRequest(input);
    await this.users.ensureStored(user);
    return this.store.saveCharacter(user.id, request, CHARACTER_LIMIT).catch(translate);
  }

  /** Saves several (the list page's first sync); each save is atomic, the limit is checked up front. */
  async saveMany(caller: AuthenticatedUser | null, inputs: unknown): Promise<CharacterRecord[]> {
    const user = requireUser(caller, SCOPES.write);
    // Each character of a batch is one write; an oversized batch is refused below, so count at most one past the cap.
    await this.writes.consume(user.id, Array.isArray(inputs) ? Math.max(1, Math.min(inputs.length, CHARACTER_LIMIT + 1)) : 1);
    if (!Array.isArray(inputs)) throw badInput('characterRequests must be a list of {jsonData, id}.', 'characterRequests');
    if (inputs.length > CHARACTER_LIMIT) {
      throw badInput(`A batch holds at most ${CHARACTER_LIMIT} characters (got ${inputs.length}).`, 'characterRequests');
    }
    const requests = inputs.map((input, i) => parseSaveRequest(input, inputs.length > 1 ? `Character ${i + 1}: ` : ''));
    const ids = requests.map((r) => r.id).filter((id): id is string => id != null);
    const repeated = ids.find((id, i) => ids.indexOf(id) !== i);
    if (repeated) throw badInput(`Character "${repeated}" appears twice in one batch; send it once.`, 'id');
    if (requests.length === 0) return [];
    await this.users.ensureStored(user);
    return this.store.saveCharacters(user.id, requests, CHARACTER_LIMIT).catch(translate);
  }

  async delete(caller: AuthenticatedUser | null, id: string): Promise<void> {
    const user = requireUser(caller, SCOPES.write);
    await this.writes.consume(user.id);
    const deleted = typeof id === 'string' && id.length <= MAX_ID_LENGTH && (await this.store.deleteCharacter(user.id, id));
    if (!deleted) throw characterNotFound();
  }
}
