/** `text` safe inside HTML: the five characters markup could start with, as entities. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Whether `text` holds any markup (a tag, a comment, a closing tag) rather than plain text. */
export const hasMarkup = (text: string) => /<[a-z!/]/i.test(text);

/** Plain text (written before there was an editor, or sent by hand) as HTML: a paragraph a line. */
export const paragraphs = (text: string) => text.replace(/\r\n?/g, '\n').split('\n').map((line) => `<p>${escapeHtml(line)}</p>`).join('');
