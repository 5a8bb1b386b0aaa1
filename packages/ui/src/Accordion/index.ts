export { Accordion } from './Accordion.tsx';
export type {
  AccordionContentProps,
  AccordionItemProps,
  AccordionRootProps,
  AccordionTriggerProps,
} from './Accordion.tsx';
