// Bundles the server (server/main.ts and what it imports from this repository) into one ES module,
// dist-server/main.mjs for `npm start` (or the file named as the first argument, inside this
// checkout so that its packages are found). Running TypeScript through tsx costs a loader thread with
// a V8 heap of its own (about 60 MB resident, all the server's life); the bundle costs none.
// Packages stay external (node_modules as installed). `import.meta.url` in a bundled file is
// replaced by its source file's URL, so that workers, schemas and other files beside it are found
// where they are in the checkout.
import { readFile } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));

/** `import.meta.url` as the URL of the file it was written in. */
const sourceUrls = {
  name: 'source-urls',
  setup(b) {
    b.onLoad({ filter: /\.(ts|mjs|js)$/ }, async (args) => {
      if (args.path.includes('/node_modules/')) return undefined;
      const text = await readFile(args.path, 'utf8');
      return { contents: text.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)), loader: args.path.endsWith('.ts') ? 'ts' : 'js' };
    });
  },
};

await build({
  absWorkingDir: root,
  // A test may bundle another entry point the same way (the second argument).
  entryPoints: [process.argv[3] ?? 'server/main.ts'],
  outfile: process.argv[2] ?? 'dist-server/main.mjs',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  logLevel: 'warning',
  plugins: [sourceUrls],
});
