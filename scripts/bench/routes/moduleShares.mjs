// Which modules a route's initial JavaScript is made of (issue 25, item 2): each built chunk's bytes on the wire (its
// Brotli copy) shared out among its source modules by their minified bytes, read from the build's hidden source maps.
// An estimate (Brotli does not compress every module alike) that tells the libraries from our own code and names the
// largest modules. The chunks are named as formRouteBudget.mjs prints them, or by the start of their names:
//   npm run build && node scripts/bench/routes/moduleShares.mjs index- query- StagePage- ...
// TOP=<n> prints n modules (40).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ASSETS = fileURLToPath(new URL('../../../dist/ui/assets/', import.meta.url));
const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** The numbers of one source-map segment (base64 VLQ). */
function segmentValues(text) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const character of text) {
    const digit = BASE64.indexOf(character);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      values.push(value & 1 ? -(value >> 1) : value >> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/** Minified bytes per source module of one chunk, from its source map ('(unmapped)' for glue the map names no source of). */
function bytesPerSource(code, map) {
  const lines = code.split('\n');
  const bytes = new Map();
  let source = 0;
  map.mappings.split(';').forEach((line, index) => {
    let column = 0;
    const starts = [];
    for (const segment of line.split(',').filter(Boolean)) {
      const values = segmentValues(segment);
      column += values[0];
      if (values.length > 1) source += values[1];
      starts.push([column, values.length > 1 ? source : -1]);
    }
    starts.forEach(([start, from], at) => {
      const end = at + 1 < starts.length ? starts[at + 1][0] : (lines[index] ?? '').length;
      const name = from < 0 ? '(unmapped)' : map.sources[from];
      bytes.set(name, (bytes.get(name) ?? 0) + end - start);
    });
  });
  return bytes;
}

const shortName = (source) => source.replace(/.*node_modules\//, 'npm:').replace(/^(\.\.\/)+/, '');

const files = readdirSync(ASSETS);
const shares = new Map();
for (const wanted of process.argv.slice(2)) {
  const file = files.find((name) => name === wanted || (name.startsWith(wanted) && name.endsWith('.js')));
  if (!file) throw new Error(`No built chunk ${wanted} in ${ASSETS}`);
  const code = readFileSync(path.join(ASSETS, file), 'utf8');
  const brotli = path.join(ASSETS, `${file}.br`);
  const wire = existsSync(brotli) ? statSync(brotli).size : Buffer.byteLength(code);
  const mapFile = path.join(ASSETS, `${file}.map`);
  if (!existsSync(mapFile)) {
    shares.set(file, (shares.get(file) ?? 0) + wire);
    continue;
  }
  const bytes = bytesPerSource(code, JSON.parse(readFileSync(mapFile, 'utf8')));
  const total = [...bytes.values()].reduce((sum, value) => sum + value, 0);
  for (const [source, value] of bytes) {
    const name = shortName(source);
    shares.set(name, (shares.get(name) ?? 0) + (value / total) * wire);
  }
}
const kb = (bytes) => (bytes / 1024).toFixed(2);
const rows = [...shares].sort((a, b) => b[1] - a[1]);
const libraries = rows.filter(([name]) => name.startsWith('npm:')).reduce((sum, [, value]) => sum + value, 0);
const all = rows.reduce((sum, [, value]) => sum + value, 0);
console.log(
  `${kb(all)} KB on the wire: libraries ${kb(libraries)} KB, our own code and glue ${kb(all - libraries)} KB`,
);
for (const [name, value] of rows.slice(0, Number(process.env.TOP ?? 40)))
  console.log(`${kb(value).padStart(7)}  ${name}`);
