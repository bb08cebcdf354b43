/**
 * Rich text as the server keeps it: only an allow-list of tags and attributes survives
 * (sanitize-html), whatever the editor or a hand-made request sent. No script, style, event
 * attribute or frame; links only to http(s), mailto and tel (the URL validator's rule), opened
 * without handing the site to the target; images only from this server's own files (the material
 * library). Tables, lists and headings stay: contract templates and site pages use them.
 */
import sanitize from 'sanitize-html';
import { isExternalLink } from '../../validators/patterns.ts';
import { hasMarkup, paragraphs } from '../../validators/html-text.ts';

/** Addresses of this server's kept files that rich text may show (an image of the material library). */
const OWN_FILE = /^\/v1\/api\/files\/[A-Za-z0-9_-]{1,64}$/;

const OPTIONS: sanitize.IOptions = {
  allowedTags: ['h1', 'h2', 'h3', 'h4', 'p', 'br', 'hr', 'strong', 'b', 'em', 'i', 'u', 's', 'blockquote', 'code', 'pre',
    'ul', 'ol', 'li', 'a', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'colgroup', 'col', 'span'],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan', 'colwidth'], td: ['colspan', 'rowspan', 'colwidth'], col: ['width'],
    span: ['data-placeholder'],
  },
  // Schemes are checked by our own rules below; sanitize-html's list is kept as narrow as them.
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tag, attribs) => {
      const href = attribs.href && isExternalLink(attribs.href) ? attribs.href : undefined;
      const { title } = attribs;
      return { tagName: 'a', attribs: { ...(href ? { href, target: '_blank', rel: 'noopener noreferrer nofollow' } : {}), ...(title ? { title } : {}) } };
    },
  },
  // Images only from the material library (this server's public files): never a tracker or a foreign host.
  exclusiveFilter: (frame) => frame.tag === 'img' && !OWN_FILE.test(frame.attribs.src ?? ''),
};

/**
 * `html` with only what the allow-list keeps; empty markup (`<p></p>`) is empty text. Text with no
 * markup at all (written before there was an editor, or sent by hand) becomes a paragraph a line.
 */
export function cleanHtml(html: string): string {
  if (!hasMarkup(html)) html = paragraphs(html);
  const clean = sanitize(html, OPTIONS).trim();
  return /^(<p>(\s|<br \/>)*<\/p>)*$/.test(clean) ? '' : clean;
}

/** The plain text of rich text, for lists, search and logs. */
export function htmlText(html: string): string {
  return sanitize(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim();
}

/** The ids of this server's kept files that rich text shows (its images). */
export function htmlFileIds(html: string): string[] {
  return [...new Set([...html.matchAll(/src="\/v1\/api\/files\/([A-Za-z0-9_-]{1,64})"/g)].map((m) => m[1]))];
}
