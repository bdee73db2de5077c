/**
 * Reads a body stream as it arrives, giving up once it passes `limit` bytes: the bytes, or null
 * when over. The one byte counter behind every capped read: route handlers' bodies
 * (`readBodyCapped` in ./http.ts) and the proxy's copy of a server action's (./request-guard.ts).
 */
export async function readBytesCapped(body: ReadableStream<Uint8Array> | null, limit: number): Promise<Uint8Array | null> {
  if (!body) return new Uint8Array();
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      // Not awaited: a request's copy is one branch of a tee, whose cancel settles only once the
      // other branch, the request's own body, is cancelled too.
      reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  return chunks.length === 1 ? (chunks[0] as Uint8Array) : Buffer.concat(chunks, size);
}
