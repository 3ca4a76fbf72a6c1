/**
 * A reader of MaxMind DB files (format version 2, https://maxmind.github.io/MaxMind-DB/) that
 * keeps the file on disk: a lookup reads only the few bytes it needs, with positional reads
 * through a small cache of recently used pages, so an open file costs about a megabyte of memory
 * however large it is.
 *
 * Values decode as: utf8 string → string; double, float, uint16, uint32, int32 → number;
 * uint64, uint128 → bigint (always, whatever the value, so a field has one type); bytes →
 * Uint8Array (a copy); boolean → boolean; map → plain object; array → array.
 */
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';

export type MmdbMetadata = {
  readonly ipVersion: 4 | 6;
  readonly databaseType: string;
  readonly nodeCount: number;
  readonly recordSize: number;
};

export type MmdbFile = {
  readonly metadata: MmdbMetadata;
  /**
   * The record of the network holding `ip`, or null when the file knows no such network. Throws
   * for text that is no IP address, an IPv6 address in an IPv4-only file, or corrupt data.
   */
  get(ip: string): unknown | null;
  /** The bytes of the file held in memory: its cached pages. */
  readonly cachedBytes: number;
  close(): void;
};

/** Marks the start of the metadata; its last occurrence counts, as data may contain it too. */
const METADATA_MARKER = Buffer.from('\xAB\xCD\xEFMaxMind.com', 'latin1');
/** The metadata, marker included, lies within the file's last 128 KiB. */
const METADATA_MAX_SIZE = 128 * 1024;
/** Sixteen zero bytes lie between the search tree and the data section. */
const DATA_SECTION_SEPARATOR = 16;
/** An IPv4 address lives in an IPv6 tree as ::a.b.c.d, after 96 zero bits. */
const IPV4_SUBTREE_DEPTH = 96;

const PAGE_SIZE = 4096;
/** 256 pages of 4 KiB: a megabyte per open file. */
const MAX_PAGES = 256;

/**
 * Limits on one decoded record that no real record comes near, so that a corrupt file (a pointer
 * loop, an absurd size) fails the lookup quickly instead of looping or allocating without end.
 */
const MAX_DEPTH = 64;
const MAX_VALUES = 65_536;
const MAX_PAYLOAD_BYTES = 4 * 1024 * 1024;

/** The data types of the format, numbered as in the file. */
const Type = {
  extended: 0,
  pointer: 1,
  utf8: 2,
  double: 3,
  bytes: 4,
  uint16: 5,
  uint32: 6,
  map: 7,
  int32: 8,
  uint64: 9,
  uint128: 10,
  array: 11,
  container: 12,
  endMarker: 13,
  boolean: 14,
  float: 15,
} as const;

/** What a pointer of each size adds to the value its bits hold. */
const POINTER_BASES = [0, 2048, 526_336, 0] as const;

/** Bytes read at a position; the buffer handed back is good only until the next read. */
type ByteSource = { readonly size: number; read(position: number, length: number): Buffer };

const EMPTY = Buffer.alloc(0);

const corrupt = (problem: string) => new Error(`corrupt MaxMind DB file: ${problem}`);

/** Refuses a read outside the bytes there are, which only a corrupt file asks for. */
function checkRange(position: number, length: number, size: number) {
  if (position < 0 || length < 0 || position + length > size) {
    throw corrupt(`reading ${length} bytes at ${position} runs past the end (${size} bytes)`);
  }
}

/** A buffer already in memory, read the same way as a file. */
class MemorySource implements ByteSource {
  readonly size: number;
  readonly #buffer: Buffer;

  constructor(buffer: Buffer) {
    this.#buffer = buffer;
    this.size = buffer.length;
  }

  read(position: number, length: number): Buffer {
    checkRange(position, length, this.size);
    return this.#buffer.subarray(position, position + length);
  }
}

