// Build-time compression: beside every compressible file of the built site, `<file>.br` (brotli, best quality) and
// `<file>.gz` (gzip, level 9), so the server answers with compressed bytes without compressing on each request.
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** What compresses well: text formats and SVG. Images, fonts (woff2 is compressed already) are left alone. */
export const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml|map|wasm|ico)$/i;
/** Below this a compressed answer saves less than its headers and the server's work cost. */
export const MIN_COMPRESS_BYTES = 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/** Writes the .br and .gz of one file; a variant that would not be smaller is not written. Returns the bytes saved by brotli. */
async function compressFile(file: string): Promise<number> {
  const content = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
    }),
    gzipped(content, { level: 9 }),
  ]);
  if (br.length < content.length) await writeFile(`${file}.br`, br);
  if (gz.length < content.length) await writeFile(`${file}.gz`, gz);
  return Math.max(0, content.length - br.length);
}

/** Compresses every compressible file of at least MIN_COMPRESS_BYTES under `dir`. */
export async function precompressDir(dir: string): Promise<{ files: number; savedBytes: number }> {
  const files = [];
  for (const file of await filesUnder(dir)) {
    if (COMPRESSIBLE.test(file) && (await stat(file)).size >= MIN_COMPRESS_BYTES) files.push(file);
  }
  // zlib's asynchronous calls run on libuv's worker threads: a handful at a time keeps them all busy.
  let savedBytes = 0;
  const queue = [...files];
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let file = queue.shift(); file !== undefined; file = queue.shift()) savedBytes += await compressFile(file);
    }),
  );
  return { files: files.length, savedBytes };
}

/** The Vite plugin: once a production build has written everything (public files included), compresses the output. */
export function precompress(): Plugin {
  let outDir = "dist";
  return {
    name: "tala:precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle(error) {
      if (error) return;
      const started = performance.now();
      const { files, savedBytes } = await precompressDir(outDir);
      this.info(`precompressed ${files} files (brotli and gzip) in ${Math.round(performance.now() - started)} ms, brotli saves ${(savedBytes / 1024).toFixed(0)} KB`);
    },
  };
}
