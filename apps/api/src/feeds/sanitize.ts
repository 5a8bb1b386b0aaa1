/**
 * Feed HTML (DOC alert details, avalanche advisories) is untrusted: it is cut down on the
 * server to a few text elements and https links before it is stored or answered, so the
 * app can render it as HTML. Everything else becomes text.
 */
import sanitizeHtml from 'sanitize-html';

const FEED_HTML: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'a', 'h3', 'h4', 'h5', 'h6', 'blockquote'],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowProtocolRelative: false,
  // Links leave the app in a new tab without telling the target where they came from.
  transformTags: { a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }) },
  disallowedTagsMode: 'discard',
};

/** Safe HTML of a feed's HTML; empty paragraphs and styling are dropped. */
export function sanitizeFeedHtml(html: string): string {
  return sanitizeHtml(html, FEED_HTML)
    .replace(/<p>(\s|&nbsp;|<br \/>)*<\/p>/g, '')
    .trim();
}

/** The words of a feed's HTML (or plain text), with paragraphs as blank lines. */
export function feedText(html: string): string {
  const text = sanitizeHtml(html.replace(/<\/(p|li|h\d)>/gi, '\n').replace(/<br\s*\/?>/gi, '\n'), {
    allowedTags: [],
    allowedAttributes: {},
  });
  return text
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
