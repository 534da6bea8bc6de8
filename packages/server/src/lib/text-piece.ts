// A piece of long text as it arrived in a request body: text, or (plain ASCII) its bytes, which
// live outside the JS heap so megabytes of it do not weigh on the garbage collector.

export type TextPiece = string | Uint8Array;

/** The text of a piece; bytes pieces are ASCII, so latin1 reads them exactly. */
export function textOf(piece: TextPiece): string {
  return typeof piece === 'string'
    ? piece
    : Buffer.from(piece.buffer, piece.byteOffset, piece.byteLength).toString('latin1');
}
