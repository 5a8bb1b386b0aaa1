import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { PlanIcon, type PlanIconName } from '../PlanIcon/PlanIcon.tsx';
import { focusRing } from '../theme/mixins.ts';

/** The kinds of document the server tells by content (the API's `FileKind`). */
export type PlanDocumentType = 'image' | 'pdf' | 'doc';

const typeIcon: Record<PlanDocumentType, PlanIconName> = { image: 'image', pdf: 'pdf', doc: 'document' };

const Row = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const TypeIcon = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.controlMd};
  height: ${({ theme }) => theme.sizes.controlMd};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySubtle};
  color: ${({ theme }) => theme.colors.primary};
`;

const Details = styled.div`
  display: grid;
  flex: 1;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
`;

const Name = styled.span`
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  overflow-wrap: anywhere;
`;

const nameLinkStyles = css`
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.link};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  overflow-wrap: anywhere;

  &:hover {
    color: ${({ theme }) => theme.colors.linkHover};
  }

  &:focus-visible {
    ${focusRing}
  }
`;

const NameLink = styled.a`
  ${nameLinkStyles}
`;

/** The name as a button, looking like the link (the app opens the file itself). */
const NameButton = styled.button`
  ${nameLinkStyles}
  justify-self: start;
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-align: left;
  text-decoration: underline;
  cursor: pointer;
`;

const Meta = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const IconButton = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.controlMd};
  height: ${({ theme }) => theme.sizes.controlMd};
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.round};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.dangerSoft};
    color: ${({ theme }) => theme.colors.danger};
  }

  &:focus-visible {
    ${focusRing}
  }
`;

interface PlanDocumentsSectionItemProps {
  type: PlanDocumentType;
  title: string;
  url?: string | null;
  /** Opens the file (the app fetches it): the name is a button instead of a link. */
  onOpen?: () => void;
  meta: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
}

/** A row of the documents list: the type icon, the name (a link when it can be opened), a line under it, an action. */
export function PlanDocumentsSectionItem({ type, title, url, onOpen, meta, children, action }: PlanDocumentsSectionItemProps) {
  return (
    <Row>
      <TypeIcon>
        <PlanIcon name={typeIcon[type]} />
      </TypeIcon>
      <Details>
        {onOpen ? (
          <NameButton type="button" onClick={onOpen}>
            {title}
          </NameButton>
        ) : url ? (
          <NameLink href={url} target="_blank" rel="noopener noreferrer">
            {title}
          </NameLink>
        ) : (
          <Name>{title}</Name>
        )}
        <Meta>{meta}</Meta>
        {children}
      </Details>
      {action}
    </Row>
  );
}
