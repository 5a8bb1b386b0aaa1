import type { Decorator } from '@storybook/react-vite';
import styled from 'styled-components';
import { Accordion } from '../Accordion/Accordion.tsx';
import { PLAN_EDITOR_SECTIONS } from './PlanEditorSection.tsx';

const Column = styled.div`
  max-width: ${({ theme }) => theme.sizes.modalLg};
`;

/** A section story renders inside the editor's accordion with every section open, as a page would show it. */
export const withOpenSection: Decorator = (Story) => (
  <Column>
    <Accordion.Root type="multiple" defaultValue={Object.values(PLAN_EDITOR_SECTIONS)}>
      <Story />
    </Accordion.Root>
  </Column>
);