/** Fills `buffer` from the file at `position`, however many reads that takes. */
function readFully(fd: number, buffer: Buffer, length: number, position: number) {
  let done = 0;
  while (done < length) {
    const read = readSync(fd, buffer, done, length - done, position + done);
    if (read === 0) throw corrupt(`the file ended while reading ${length} bytes at ${position}`);
    done += read;
  }
}

/**
 * A file read on demand through a bounded cache of fixed-size pages, the least recently used
 * page making room for a new one. A Map keeps its keys in insertion order, which is the recency.
 */
class PagedFile implements ByteSource {
  readonly size: number;
  #fd: number;
  readonly #pages = new Map<number, Buffer>();
  /** The page last handed out, which needs no reordering when asked for again. */
  #latest = -1;

  constructor(path: string) {
    this.#fd = openSync(path, 'r');
    try {
      this.size = fstatSync(this.#fd).size;
    } catch (error) {
      closeSync(this.#fd);
      throw error;
    }
  }

  read(position: number, length: number): Buffer {
    checkRange(position, length, this.size);
    if (length === 0) return EMPTY;
    const first = Math.floor(position / PAGE_SIZE);
    const last = Math.floor((position + length - 1) / PAGE_SIZE);
    if (first === last) {
      const start = position - first * PAGE_SIZE;
      return this.#page(first).subarray(start, start + length);
    }
    // A large value comes straight from the file rather than pushing the tree out of the cache.
    if (length > PAGE_SIZE) return this.copy(position, length);
    const joined = Buffer.allocUnsafe(length);
    const split = last * PAGE_SIZE - position;
    this.#page(first).copy(joined, 0, position - first * PAGE_SIZE);
    this.#page(last).copy(joined, split, 0, length - split);
    return joined;
  }

  /** The memory the cached pages take. */
  get cachedBytes(): number {
    return this.#pages.size * PAGE_SIZE;
  }

  /** A fresh buffer of `length` bytes at `position`, read past the cache. */
  copy(position: number, length: number): Buffer {
    checkRange(position, length, this.size);
    const buffer = Buffer.allocUnsafe(length);
    readFully(this.#openFd(), buffer, length, position);
    return buffer;
  }

  /** Gives the file descriptor back and lets the cached pages go. */
  close() {
    if (this.#fd < 0) return;
    closeSync(this.#fd);
    this.#fd = -1;
    this.#pages.clear();
  }

  /** The file descriptor, unless the file was closed. */
  #openFd() {
    if (this.#fd < 0) throw new Error('the MaxMind DB file is closed');
    return this.#fd;
  }

  /** The page with this number, from the cache or else read into the buffer of the oldest page. */
  #page(index: number): Buffer {
    const cached = this.#pages.get(index);
    if (cached) {
      if (index !== this.#latest) {
        this.#pages.delete(index);
        this.#pages.set(index, cached);
        this.#latest = index;
      }
      return cached;
    }
    const page = this.#freePage();
    const position = index * PAGE_SIZE;
    readFully(this.#openFd(), page, Math.min(PAGE_SIZE, this.size - position), position);
    this.#pages.set(index, page);
    this.#latest = index;
    return page;
  }

  /** A page buffer to fill: a new one while the cache has room, else the least recently used one. */
  #freePage(): Buffer {
    if (this.#pages.size < MAX_PAGES) return Buffer.allocUnsafe(PAGE_SIZE);
    const [oldest, page] = this.#pages.entries().next().value as [number, Buffer];
    this.#pages.delete(oldest);
    return page;
  }
}

/** Sets a field as the map's own, even one named __proto__, which a plain assignment would take as the prototype. */
function setField(map: Record<string, unknown>, key: string, value: unknown) {
  if (key === '__proto__') {
    Object.defineProperty(map, key, { value, enumerable: true, writable: true, configurable: true });
  } else {
    map[key] = value;
  }
}

/**
 * Decodes the values of a data section (or of the metadata, which is encoded the same way). One
 * decoder serves one value, and counts what it decodes so a corrupt file cannot make it loop or
 * allocate without end.
 */
class ValueDecoder {
  readonly #source: ByteSource;
  readonly #start: number;
  readonly #length: number;
  /** The next byte to read, from the start of the section. */
  #at = 0;
  #valuesLeft = MAX_VALUES;
  #payloadLeft = MAX_PAYLOAD_BYTES;

  constructor(source: ByteSource, start: number, end: number) {
    this.#source = source;
    this.#start = start;
    this.#length = end - start;
  }

  /** The value at `offset` from the start of the section. */
  decodeAt(offset: number): unknown {
    this.#moveTo(offset);
    return this.#value(0);
  }

  /** Goes to `offset` from the start of the section, which must lie within it. */
  #moveTo(offset: number) {
    if (offset < 0 || offset >= this.#length) {
      throw corrupt(`offset ${offset} is outside the data section (${this.#length} bytes)`);
    }
    this.#at = offset;
  }

  /** The next `length` bytes of the section, which must hold them. */
  #bytes(length: number): Buffer {
    if (this.#at + length > this.#length) {
      throw corrupt(`a value of ${length} bytes at ${this.#at} runs past the end of its section`);
    }
    const bytes = this.#source.read(this.#start + this.#at, length);
    this.#at += length;
    return bytes;
  }

  /** The next byte of the section. */
  #byte(): number {
    return this.#bytes(1)[0]!;
  }

  /** The value starting at the current byte: its control byte, size, then payload. */
  #value(depth: number): unknown {
    if (depth > MAX_DEPTH) throw corrupt(`values nest more than ${MAX_DEPTH} deep (a pointer loop?)`);
    if (--this.#valuesLeft < 0) throw corrupt(`a record holds more than ${MAX_VALUES} values`);
    const control = this.#byte();
    const kind = control >> 5;
    if (kind === Type.pointer) return this.#followPointer(control, depth);
    const type = kind === Type.extended ? this.#extendedType() : kind;
    return this.#payload(type, this.#size(control & 0x1f), depth);
  }

  /** An extended type: its number, less 7, is in the byte after the control byte. */
  #extendedType(): number {
    const type = this.#byte() + 7;
    if (type < Type.int32 || type > Type.float) throw corrupt(`unknown extended type ${type}`);
    return type;
  }

  /** A payload size: under 29 as is, else 29, 285 or 65,821 plus the next one, two or three bytes. */
  #size(bits: number): number {
    if (bits < 29) return bits;
    if (bits === 29) return 29 + this.#byte();
    if (bits === 30) return 285 + this.#bytes(2).readUInt16BE(0);
    return 65_821 + this.#bytes(3).readUIntBE(0, 3);
  }

