// When an export to file counts as the user's copy: a second after the download starts (the browser has begun
// writing it by then). The character and starship menus both mark the document clean after it.
export const EXPORT_MARK_CLEAN_MS = 1000;
