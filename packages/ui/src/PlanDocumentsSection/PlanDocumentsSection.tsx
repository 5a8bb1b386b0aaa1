import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog.tsx';
import { FormError } from '../FormError/FormError.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { PLAN_EDITOR_SECTIONS, PlanEditorSection } from '../PlanEditor/PlanEditorSection.tsx';
import { PlanIcon } from '../PlanIcon/PlanIcon.tsx';
import { FieldError, FieldHint } from '../form/fieldStyles.ts';
import { focusRing, visuallyHidden } from '../theme/mixins.ts';
import { PlanDocumentsSectionItem, IconButton, type PlanDocumentType } from './PlanDocumentsSectionItem.tsx';
import { PlanDocumentsSectionProgress } from './PlanDocumentsSectionProgress.tsx';
import { formatFileSize } from '../format/fileSize.ts';

/** A document on the plan: the API's `Attachment` fits as it is (a guest's local file has no url). */
export interface PlanDocument {
  id: string;
  /** The file's name. */
  title: string;
  /** Bytes. */
  size: number;
  type: PlanDocumentType;
  /** Extension, e.g. 'pdf'. */
  ext: string;
  /** Where it opens; none for a file kept on the device. */
  url?: string | null;
}

/** A file on its way up. */
export interface PlanDocumentUpload {
  /** The app's key for this upload. */
  id: string;
  /** The file's name. */
  title: string;
  /** Bytes. */
  size: number;
  /** 0 to 100. */
  progress: number;
  /** Why it failed ('Something went wrong, please try again.'); the row then offers to dismiss it. */
  error?: string;
}

export interface PlanDocumentsSectionProps {
  /** The documents on the plan. */
  documents: readonly PlanDocument[];
  /**
   * Files being uploaded, or whose upload failed.
   * @default []
   */
  uploads?: readonly PlanDocumentUpload[];
  /** At most this many files (3): at the limit the add button is disabled. */
  maxFiles: number;
  /** The allowed extensions without the dot (txt, doc, docx, ods, odt, pdf, rtf, xls, xlsx): the file chooser offers only these. */
  extensions: readonly string[];
  /** Files were chosen; the app checks their type and room, then uploads them. */
  onAdd: (files: File[]) => void;
  /** The user confirmed 'Are you sure you want to remove this document?'. */
  onRemove: (id: string) => void;
  /**
   * Opens a document: the app fetches it (a plan's documents are private, so a plain link
   * cannot carry the session) or reads it from the device. With it every document's name
   * is a button; without it, a document with a `url` is a link.
   */
  onOpen?: (id: string) => void;
  /** A failed upload's row was dismissed. */
  onDismissUpload?: (id: string) => void;
  /**
   * Why the chosen files were refused: 'Allowed file type are: .txt, .doc, …',
   * 'Not enough storage space!', '3 files max'.
   */
  error?: ReactNode;
  /**
   * A completed trip: the documents show without add or remove.
   * @default false
   */
  readOnly?: boolean;
}

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Empty = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Add = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space.xxs};
`;

const FileInput = styled.input`
  ${visuallyHidden}
`;

/** The file input's label, drawn as a secondary button; the input itself is hidden. */
const AddLabel = styled.label<{ $disabled: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: ${({ theme }) => theme.sizes.controlMd};
  padding: 0 ${({ theme }) => theme.space.md};
  border: ${({ theme }) => theme.sizes.borderWidth} solid
    ${({ theme, $disabled }) => ($disabled ? theme.colors.border : theme.colors.primary)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme, $disabled }) => ($disabled ? theme.colors.textMuted : theme.colors.primary)};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};

  &:hover {
    background: ${({ theme, $disabled }) => ($disabled ? theme.colors.surface : theme.colors.primarySubtle)};
  }

  input:focus-visible + & {
    ${focusRing}
  }
`;

/**
 * The plan editor's 'Attach documents' section (spec part 2 §5, §8): the documents with
 * name, size and type, files on their way up with their progress, an add button limited
 * to the allowed types and to `maxFiles`, removal after 'Are you sure you want to
 * remove this document?', and the messages of refused or failed files.
 */
export function PlanDocumentsSection({
  documents,
  uploads = [],
  maxFiles,
  extensions,
  onAdd,
  onRemove,
  onOpen,
  onDismissUpload,
  error,
  readOnly = false,
}: PlanDocumentsSectionProps) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const [removing, setRemoving] = useState<PlanDocument | null>(null);
  const count = documents.length + uploads.filter((upload) => !upload.error).length;
  const full = count >= maxFiles;
  const accept = extensions.map((extension) => `.${extension}`).join(',');

  return (
    <PlanEditorSection
      value={PLAN_EDITOR_SECTIONS.documents}
      title="Attach documents"
      status={`${documents.length} of ${maxFiles} files`}
    >
      {documents.length === 0 && uploads.length === 0 ? (
        <Empty>No document attached</Empty>
      ) : (
        <List aria-label="Documents">
          {documents.map((document) => (
            <PlanDocumentsSectionItem
              key={document.id}
              type={document.type}
              title={document.title}
              url={document.url}
              onOpen={onOpen ? () => onOpen(document.id) : undefined}
              meta={`${document.ext.toUpperCase()} · ${formatFileSize(document.size)}`}
              action={
                readOnly ? null : (
                  <IconButton type="button" aria-label={`Remove ${document.title}`} onClick={() => setRemoving(document)}>
                    <PlanIcon name="trash" />
                  </IconButton>
                )
              }
            />
          ))}
          {uploads.map((upload) => (
            <PlanDocumentsSectionItem
              key={upload.id}
              type="doc"
              title={upload.title}
              meta={upload.error ? formatFileSize(upload.size) : `Uploading… ${Math.round(upload.progress)}%`}
              action={
                upload.error && onDismissUpload ? (
                  <IconButton type="button" aria-label={`Dismiss ${upload.title}`} onClick={() => onDismissUpload(upload.id)}>
                    <Icon name="close" />
                  </IconButton>
                ) : null
              }
            >
              {upload.error ? (
                <FieldError role="alert">{upload.error}</FieldError>
              ) : (
                <PlanDocumentsSectionProgress value={upload.progress} label={`Uploading ${upload.title}`} />
              )}
            </PlanDocumentsSectionItem>
          ))}
        </List>
      )}
      <FormError>{error}</FormError>
      {readOnly ? null : (
        <Add>
          <FileInput
            id={inputId}
            type="file"
            name="documents"
            multiple
            accept={accept}
            disabled={full}
            aria-describedby={hintId}
            onChange={(event) => {
              const files = Array.from(event.target.files ?? []);
              // Cleared so choosing the same file again still reports it.
              event.target.value = '';
              if (files.length > 0) onAdd(files);
            }}
          />
          <AddLabel htmlFor={inputId} $disabled={full}>
            <PlanIcon name="paperclip" />
            Add a document
          </AddLabel>
          <FieldHint id={hintId}>
            {maxFiles} files max. Allowed types: {extensions.map((extension) => `.${extension}`).join(', ')}
          </FieldHint>
        </Add>
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title="Are you sure you want to remove this document?"
        description={removing?.title}
        confirmLabel="Remove"
        onConfirm={() => {
          if (removing) onRemove(removing.id);
          setRemoving(null);
        }}
      />
    </PlanEditorSection>
  );
}
