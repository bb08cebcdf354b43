import { describe, expect, it } from 'vitest';
import { escapeHtml, hasMarkup, paragraphs } from './html-text.ts';

describe('html-text', () => {
  it('escapes what could start markup, tells text from markup, makes a paragraph a line', () => {
    expect(escapeHtml(`<b onclick="x">Tom & 'Jerry'</b>`)).toBe('&lt;b onclick=&quot;x&quot;&gt;Tom &amp; &#39;Jerry&#39;&lt;/b&gt;');
    expect(hasMarkup('3 < 4 and 5 > 2')).toBe(false);
    expect(hasMarkup('<p>x</p>')).toBe(true);
    expect(hasMarkup('a</b>')).toBe(true);
    expect(paragraphs('第一行\r\n第二 <行>\r第三行')).toBe('<p>第一行</p><p>第二 &lt;行&gt;</p><p>第三行</p>');
  });
});
