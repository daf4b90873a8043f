/**
 * Hostile pictures for the upload tests, made here with sharp rather than kept as
 * binaries: a decompression bomb whose header lies to image-size, and a photo carrying GPS.
 */
import sharp from 'sharp';

/** [offset, marker, segment bytes] of each marker segment of a JPEG before its scan. */
function segments(jpeg: Buffer): { head: Buffer[]; scan: Buffer } {
  const head: Buffer[] = [];
  let at = 2;
  for (;;) {
    const marker = jpeg[at + 1]!;
    if (marker === 0xda) return { head, scan: jpeg.subarray(at) };
    const length = jpeg.readUInt16BE(at + 2);
    head.push(jpeg.subarray(at, at + 2 + length));
    at += 2 + length;
  }
}

/**
 * The honest JPEGs behind the lies, by size, made once per test worker: encoding 64 million
 * pixels takes a core one to two seconds, and several cases in several files lie over the same one.
 */
const plainJpegs = new Map<string, Promise<Buffer>>();
function plainJpeg(width: number, height: number): Promise<Buffer> {
  const key = `${width}x${height}`;
  let made = plainJpegs.get(key);
  if (!made) {
    made = sharp({ create: { width, height, channels: 3, background: '#7a8b9c' } })
      .jpeg({ quality: 50 })
      .toBuffer();
    plainJpegs.set(key, made);
  }
  return made;
}

/**
 * A JPEG that image-size reads as `claimed` (1920x650, the banner rule) while libjpeg (sharp)
 * decodes `real` pixels (8000x8000). The trick: a fill byte (0xFF) before the real frame header,
 * which JPEG allows and libjpeg skips, but which image-size takes for a marker, so it reads the
 * frame's first bytes (0xC0 0x00) as a segment length and jumps 49152 bytes ahead, into an APP15
 * segment libjpeg ignores, where a fake frame header says `claimed`.
 */
export async function lyingJpeg(
  real = { width: 8000, height: 8000 },
  claimed = { width: 1920, height: 650 },
): Promise<Buffer> {
  const plain = await plainJpeg(real.width, real.height);
  const { head, scan } = segments(plain);
  const sofIndex = head.findIndex((s) => s[1] === 0xc0);
  const before = head.slice(0, sofIndex);
  const sof = head[sofIndex]!;
  const after = head.slice(sofIndex + 1);
  const jumpFrom = 2 + before.reduce((n, s) => n + s.length, 0) + 1 + 1; // the 0xC0 byte of the real frame
  const fakeAt = jumpFrom + 0xc000;
  const app15Start = jumpFrom - 1 + sof.length;
  const payloadOffset = fakeAt - (app15Start + 4);
  const payload = Buffer.alloc(payloadOffset + 32);
  Buffer.from([
    0xff,
    0xc0,
    0x00,
    0x11,
    0x08,
    claimed.height >> 8,
    claimed.height & 255,
    claimed.width >> 8,
    claimed.width & 255,
  ]).copy(payload, payloadOffset);
  const app15 = Buffer.alloc(4);
  app15.writeUInt16BE(0xffef, 0);
  app15.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    ...before,
    Buffer.from([0xff]),
    sof,
    app15,
    payload,
    ...after,
    scan,
  ]);
}

/** Red (left half) and blue (right half) pixels: which way up a picture was stored shows. */
function halves(width: number, height: number): Buffer {
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++)
      raw.set(x < width / 2 ? [220, 20, 20] : [20, 20, 220], (y * width + x) * 3);
  }
  return raw;
}

/**
 * A phone photo of exactly `width`x`height`: EXIF with the camera and a GPS position (the
 * school's, in a child's photo), and, if given, an EXIF orientation. Left half red, right blue.
 */
export async function photoWithGps(width: number, height: number, orientation?: number): Promise<Buffer> {
  const img = sharp(halves(width, height), { raw: { width, height, channels: 3 } })
    .withExif({
      IFD0: { Make: 'TelefonoEspia' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '4/1 35/1 56/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '74/1 4/1 51/1',
      },
    })
    .jpeg({ quality: 80 });
  // The orientation tag is sharp's own to write (withExif's is replaced by it).
  return (orientation ? img.withMetadata({ orientation }) : img).toBuffer();
}
