function base64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * The `Upload-Metadata` header of the tus protocol: `key base64(value)` pairs joined by commas; an empty value is
 * sent as the bare key.
 */
export function encodeTusMetadata(fields: Readonly<Record<string, string>>): string {
  return Object.entries(fields)
    .map(([key, value]) => (value === '' ? key : `${key} ${base64(value)}`))
    .join(',');
}

/** Reads an `Upload-Metadata` header back into its fields. */
export function decodeTusMetadata(header: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const pair of header.split(',')) {
    const [key = '', value = ''] = pair.trim().split(' ');
    if (key === '') continue;
    const bytes = Uint8Array.from(atob(value), (character) => character.charCodeAt(0));
    fields[key] = new TextDecoder().decode(bytes);
  }
  return fields;
}
