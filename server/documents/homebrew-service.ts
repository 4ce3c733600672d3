// Homebrew packs as they travel: a user's pack exported as its zip (core/homebrew/pack-files.ts) and a zip imported
// as a new pack, all or nothing. Storage goes through the document service, so an imported pack meets every check,
// limit and write limit a saved one does.
import { homebrewAdapter } from '../../core/documents/adapters.ts';
import { MAX_PACK_FILES_BYTES, packFromZip, packToZip } from '../../core/homebrew/pack-files.ts';
import type { AuthenticatedUser } from '../auth/caller.ts';
import { RequestError } from '../auth/request-errors.ts';
import { requireUser, SCOPES } from '../auth/require-user.ts';
import type { DocumentRecord } from '../store/port.ts';
import type { DocumentService } from './document-service.ts';

/** The base64 text of the largest zip taken: the pack files' bound, as base64 (4 characters per 3 bytes). */
const MAX_ZIP_BASE64 = Math.ceil((MAX_PACK_FILES_BYTES * 4) / 3) + 4;

export class HomebrewService {
  constructor(private readonly documents: DocumentService) {}

  /** The caller's pack as a zip, or null when it is not one of theirs. */
  async exportZip(caller: AuthenticatedUser | null, id: unknown): Promise<{ fileName: string; zipBase64: string } | null> {
    const record = await this.documents.get('homebrew', caller, id);
    if (!record) return null;
    const parsed = homebrewAdapter.parse(record.jsonData);
    // Every stored pack parsed when it was saved; one that no longer does is not exported half.
    if (!parsed.ok) throw new RequestError('BAD_USER_INPUT', `The stored pack no longer reads: ${parsed.problem}`, { field: 'id' });
    const { id: _id, userId: _user, localId: _local, changedAt: _changed, createdAt: _created, ...pack } = parsed.value;
    const name = (pack.name.match(/[A-Za-z0-9]+/g) ?? []).join('-').toLowerCase() || 'homebrew-pack';
    return { fileName: `${name}.zip`, zipBase64: Buffer.from(packToZip(pack)).toString('base64') };
  }

  /** A zipped pack stored as a new pack of the caller's; every refused file is named in `extensions.issues`. */
  async importZip(caller: AuthenticatedUser | null, zipBase64: unknown): Promise<DocumentRecord> {
    requireUser(caller, SCOPES.write);
    if (typeof zipBase64 !== 'string' || zipBase64.length > MAX_ZIP_BASE64 || !/^[A-Za-z0-9+/]*={0,2}$/.test(zipBase64)) {
      throw refused([{ file: '(the zip)', reason: `zipBase64 must be a zip as base64 text of at most ${MAX_PACK_FILES_BYTES / 1024 / 1024} MB` }]);
    }
    const read = packFromZip(new Uint8Array(Buffer.from(zipBase64, 'base64')));
    if (!read.ok) throw refused(read.issues);
    return this.documents.save('homebrew', caller, { jsonData: JSON.stringify(read.pack) });
  }
}

function refused(issues: readonly { file: string; field?: string; reason: string }[]): RequestError {
  const lines = issues.map((i) => `${i.file}${i.field ? ` (${i.field})` : ''}: ${i.reason}`);
  return new RequestError('BAD_USER_INPUT', `The pack was not imported: ${lines.join('; ')}`, { field: 'zipBase64', issues });
}
