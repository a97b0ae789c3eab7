/**
 * Shrinks the PGlite template's dump (a ustar archive of the data folder) to the write-ahead log
 * a copy needs. Every test file loads the dump into memory, and its log was two thirds of it: two
 * 16 MB segments, one of them the seeding's log (already checkpointed), one preallocated and
 * unused. The template is dumped right after a log switch and a checkpoint, so the current
 * segment holds little more than the checkpoint record; it is kept up to the page after its last
 * written byte (PostgreSQL reads the log a page at a time and stops at the first empty page), and
 * the other segments are left out (PostgreSQL creates a segment when it reaches one that is not there).
 */

const BLOCK = 512;
/** PostgreSQL's write-ahead log page (XLOG_BLCKSZ). */
const WAL_PAGE = 8192;
const SEGMENT = /(^|\/)pg_wal\/[0-9A-F]{24}$/;

/** Zero bytes that fill an entry of `size` bytes up to the archive's next block. */
const padding = (size: number) => new Uint8Array((BLOCK - (size % BLOCK)) % BLOCK);

/** A NUL-terminated header field. */
function text(field: Uint8Array): string {
  const end = field.indexOf(0);
  return new TextDecoder().decode(end === -1 ? field : field.subarray(0, end));
}

function entryName(header: Uint8Array): string {
  const name = text(header.subarray(0, 100));
  const prefix = text(header.subarray(345, 500));
  return prefix ? `${prefix}/${name}` : name;
}

/** Writes `size` into a copy of the header, with the header checksum computed again. */
function withSize(header: Uint8Array, size: number): Uint8Array {
  const out = header.slice();
  out.set(new TextEncoder().encode(`${size.toString(8).padStart(11, '0')}\0`), 124);
  out.fill(0x20, 148, 156); // the checksum counts its own field as spaces
  const sum = out.reduce((a, b) => a + b, 0);
  out.set(new TextEncoder().encode(`${sum.toString(8).padStart(6, '0')}\0 `), 148);
  return out;
}

/** The length of a log segment up to the page after its last written byte. */
function usedLength(data: Uint8Array): number {
  let last = data.length - 1;
  while (last >= 0 && data[last] === 0) last--;
  const pages = Math.ceil((last + 1) / WAL_PAGE) + 1;
  return Math.min(data.length, pages * WAL_PAGE);
}

/** The archive without the log segments other than `currentSegment`, and that one trimmed. */
export function trimWriteAheadLog(tar: Uint8Array, currentSegment: string): Uint8Array {
  const parts: Uint8Array[] = [];
  let offset = 0;
  let keptCurrent = false;
  while (offset + BLOCK <= tar.length) {
    const header = tar.subarray(offset, offset + BLOCK);
    if (header.every((b) => b === 0)) break;
    const size = parseInt(text(header.subarray(124, 136)).trim() || '0', 8);
    const data = tar.subarray(offset + BLOCK, offset + BLOCK + size);
    offset += BLOCK + Math.ceil(size / BLOCK) * BLOCK;
    const name = entryName(header);
    if (!SEGMENT.test(name)) {
      parts.push(header, data, padding(size));
      continue;
    }
    if (!name.endsWith(`/${currentSegment}`)) continue;
    const kept = data.subarray(0, usedLength(data));
    parts.push(withSize(header, kept.length), kept, padding(kept.length));
    keptCurrent = true;
  }
  if (!keptCurrent) throw new Error(`The dump holds no write-ahead log segment ${currentSegment}`);
  parts.push(new Uint8Array(2 * BLOCK));
  return Buffer.concat(parts);
}
