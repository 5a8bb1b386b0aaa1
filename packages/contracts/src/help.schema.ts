import { Type, type Static } from '@sinclair/typebox';
import { Text } from './text.schema.ts';

/** One question of the help page, shown as an accordion item. */
export const HelpItem = Type.Object(
  {
    id: Type.Integer(),
    question: Text({ description: 'Plain text.' }),
    answer: Text({ description: 'HTML sanitised by the server: paragraphs, lists, emphasis and https links.' }),
  },
  { title: 'HelpItem', additionalProperties: false },
);
export type HelpItem = Static<typeof HelpItem>;

/** GET help (spec part 2 §3, §7): the help page's title and content. */
export const HelpContent = Type.Object(
  {
    title: Text(),
    content: Text({
      description: 'The whole page as sanitised HTML: each question as an <h3> followed by its answer (the spec\'s shape).',
    }),
    items: Type.Array(HelpItem, { description: 'The same questions one by one, in order, for accordions.' }),
  },
  { title: 'HelpContent', additionalProperties: false },
);
export type HelpContent = Static<typeof HelpContent>;
