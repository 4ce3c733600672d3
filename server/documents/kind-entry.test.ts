// A new kind of document is one entry in the kinds table: what is derived per kind follows from the entry alone. A
// throwaway kind (never added to the table) is run through every derivation and gets its own error code and status,
// browser storage names and list texts; the real kinds keep the names and codes they always had.
import { describe, expect, it } from 'vitest';
import { browserStorageNames, DOCUMENT_KIND, DOCUMENT_KINDS, LIMIT_ERROR_CODES, limitErrorCode, limitErrorCodes, type DocumentKindDef } from '../../core/documents/kinds.ts';
import { countText, isAtLimit, limitTooltip, noMatchText, showsSearch } from '../../core/documents/list-rules.ts';
import { REQUEST_ERROR_CODES, RequestError, requestErrorAnswers } from '../auth/request-errors.ts';
import { isClientErrorCode } from '../graphql/apollo.ts';

/** A kind the site does not have: everything about it is this entry. */
const VAULT = {
  kind: 'vault',
  label: { singular: 'vault', plural: 'vaults', unnamed: 'Unnamed Vault' },
  storageKey: 'vaults',
  limit: 10,
  maxJsonBytes: 128 * 1024,
  views: ['FULL'],
  list: { showCountAbove: 7, showSearchAbove: 3 },
  graphql: {
    type: 'Vault',
    input: 'VaultInput',
    enumValue: 'VAULT',
    list: 'vaults',
    item: 'vault',
    save: 'saveVault',
    saveMany: 'saveVaults',
    delete: 'deleteVault',
  },
} as const;

// The table's type names its kinds; a throwaway one is checked against the entry's shape everywhere else.
const vault = VAULT as unknown as DocumentKindDef;

describe('a kind of document is one entry', () => {
  it('gives a new kind its limit error code, answered as a conflict (409) like every kind’s', () => {
    expect(limitErrorCode(VAULT)).toBe('VAULT_LIMIT');
    const answers = requestErrorAnswers([...DOCUMENT_KINDS, VAULT]);
    expect(answers.VAULT_LIMIT).toEqual({ status: 409, title: 'Conflict' });
    for (const code of limitErrorCodes(DOCUMENT_KINDS)) expect(answers[code]).toEqual({ status: 409, title: 'Conflict' });
    // The fixed codes stay as they were, whatever the kinds.
    expect(answers.NOT_FOUND).toEqual({ status: 404, title: 'Not Found' });
    expect(requestErrorAnswers([]).CONFLICT).toEqual({ status: 409, title: 'Conflict' });
  });

  it('lets every kind’s limit code through error masking, with its status on the error', () => {
    expect(LIMIT_ERROR_CODES).toEqual(['CHARACTER_LIMIT', 'ENCOUNTER_LIMIT', 'STARSHIP_LIMIT', 'CAMPAIGN_LIMIT', 'HOMEBREW_LIMIT']);
    for (const code of LIMIT_ERROR_CODES) {
      expect(REQUEST_ERROR_CODES).toContain(code);
      expect(isClientErrorCode(code)).toBe(true);
      const error = new RequestError(code, 'limit reached');
      expect([error.status, error.title, error.extensions.code]).toEqual([409, 'Conflict', code]);
    }
    for (const code of REQUEST_ERROR_CODES) expect(isClientErrorCode(code)).toBe(true);
    expect(isClientErrorCode('VAULT_LIMIT')).toBe(false);
  });

  it('names a new kind’s browser database, store and channel by its frozen storage key, never by its labels', () => {
    expect(browserStorageNames(vault)).toEqual({ database: 'sw5e-vaults', store: 'vaults', channel: 'sw5e-vaults' });
    const relabelled = { ...vault, label: { singular: 'adventure', plural: 'adventures', unnamed: 'Unnamed Adventure' } };
    expect(browserStorageNames(relabelled)).toEqual(browserStorageNames(vault));
    // The names every browser already holds.
    expect(DOCUMENT_KINDS.map((def) => browserStorageNames(def).database)).toEqual(['sw5e-characters', 'sw5e-encounters', 'sw5e-starships', 'sw5e-campaigns', 'sw5e-homebrew']);
    expect(browserStorageNames(DOCUMENT_KIND.character)).toEqual({ database: 'sw5e-characters', store: 'characters', channel: 'sw5e-characters' });
  });

  it('gives a new kind’s list its count, search and limit texts', () => {
    expect([countText(vault, 7), countText(vault, 8)]).toEqual([undefined, '8 / 10']);
    expect([showsSearch(vault, 3), showsSearch(vault, 4)]).toEqual([false, true]);
    expect(isAtLimit(vault, 10)).toBe(true);
    expect(limitTooltip(vault)).toBe('10 Vault Limit');
    expect(noMatchText(vault)).toBe('No vaults found with filter.');
  });
});
