// The entry names of an OLE2 compound file (Word 97, Excel 97, encrypted Office Open XML), read from its directory.

const SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1] as const;
const HEADER_SIZE = 512;
/** Sector numbers at or above this mark the end of a chain or a special sector, never data. */
const MAX_REGULAR_SECTOR = 0xfffffffa;
/** How many FAT sector numbers the header itself lists; more follow in DIFAT sectors. */
const HEADER_DIFAT_ENTRIES = 109;
const DIRECTORY_ENTRY_SIZE = 128;
/** A directory entry's name is at most 31 UTF-16 code units and a terminating NUL. */
const MAX_NAME_BYTES = 64;
const STORAGE = 1;
const STREAM = 2;
const ROOT = 5;

/**
 * The names of the storages and streams in a compound file's directory, or undefined when the bytes
 * are not one or its header or directory chain is damaged. Every chain is followed at most once per
 * sector, so a looping chain ends.
 */
export function compoundFileEntryNames(bytes: Uint8Array): string[] | undefined {
  if (bytes.length < HEADER_SIZE || SIGNATURE.some((byte, index) => bytes[index] !== byte)) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const shift = view.getUint16(0x1e, true);
  if (shift !== 9 && shift !== 12) return undefined;
  const sectorSize = 1 << shift;
  const sectorCount = Math.floor((bytes.length - HEADER_SIZE) / sectorSize);
  const offsetOf = (sector: number): number | undefined =>
    sector < sectorCount ? HEADER_SIZE + sector * sectorSize : undefined;
  const perSector = sectorSize / 4;

  // The FAT's own sectors: first those the header lists, then those of the DIFAT chain.
  const fatSectors: number[] = [];
  const fatSectorCount = Math.min(view.getUint32(0x2c, true), sectorCount);
  for (let index = 0; index < HEADER_DIFAT_ENTRIES && fatSectors.length < fatSectorCount; index += 1) {
    fatSectors.push(view.getUint32(0x4c + index * 4, true));
  }
  let difat = view.getUint32(0x44, true);
  for (let hops = 0; fatSectors.length < fatSectorCount && difat <= MAX_REGULAR_SECTOR; hops += 1) {
    const offset = offsetOf(difat);
    if (offset === undefined || hops >= sectorCount) return undefined;
    for (let index = 0; index < perSector - 1 && fatSectors.length < fatSectorCount; index += 1) {
      fatSectors.push(view.getUint32(offset + index * 4, true));
    }
    difat = view.getUint32(offset + (perSector - 1) * 4, true);
  }
  const next = (sector: number): number | undefined => {
    const fatSector = fatSectors[Math.floor(sector / perSector)];
    const offset = fatSector === undefined ? undefined : offsetOf(fatSector);
    return offset === undefined ? undefined : view.getUint32(offset + (sector % perSector) * 4, true);
  };

  const names: string[] = [];
  const visited = new Set<number>();
  for (let sector = view.getUint32(0x30, true); sector <= MAX_REGULAR_SECTOR; ) {
    const offset = offsetOf(sector);
    if (offset === undefined || visited.has(sector)) return undefined;
    visited.add(sector);
    for (
      let entry = offset;
      entry + DIRECTORY_ENTRY_SIZE <= offset + sectorSize;
      entry += DIRECTORY_ENTRY_SIZE
    ) {
      const type = view.getUint8(entry + 0x42);
      const length = view.getUint16(entry + 0x40, true);
      if ((type !== STORAGE && type !== STREAM && type !== ROOT) || length < 2 || length > MAX_NAME_BYTES) {
        continue;
      }
      names.push(Buffer.from(bytes.buffer, bytes.byteOffset + entry, length - 2).toString('utf16le'));
    }
    const following = next(sector);
    if (following === undefined) return undefined;
    sector = following;
  }
  return names;
}
