/**
 * IBM code page 437, which the SIE standard calls PC8: the character set classic SIE files must be written in
 * (#FORMAT PC8), so that accounting programs read 'Försäljning' and not 'FÃ¶rsÃ¤ljning'.
 */
const UPPER_HALF =
  'ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜ¢£¥₧ƒáíóúñÑªº¿⌐¬½¼¡«»░▒▓│┤╡╢╖╕╣║╗╝╜╛┐└┴┬├─┼╞╟╚╔╩╦╠═╬╧╨╤╥╙╘╒╓╫╪┘┌█▄▌▐▀αßΓπΣσµτΦΘΩδ∞φε∩≡±≥≤⌠⌡÷≈°∙·√ⁿ²■\u00a0';

const BYTE_OF = new Map([...UPPER_HALF].map((char, i) => [char, 0x80 + i]));

/** A character the code page lacks becomes '?', as the SIE standard's readers expect of an unknown character. */
export function encodeCp437(text: string): Uint8Array {
  const chars = [...text];
  const bytes = new Uint8Array(chars.length);
  chars.forEach((char, i) => {
    const code = char.codePointAt(0)!;
    bytes[i] = code < 0x80 ? code : (BYTE_OF.get(char) ?? 0x3f);
  });
  return bytes;
}

export function decodeCp437(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += byte < 0x80 ? String.fromCharCode(byte) : UPPER_HALF[byte - 0x80];
  return text;
}