  /** The payload of a value of this type and size, read from the current byte. */
  #payload(type: number, size: number, depth: number): unknown {
    switch (type) {
      case Type.utf8:
        return this.#payloadBytes(size).toString('utf8');
      case Type.double:
        return this.#fixedSize(size, 8, 'double').readDoubleBE(0);
      case Type.bytes:
        return new Uint8Array(this.#payloadBytes(size));
      case Type.uint16:
        return this.#unsigned(size, 2);
      case Type.uint32:
        return this.#unsigned(size, 4);
      case Type.map:
        return this.#map(size, depth);
      case Type.int32:
        return this.#int32(size);
      case Type.uint64:
        return this.#bigUnsigned(size, 8);
      case Type.uint128:
        return this.#bigUnsigned(size, 16);
      case Type.array:
        return this.#array(size, depth);
      case Type.boolean:
        if (size > 1) throw corrupt(`a boolean of size ${size}`);
        return size === 1;
      case Type.float:
        return this.#fixedSize(size, 4, 'float').readFloatBE(0);
      default:
        throw corrupt(`type ${type} where a value was expected`);
    }
  }

  /** A pointer: two size bits and three value bits in the control byte, then 1 to 4 more bytes. */
  #followPointer(control: number, depth: number): unknown {
    const size = (control >> 3) & 3;
    const high = control & 7;
    const bytes = this.#bytes(size + 1);
    const packed =
      size === 0
        ? high * 0x100 + bytes[0]!
        : size === 1
          ? high * 0x10000 + bytes.readUInt16BE(0)
          : size === 2
            ? high * 0x1000000 + bytes.readUIntBE(0, 3)
            : bytes.readUInt32BE(0);
    const target = packed + POINTER_BASES[size]!;
    const after = this.#at;
    this.#moveTo(target);
    if (this.#peek() >> 5 === Type.pointer) throw corrupt(`the pointer at ${after - size - 2} points to a pointer`);
    const value = this.#value(depth + 1);
    this.#at = after;
    return value;
  }

