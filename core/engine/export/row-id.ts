// Row ids of Roll20 repeating sections: '-M' followed by 18 letters and digits (importers find rows by this shape).
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export const ROW_ID_PATTERN = /^-M[A-Za-z0-9]{18}$/;

export function makeRowId(random: () => number = Math.random): string {
  let id = '-M';
  for (let i = 0; i < 18; i++) id += ALPHABET[Math.floor(random() * ALPHABET.length)];
  return id;
}
