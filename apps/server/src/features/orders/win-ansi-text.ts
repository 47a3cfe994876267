/**
 * The characters PDF's standard fonts (Helvetica…) can draw: WinAnsiEncoding (PDF 1.7, Annex D),
 * that is printable Latin-1 and these 27 from Windows-1252.
 */
const WIN_ANSI_EXTRAS = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
const isWinAnsi = (character: string) => {
  const code = character.codePointAt(0) ?? 0;
  return (
    character === '\n' ||
    (code >= 0x20 && code <= 0x7e) ||
    (code >= 0xa0 && code <= 0xff) ||
    WIN_ANSI_EXTRAS.includes(character)
  );
};

/** A character outside the set: its letter without accents if that is in the set ("ő" → "o"), else "?". */
function standIn(character: string) {
  const bare = character.normalize('NFKD').replace(/\p{M}/gu, '');
  return bare !== '' && [...bare].every(isWinAnsi) ? bare : '?';
}

/**
 * Text as a standard PDF font can show it. pdfkit draws any other character as an unrelated glyph
 * without complaint, so "王小明" would print as gibberish; it prints as "???" instead, and the
 * order keeps the exact text.
 */
export const toWinAnsi = (text: string) =>
  Array.from(
    text
      .replace(/\r\n?/g, '\n')
      .replace(/[^\S\n]/g, ' ')
      .normalize('NFC'),
    (character) => (isWinAnsi(character) ? character : standIn(character)),
  ).join('');
