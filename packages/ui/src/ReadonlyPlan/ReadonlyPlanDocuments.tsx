import { useId } from 'react';
import styled, { css } from 'styled-components';
import { FormError } from '../FormError/FormError.tsx';
import { PlanIcon } from '../PlanIcon/PlanIcon.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import { formatFileSize } from '../format/fileSize.ts';
import { focusRing } from '../theme/mixins.ts';
import { ReadonlyPlanEmpty, ReadonlyPlanHeading, ReadonlyPlanList, ReadonlyPlanSection } from './ReadonlyPlanParts.ts';

/** A document on the plan (the contract's `Attachment` fits). */
export interface ReadonlyPlanAttachment {
  id: string;
  /** The file's name. */
  title: string;
  /** Bytes. */
  size: number;
  /** 'pdf', 'docx', … */
  ext: string;
  /** Where the viewer fetches it. */
  url: string;
}

/** The text when a plan has no documents (spec part 2 §2). */
export const NO_DOCUMENT_TEXT = 'No document attached';

const documentStyles = css`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.link};
  text-decoration: none;

  &:hover {
    border-color: ${({ theme }) => theme.colors.link};
    background: ${({ theme }) => theme.colors.accentSoft};
  }
`;

const Document = styled.a`
  ${documentStyles}
`;

/** A document the app opens itself: a button that looks like the link card. */
const DocumentButton = styled.button`
  ${documentStyles}
  width: 100%;
  background: none;
  font: inherit;
  text-align: left;
  cursor: pointer;

  &:focus-visible {
    ${focusRing}
  }
`;

const Name = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: underline;
  overflow-wrap: anywhere;
`;

const Meta = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const documentContent = (attachment: ReadonlyPlanAttachment) => (
  <>
    <PlanIcon name="document" size="lg" />
    <span>
      <Name>{attachment.title}</Name>
      <Meta>
        {attachment.ext.toUpperCase()} · {formatFileSize(attachment.size)}
      </Meta>
    </span>
  </>
);

interface ReadonlyPlanDocumentsProps {
  attachments: readonly ReadonlyPlanAttachment[];
  /** The app opens each document itself (see `ReadonlyPlanProps.onOpenDocument`). */
  onOpen?: (id: string) => void;
  error?: string;
}

/**
 * The plan's documents, each a link that opens it in a new tab (or a button, when the app
 * opens them); or 'No document attached'.
 */
export function ReadonlyPlanDocuments({ attachments, onOpen, error }: ReadonlyPlanDocumentsProps) {
  const headingId = useId();
  const newTabId = useId();
  return (
    <ReadonlyPlanSection aria-labelledby={headingId}>
      <ReadonlyPlanHeading id={headingId}>
        <PlanIcon name="document" />
        Documents
      </ReadonlyPlanHeading>
      {attachments.length > 0 ? (
        <>
          <ReadonlyPlanList>
            {attachments.map((attachment) => (
              <li key={attachment.id}>
                {onOpen ? (
                  <DocumentButton type="button" onClick={() => onOpen(attachment.id)}>
                    {documentContent(attachment)}
                  </DocumentButton>
                ) : (
                  <Document href={attachment.url} target="_blank" rel="noopener noreferrer" aria-describedby={newTabId}>
                    {documentContent(attachment)}
                  </Document>
                )}
              </li>
            ))}
          </ReadonlyPlanList>
          {onOpen ? null : <VisuallyHidden id={newTabId}>Opens in a new tab</VisuallyHidden>}
          <FormError>{error}</FormError>
        </>
      ) : (
        <ReadonlyPlanEmpty>{NO_DOCUMENT_TEXT}</ReadonlyPlanEmpty>
      )}
    </ReadonlyPlanSection>
  );
}
