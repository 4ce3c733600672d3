// An in-memory stand-in for the server's character API, with switchable failures and held answers, for tests.
import { CloudCharacterError, type CharacterCloud, type CloudCharacterRecord, type CloudErrorKind, type CloudSaveInput } from '../cloud-characters.ts';

export interface FakeCloudCall {
  method: 'list' | 'save' | 'saveMany' | 'delete';
  inputs?: CloudSaveInput[];
  id?: string;
}

export class FakeCloud implements CharacterCloud {
  readonly records = new Map<string, CloudCharacterRecord>();
  readonly calls: FakeCloudCall[] = [];
  private failures: { kind: CloudErrorKind; message: string }[] = [];
  private held: { release: () => void; promise: Promise<void> } | undefined;
  private nextId = 1;

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

  seed(character: Record<string, unknown>): CloudCharacterRecord {
    const id = `cloud-${this.nextId++}`;
    const record = { id, userId: this.userId, jsonData: JSON.stringify({ ...character, id }) };
    this.records.set(id, record);
    return record;
  }

  stored(id: string): Record<string, unknown> | undefined {
    const record = this.records.get(id);
    return record ? (JSON.parse(record.jsonData) as Record<string, unknown>) : undefined;
  }

  private async gate(): Promise<void> {
    if (this.held) await this.held.promise;
    const failure = this.failures.shift();
    if (failure) throw new CloudCharacterError(failure.kind, failure.message);
  }

  private store(input: CloudSaveInput): CloudCharacterRecord {
    if (input.id && !this.records.has(input.id)) throw new CloudCharacterError('not-found', 'Character not found.');
    const id = input.id || `cloud-${this.nextId++}`;
    const record = { id, userId: this.userId, jsonData: input.jsonData };
    this.records.set(id, record);
    return record;
  }

  async list(): Promise<CloudCharacterRecord[]> {
    this.calls.push({ method: 'list' });
    await this.gate();
    return [...this.records.values()].map((record) => ({ ...record }));
  }

  async save(input: CloudSaveInput): Promise<CloudCharacterRecord> {
    this.calls.push({ method: 'save', inputs: [input] });
    await this.gate();
    if (!input.id && this.records.size >= this.limit) throw new CloudCharacterError('limit', `Character limit reached: at most ${this.limit}.`);
    return { ...this.store(input) };
  }

  async saveMany(inputs: CloudSaveInput[]): Promise<CloudCharacterRecord[]> {
    this.calls.push({ method: 'saveMany', inputs });
    await this.gate();
    const creates = inputs.filter((input) => !input.id).length;
    if (this.records.size + creates > this.limit) throw new CloudCharacterError('limit', `Character limit reached: at most ${this.limit}.`);
    for (const input of inputs) if (input.id && !this.records.has(input.id)) throw new CloudCharacterError('not-found', 'Character not found.');
    return inputs.map((input) => ({ ...this.store(input) }));
  }

  async delete(id: string): Promise<void> {
    this.calls.push({ method: 'delete', id });
    await this.gate();
    if (!this.records.delete(id)) throw new CloudCharacterError('not-found', 'Character not found.');
  }

  count(method: FakeCloudCall['method']): number {
    return this.calls.filter((call) => call.method === method).length;
  }
}