  /** The current byte, without moving past it. */
  #peek(): number {
    return this.#source.read(this.#start + this.#at, 1)[0]!;
  }

  /** Bytes of a string or byte sequence, counted against the record's payload budget. */
  #payloadBytes(size: number): Buffer {
    this.#payloadLeft -= size;
    if (this.#payloadLeft < 0) throw corrupt(`a record holds more than ${MAX_PAYLOAD_BYTES} bytes of text`);
    return this.#bytes(size);
  }

  /** The payload of a float or double, whose size the format fixes. */
  #fixedSize(size: number, expected: number, name: string): Buffer {
    if (size !== expected) throw corrupt(`a ${name} of ${size} bytes, not ${expected}`);
    return this.#bytes(size);
  }

  /** An unsigned integer of up to 4 bytes, big-endian; no bytes at all mean 0. */
  #unsigned(size: number, most: number): number {
    if (size > most) throw corrupt(`an unsigned integer of ${size} bytes, more than ${most}`);
    return size === 0 ? 0 : this.#bytes(size).readUIntBE(0, size);
  }

  /** A signed 32-bit integer; fewer than four bytes hold a value that is not negative. */
  #int32(size: number): number {
    if (size > 4) throw corrupt(`a signed 32-bit integer of ${size} bytes`);
    if (size === 4) return this.#bytes(4).readInt32BE(0);
    return size === 0 ? 0 : this.#bytes(size).readUIntBE(0, size);
  }

  /** A 64- or 128-bit unsigned integer, as a bigint whatever its size, so a field keeps one type. */
  #bigUnsigned(size: number, most: number): bigint {
    if (size > most) throw corrupt(`an unsigned integer of ${size} bytes, more than ${most}`);
    let value = 0n;
    for (const byte of this.#bytes(size)) value = (value << 8n) | BigInt(byte);
    return value;
  }

  /** Refuses a container with more entries than a record may hold, before building it. */
  #checkCount(count: number, valuesEach: number) {
    if (count * valuesEach > this.#valuesLeft) {
      throw corrupt(`a container of ${count} entries is larger than a record may be`);
    }
  }

  /** A map of `count` pairs, each a string key (perhaps through a pointer) then its value. */
  #map(count: number, depth: number): Record<string, unknown> {
    this.#checkCount(count, 2);
    const map: Record<string, unknown> = {};
    for (let i = 0; i < count; i++) {
      const key = this.#value(depth + 1);
      if (typeof key !== 'string') throw corrupt(`a map key that is not a string: ${typeof key}`);
      setField(map, key, this.#value(depth + 1));
    }
    return map;
  }

  /** An array of `count` values. */
  #array(count: number, depth: number): unknown[] {
    this.#checkCount(count, 1);
    const array: unknown[] = [];
    for (let i = 0; i < count; i++) array.push(this.#value(depth + 1));
    return array;
  }
}

/** The metadata map's fields this reader needs, checked, and where the data section ends. */
function readMetadata(file: PagedFile): { metadata: MmdbMetadata; markerAt: number } {
  const tailLength = Math.min(file.size, METADATA_MAX_SIZE);
  const tailStart = file.size - tailLength;
  const tail = file.copy(tailStart, tailLength);
  const found = tail.lastIndexOf(METADATA_MARKER);
  if (found < 0) {
    throw new Error('not a MaxMind DB file: no metadata marker (\\xAB\\xCD\\xEFMaxMind.com) in its last 128 KiB');
  }
  const start = found + METADATA_MARKER.length;
  if (start >= tail.length) throw new Error('not a MaxMind DB file: nothing follows the metadata marker');
  const fields = new ValueDecoder(new MemorySource(tail), start, tail.length).decodeAt(0);
  return { metadata: checkedMetadata(fields), markerAt: tailStart + found };
}

