// An in-memory stand-in for the server's document API of one kind, with revisions (a save from an older revision is
// refused as a conflict carrying the current copy, a batch with any such save is refused whole), switchable failures
// and held answers, and followers told of every stored revision (as the live socket tells them), for tests.
import { CloudDocumentError, type CloudErrorKind, type CloudRecord, type CloudSaveInput, type DocumentCloud, type DocumentFollower } from '../document-cloud.ts';

export interface FakeCloudCall {
  method: 'list' | 'save' | 'saveMany' | 'delete';
  inputs?: CloudSaveInput[];
  id?: string;
}

export class FakeCloud implements DocumentCloud {
  readonly records = new Map<string, CloudRecord>();
  readonly calls: FakeCloudCall[] = [];
  private failures: { kind: CloudErrorKind; message: string }[] = [];
  private held: { release: () => void; promise: Promise<void> } | undefined;
  private nextId = 1;
  /** Runs as a call arrives, before it is answered (another device saving in between two calls of this one). */
  onCall: ((method: FakeCloudCall['method']) => void) | undefined;
  private clock = Date.parse('2026-01-01T00:00:00Z');
  /** The live followers of each document (DocumentCloud.follow). */
  readonly followers = new Map<string, Set<DocumentFollower>>();

  constructor(
    readonly userId = 'user-1',
    readonly limit = 20,
  ) {}

  /** The next `times` calls fail with this kind of error. */
  failNext(kind: CloudErrorKind, times = 1, message = `fake ${kind} failure`): void {
    for (let i = 0; i < times; i++) this.failures.push({ kind, message });
  }

  /** Calls wait until release() (to edit while an upload is under way). */
  hold(): () => void {
    let release = () => undefined as void;
    const promise = new Promise<void>((resolve) => (release = resolve));
    this.held = { release, promise };
    return () => {
      this.held = undefined;
      release();
    };
  }

  private stamp(): string {
    this.clock += 1000;
    return new Date(this.clock).toISOString();
  }

  seed(document: object): CloudRecord {
    const id = `cloud-${this.nextId++}`;
    const record = { id, userId: this.userId, jsonData: JSON.stringify({ ...document, id }), revision: 1, changedAt: this.stamp() };
    this.records.set(id, record);
    return record;
  }

  /** Another device saves: the stored document becomes `document` at the next revision. */
  saveElsewhere(id: string, document: object): CloudRecord {
    const current = this.records.get(id);
    if (!current) throw new Error(`No stored document ${id}`);
    const record = { ...current, jsonData: JSON.stringify({ ...document, id }), revision: current.revision + 1, changedAt: this.stamp() };
    this.records.set(id, record);
    this.announce(record);
    return record;
  }

  /** Another device deletes it: its followers' subscriptions end. */
  deleteElsewhere(id: string): void {
    this.records.delete(id);
    for (const follower of this.followers.get(id) ?? []) queueMicrotask(() => follower.ended());
    this.followers.delete(id);
  }

  /** Tells the followers of a stored revision, after the call that stored it (as a socket message would arrive). */
  private announce(record: CloudRecord): void {
    const copy = { revision: record.revision, jsonData: record.jsonData, changedAt: record.changedAt };
    for (const follower of this.followers.get(record.id) ?? []) queueMicrotask(() => follower.changed(copy));
  }

  follow(id: string, sinceRevision: number | null, listener: DocumentFollower): () => void {
    const followers = this.followers.get(id) ?? new Set();
    this.followers.set(id, followers);
    followers.add(listener);
    const current = this.records.get(id);
    if (current && sinceRevision !== null && current.revision > sinceRevision) this.announce(current);
    return () => void followers.delete(listener);
  }

  stored(id: string): Record<string, unknown> | undefined {
    const record = this.records.get(id);
    return record ? (JSON.parse(record.jsonData) as Record<string, unknown>) : undefined;
  }

  private async gate(): Promise<void> {
    this.onCall?.(this.calls.at(-1)!.method);
    if (this.held) await this.held.promise;
    const failure = this.failures.shift();
    if (failure) throw new CloudDocumentError(failure.kind, failure.message);
  }

  /** The conflict a save from this input would be (its base is older than the stored revision). */
  private conflictOf(input: CloudSaveInput) {
    const current = input.id ? this.records.get(input.id) : undefined;
    if (!current || typeof input.baseRevision !== 'number' || input.baseRevision === current.revision) return undefined;
    return { id: current.id, current: { jsonData: current.jsonData, revision: current.revision, changedAt: current.changedAt } };
  }

  private store(input: CloudSaveInput): CloudRecord {
    if (input.id && !this.records.has(input.id)) throw new CloudDocumentError('not-found', 'Document not found.');
    const id = input.id || `cloud-${this.nextId++}`;
    const revision = (this.records.get(id)?.revision ?? 0) + 1;
    const record = { id, userId: this.userId, jsonData: input.jsonData, revision, changedAt: this.stamp() };
    this.records.set(id, record);
    this.announce(record);
    return record;
  }

  async list(): Promise<CloudRecord[]> {
    this.calls.push({ method: 'list' });
    await this.gate();
    return [...this.records.values()].map((record) => ({ ...record }));
  }

  async save(input: CloudSaveInput): Promise<CloudRecord> {
    this.calls.push({ method: 'save', inputs: [input] });
    await this.gate();
    if (!input.id && this.records.size >= this.limit) throw new CloudDocumentError('limit', `Character limit reached: at most ${this.limit}.`);
    const conflict = this.conflictOf(input);
    if (conflict) throw new CloudDocumentError('conflict', 'Saved meanwhile from elsewhere.', undefined, { conflicts: [conflict] });
    return { ...this.store(input) };
  }

  async saveMany(inputs: CloudSaveInput[]): Promise<CloudRecord[]> {
    this.calls.push({ method: 'saveMany', inputs });
    await this.gate();
    const creates = inputs.filter((input) => !input.id).length;
    if (this.records.size + creates > this.limit) throw new CloudDocumentError('limit', `Character limit reached: at most ${this.limit}.`);
    for (const input of inputs) if (input.id && !this.records.has(input.id)) throw new CloudDocumentError('not-found', 'Document not found.');
    const conflicts = inputs.map((input) => this.conflictOf(input)).filter((conflict) => conflict !== undefined);
    if (conflicts.length > 0) throw new CloudDocumentError('conflict', 'Some were saved meanwhile from elsewhere.', undefined, { conflicts });
    return inputs.map((input) => ({ ...this.store(input) }));
  }

  async delete(id: string, baseRevision?: number | null): Promise<void> {
    this.calls.push({ method: 'delete', id });
    await this.gate();
    const conflict = this.conflictOf({ id, jsonData: '', baseRevision: baseRevision ?? null });
    if (conflict) throw new CloudDocumentError('conflict', 'Saved meanwhile from elsewhere.', undefined, { conflicts: [conflict] });
    if (!this.records.delete(id)) throw new CloudDocumentError('not-found', 'Document not found.');
  }

  count(method: FakeCloudCall['method']): number {
    return this.calls.filter((call) => call.method === method).length;
  }
}
