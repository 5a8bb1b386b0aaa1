import { useId } from 'react';
import styled from 'styled-components';
import { PlanIcon } from '../PlanIcon/PlanIcon.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import { formatFileSize } from '../format/fileSize.ts';
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

const Document = styled.a`
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

/** The plan's documents, each a link that opens it in a new tab; or 'No document attached'. */
export function ReadonlyPlanDocuments({ attachments }: { attachments: readonly ReadonlyPlanAttachment[] }) {
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
                <Document href={attachment.url} target="_blank" rel="noopener noreferrer" aria-describedby={newTabId}>
                  <PlanIcon name="document" size="lg" />
                  <span>
                    <Name>{attachment.title}</Name>
                    <Meta>
                      {attachment.ext.toUpperCase()} · {formatFileSize(attachment.size)}
                    </Meta>
                  </span>
                </Document>
              </li>
            ))}
          </ReadonlyPlanList>
          <VisuallyHidden id={newTabId}>Opens in a new tab</VisuallyHidden>
        </>
      ) : (
        <ReadonlyPlanEmpty>{NO_DOCUMENT_TEXT}</ReadonlyPlanEmpty>
      )}
    </ReadonlyPlanSection>
  );
}