/** The metadata fields that describe the search tree, refusing a file whose fields cannot. */
function checkedMetadata(fields: unknown): MmdbMetadata {
  if (!fields || typeof fields !== 'object' || Array.isArray(fields)) {
    throw new Error('invalid MaxMind DB metadata: not a map');
  }
  const { node_count: nodeCount, record_size: recordSize, ip_version: ipVersion } = fields as Record<string, unknown>;
  const databaseType = (fields as Record<string, unknown>).database_type;
  if (typeof nodeCount !== 'number' || !Number.isSafeInteger(nodeCount) || nodeCount <= 0) {
    throw new Error(`invalid MaxMind DB metadata: node_count ${String(nodeCount)} is not a positive integer`);
  }
  if (recordSize !== 24 && recordSize !== 28 && recordSize !== 32) {
    throw new Error(`invalid MaxMind DB metadata: record_size ${String(recordSize)} is not 24, 28 or 32`);
  }
  if (ipVersion !== 4 && ipVersion !== 6) {
    throw new Error(`invalid MaxMind DB metadata: ip_version ${String(ipVersion)} is not 4 or 6`);
  }
  return { ipVersion, databaseType: typeof databaseType === 'string' ? databaseType : '', nodeCount, recordSize };
}

const IPV4_PART = /^(0|[1-9]\d{0,2})$/;
const IPV6_GROUP = /^[0-9a-f]{1,4}$/i;
/** A zone index (fe80::1%eth0) names a network interface, not a place: it is left out. */
const IPV6_ZONE = /%[0-9a-z._-]+$/i;

/** The 4 bytes of a dotted quad of decimal numbers up to 255 without leading zeros, else null. */
function parseIPv4(text: string): Uint8Array | null {
  const parts = text.split('.');
  if (parts.length !== 4 || !parts.every((part) => IPV4_PART.test(part) && Number(part) <= 255)) return null;
  return Uint8Array.from(parts, Number);
}

/** The 16-bit groups of one side of `::`, an IPv4 tail counting as two; null when malformed. */
function ipv6Groups(text: string, mayEndInIPv4: boolean): number[] | null {
  if (text === '') return [];
  const parts = text.split(':');
  const groups: number[] = [];
  for (const [index, part] of parts.entries()) {
    if (IPV6_GROUP.test(part)) {
      groups.push(parseInt(part, 16));
    } else {
      const ipv4 = mayEndInIPv4 && index === parts.length - 1 ? parseIPv4(part) : null;
      if (!ipv4) return null;
      groups.push(ipv4[0]! * 256 + ipv4[1]!, ipv4[2]! * 256 + ipv4[3]!);
    }
  }
  return groups;
}

/** The 16 bytes of eight groups, or fewer around one `::` standing for the missing zeros, else null. */
function parseIPv6(text: string): Uint8Array | null {
  const halves = text.replace(IPV6_ZONE, '').split('::');
  if (halves.length > 2) return null;
  const compressed = halves.length === 2;
  const head = ipv6Groups(halves[0]!, !compressed);
  const tail = compressed ? ipv6Groups(halves[1]!, true) : [];
  if (!head || !tail) return null;
  const given = head.length + tail.length;
  if (compressed ? given > 7 : given !== 8) return null;
  const groups = [...head, ...Array<number>(8 - given).fill(0), ...tail];
  const bytes = new Uint8Array(16);
  groups.forEach((group, i) => {
    bytes[i * 2] = group >> 8;
    bytes[i * 2 + 1] = group & 0xff;
  });
  return bytes;
}

