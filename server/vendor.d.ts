/** Types for packages that ship none. */
declare module 'subset-font' {
  /** A subset of an SFNT/WOFF/WOFF2 font holding the glyphs `text` needs (HarfBuzz's hb-subset). */
  export default function subsetFont(font: Uint8Array, text: string, options?: { targetFormat?: 'sfnt' | 'woff' | 'woff2'; noLayoutClosure?: boolean; dropTables?: string[] }): Promise<Buffer>;
}
