import { Readable } from 'node:stream';
import { crc32, deflateSync } from 'node:zlib';
import { PDFDocument, StandardFonts } from 'pdf-lib';

/**
 * Real files for upload tests, made in code: a PNG any viewer opens, a JPEG, a one-page PDF, an executable renamed to
 * look like a PDF, and a stream larger than the upload limit that is never held in memory.
 */

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A `width` × `height` PNG of one RGB colour, with `comment` kept as text in the file when given. */
export function samplePng(
  width = 64,
  height = 48,
  rgb: [number, number, number] = [34, 102, 170],
  comment?: string,
): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    ...(comment ? [pngChunk('tEXt', Buffer.from(`Comment\0${comment}`, 'latin1'))] : []),
    pngChunk('IDAT', deflateSync(pixels)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A one-page PDF saying `text`. */
export async function samplePdf(text = 'Photo ID of the test borrower'): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([612, 792]);
  page.drawText(text, { x: 72, y: 700, size: 18, font: await pdf.embedFont(StandardFonts.Helvetica) });
  return Buffer.from(await pdf.save());
}

/** A real 24 × 16 JPEG (a blue card with a yellow band), as Chromium's encoder wrote it. */
const JPEG_BASE64 = [
  '/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABh',
  'Y3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
  'AAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAAB',
  'UAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAA',
  'AAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9Y',
  'WVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAM',
  'ZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADb/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQ',
  'FxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgo',
  'KCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAAQABgDASIAAhEBAxEB/8QAFgABAQEAAAAAAAAAAAAAAAAABgAF',
  '/8QAIxAAAQIEBgMAAAAAAAAAAAAAEgAGARETFBYXJDJDYWWk4v/EABcBAAMBAAAAAAAAAAAAAAAAAAEEBQb/xAAiEQAABAUFAQAA',
  'AAAAAAAAAAARFCExAAITMlEBBAUVMxb/2gAMAwEAAhEDEQA/AM1oNrEV3q7egHGZEXcJbUjy08t632jjQcuHbvSXFcOQBEuoz3JH',
  'mX4n2fhHlfoDc5HyQLMaC6uLwjseqoSmb1G7KMjQcd7aw7aau4rnxgIj3Ge5Sne5cRWmkt6B8hkQ9QltUtFxRspIe9VFs6gyMDRK',
  '31CvMWsQHwrq8f/Z',
].join('');

/** A real JPEG any viewer opens. */
export function sampleJpeg(): Buffer {
  return Buffer.from(JPEG_BASE64, 'base64');
}

/** The first bytes of a Linux executable (ELF), to be named *.pdf: its bytes say what it is. */
export function sampleExecutable(): Buffer {
  const elf = Buffer.alloc(4096);
  Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]).copy(elf);
  elf.writeUInt16LE(2, 16); // ET_EXEC
  elf.writeUInt16LE(0x3e, 18); // x86-64
  return elf;
}

/** A PNG-looking stream of `size` bytes, produced a chunk at a time. */
export function oversizedStream(size: number): Readable {
  const head = samplePng(4, 4);
  const chunk = Buffer.alloc(1 << 20, 7);
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= size) {
        this.push(null);
        return;
      }
      const part = sent === 0 ? head : chunk.subarray(0, Math.min(chunk.length, size - sent));
      sent += part.length;
      this.push(part);
    },
  });
}