/** The 4 bytes of an IPv4 dotted quad or the 16 of an IPv6 address; anything else is refused. */
export function parseAddress(ip: string): Uint8Array {
  const bytes = ip.includes(':') ? parseIPv6(ip) : parseIPv4(ip);
  if (!bytes) throw new TypeError(`not an IP address: ${JSON.stringify(ip.slice(0, 64))}`);
  return bytes;
}

/** An open MaxMind DB file: its search tree walked and its data decoded from disk on demand. */
class MmdbReader implements MmdbFile {
  readonly metadata: MmdbMetadata;
  readonly #file: PagedFile;
  readonly #nodeBytes: number;
  readonly #dataStart: number;
  readonly #dataEnd: number;
  /** Where IPv4 addresses start in the tree: node 0 of an IPv4 tree, ::/96 of an IPv6 one. */
  readonly #ipv4Start: number;

  constructor(file: PagedFile) {
    this.#file = file;
    const { metadata, markerAt } = readMetadata(file);
    this.metadata = metadata;
    this.#nodeBytes = metadata.recordSize / 4;
    this.#dataStart = metadata.nodeCount * this.#nodeBytes + DATA_SECTION_SEPARATOR;
    this.#dataEnd = markerAt;
    if (this.#dataStart > this.#dataEnd) {
      throw new Error(
        `invalid MaxMind DB metadata: a search tree of ${metadata.nodeCount} nodes does not fit the file`,
      );
    }
    this.#ipv4Start = metadata.ipVersion === 4 ? 0 : this.#walk(0, new Uint8Array(12), IPV4_SUBTREE_DEPTH);
  }

  /** Walks the tree along the address's bits to a record, then decodes the record it points at. */
  get(ip: string): unknown | null {
    const address = parseAddress(ip);
    if (address.length === 16 && this.metadata.ipVersion === 4) {
      throw new Error(`cannot look an IPv6 address up in an IPv4-only MaxMind DB file: ${ip}`);
    }
    const start = address.length === 4 ? this.#ipv4Start : 0;
    const record = this.#walk(start, address, address.length * 8);
    const { nodeCount } = this.metadata;
    if (record === nodeCount) return null;
    if (record < nodeCount) throw corrupt(`the search tree is deeper than the address of ${ip}`);
    // A record past the nodes points into the data section, counted from the separator's start.
    const offset = record - nodeCount - DATA_SECTION_SEPARATOR;
    return new ValueDecoder(this.#file, this.#dataStart, this.#dataEnd).decodeAt(offset);
  }

  get cachedBytes(): number {
    return this.#file.cachedBytes;
  }

  /** Closes the file; a lookup after this fails. */
  close() {
    this.#file.close();
  }

  /** Follows the address's first `bits` bits down from `node` until it leaves the tree. */
  #walk(node: number, address: Uint8Array, bits: number): number {
    const { nodeCount } = this.metadata;
    for (let i = 0; i < bits && node < nodeCount; i++) {
      const bit = (address[i >> 3]! >> (7 - (i & 7))) & 1;
      node = this.#record(node, bit);
    }
    return node;
  }

  /** The left (0) or right (1) record of a node: two 24-, 28- or 32-bit numbers. */
  #record(node: number, side: number): number {
    const bytes = this.#file.read(node * this.#nodeBytes, this.#nodeBytes);
    switch (this.metadata.recordSize) {
      case 24:
        return bytes.readUIntBE(side * 3, 3);
      case 28: {
        // The middle byte holds the top four bits of both records: the left's high, the right's low.
        const top = side === 0 ? bytes[3]! >> 4 : bytes[3]! & 0x0f;
        return top * 0x1000000 + bytes.readUIntBE(side * 4, 3);
      }
      default:
        return bytes.readUInt32BE(side * 4);
    }
  }
}

/**
 * Opens a MaxMind DB file, reading its metadata; throws an Error saying what is wrong with a file
 * that is missing or is not such a database. Close it when done.
 */
export function openMmdbFile(path: string): MmdbFile {
  const file = new PagedFile(path);
  try {
    return new MmdbReader(file);
  } catch (error) {
    file.close();
    throw error;
  }
}
