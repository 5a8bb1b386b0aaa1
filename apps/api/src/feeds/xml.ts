import { XMLParser, XMLValidator } from 'fast-xml-parser';

/** A feed document that is not well-formed, or not what the provider should send. */
export class FeedFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FeedFormatError';
  }
}

/** Elements that may repeat, read as arrays even when there is one. */
const REPEATED = new Set(['item', 'entry', 'link', 'info', 'area', 'polygon', 'circle', 'parameter', 'geocode', 'resource']);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  processEntities: true,
  isArray: (name) => REPEATED.has(name),
});

export type XmlNode = Record<string, unknown>;

/**
 * Parses a feed's XML. A document type declaration is refused: no feed we read has
 * one, and it is how entity-expansion attacks get in.
 */
export function parseXml(xml: string): XmlNode {
  if (/<!DOCTYPE/i.test(xml)) throw new FeedFormatError('the document declares a DOCTYPE');
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new FeedFormatError(`not well-formed XML: ${valid.err.msg} (line ${valid.err.line})`);
  try {
    return parser.parse(xml) as XmlNode;
  } catch (error) {
    throw new FeedFormatError(`not well-formed XML: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** The text of an element (a string, or `#text` of one with attributes); '' when absent. */
export function text(node: unknown): string {
  if (typeof node === 'string') return node.trim();
  if (typeof node === 'number') return String(node);
  if (node && typeof node === 'object' && '#text' in node) return text((node as XmlNode)['#text']);
  return '';
}

export const list = (node: unknown): unknown[] => (Array.isArray(node) ? node : node === undefined || node === null ? [] : [node]);

export const child = (node: unknown, name: string): unknown => (node && typeof node === 'object' ? (node as XmlNode)[name] : undefined);
