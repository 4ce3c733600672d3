// The MongoDB adapter's users: one document per identity-provider subject, keyed by it.
import type { Collection } from 'mongodb';
import { isDuplicateKey, type MongoConnection } from './mongodb-connection.ts';
import { NotFoundError, type UserRecord, type UserStore } from './port.ts';
import { checkUserId } from './records.ts';

interface UserDoc {
  _id: string;
  username: string;
  createdAt: string;
}

const USERS = 'users';

export class MongoUsers implements UserStore {
  constructor(private readonly connection: MongoConnection) {}

  private guard<T>(action: string, fn: () => Promise<T>): Promise<T> {
    return this.connection.guard(action, fn);
  }

  async getUser(id: string): Promise<UserRecord | null> {
    checkUserId(id);
    return this.guard('read a user', async () => toUser(await this.users().findOne({ _id: id })));
  }

  async ensureUser(id: string, defaultUsername: string): Promise<UserRecord> {
    checkUserId(id);
    if (typeof defaultUsername !== 'string') throw new Error(`ensureUser("${id}") needs a username string.`);
    return this.guard('create a user', async () => {
      try {
        const doc = await this.users().findOneAndUpdate(
          { _id: id },
          { $setOnInsert: { username: defaultUsername, createdAt: new Date().toISOString() } },
          { upsert: true, returnDocument: 'after' },
        );
        return toUser(doc)!;
      } catch (error) {
        // Two first logins at once: one upsert inserts, the other hits the key; the user exists either way.
        if (!isDuplicateKey(error)) throw error;
        return toUser(await this.users().findOne({ _id: id }))!;
      }
    });
  }

  async setUsername(id: string, username: string): Promise<UserRecord> {
    checkUserId(id);
    if (typeof username !== 'string') throw new Error(`setUsername("${id}") needs a username string.`);
    const user = await this.guard('rename a user', async () =>
      toUser(await this.users().findOneAndUpdate({ _id: id }, { $set: { username } }, { returnDocument: 'after' })),
    );
    if (!user) throw new NotFoundError(`No user with id "${id}".`);
    return user;
  }

  private users(): Collection<UserDoc> {
    return this.connection.db.collection<UserDoc>(USERS);
  }
}

function toUser(doc: UserDoc | null): UserRecord | null {
  return doc ? { id: doc._id, username: doc.username, createdAt: doc.createdAt } : null;
}
