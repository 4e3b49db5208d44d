// Where a byte sequence stops being UTF-8, found by the rules TextDecoder's fatal mode applies (the WHATWG UTF-8
// decoder): no overlong forms, no surrogates, nothing above U+10FFFF, no sequence cut short. Runs only after a
// decode has failed, to tell the author where.

/** Byte offset of the first sequence that is not UTF-8 (its first byte), or -1 when every byte is valid. */
export function firstInvalidUtf8(bytes: Uint8Array): number {
  const n = bytes.length;
  let i = 0;
  while (i < n) {
    const lead = bytes[i];
    if (lead < 0x80) {
      i++;
      continue;
    }
    let continuations: number;
    // The second byte's range is narrower after some lead bytes: that is what rules out overlong forms,
    // surrogates (U+D800-U+DFFF) and code points above U+10FFFF.
    let low = 0x80;
    let high = 0xbf;
    if (lead >= 0xc2 && lead <= 0xdf) continuations = 1;
    else if (lead >= 0xe0 && lead <= 0xef) {
      continuations = 2;
      if (lead === 0xe0) low = 0xa0;
      else if (lead === 0xed) high = 0x9f;
    } else if (lead >= 0xf0 && lead <= 0xf4) {
      continuations = 3;
      if (lead === 0xf0) low = 0x90;
      else if (lead === 0xf4) high = 0x8f;
    } else return i;
    if (i + continuations >= n) return i;
    if (bytes[i + 1] < low || bytes[i + 1] > high) return i;
    for (let k = 2; k <= continuations; k++) if (bytes[i + k] < 0x80 || bytes[i + k] > 0xbf) return i;
    i += continuations + 1;
  }
  return -1;
}
