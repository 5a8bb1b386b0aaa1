import { useId, useRef } from 'react';
import styled from 'styled-components';
import { Button } from '../Button/Button.tsx';
import { PlanDocumentsSectionProgress } from '../PlanDocumentsSection/PlanDocumentsSectionProgress.tsx';
import { WalkIcon } from '../WalkIcon/WalkIcon.tsx';
import { FieldError, FieldHint } from '../form/fieldStyles.ts';

/** A photo the review already has (the API's `ReviewPhoto` fits), and whether it is marked for removal. */
export interface ReviewDialogExistingPhoto {
  id: string;
  url: string;
  status: 'pending' | 'approved';
  removed: boolean;
}

/** A photo picked on this device, on its way. */
export interface ReviewDialogLocalPhoto {
  key: string;
  name: string;
  /** A URL showing it before it is sent. */
  preview: string;
  status: 'ready' | 'resizing' | 'uploading' | 'done' | 'failed';
  /** 0 to 1 while uploading. */
  progress: number;
  error: string | null;
}

interface ReviewDialogPhotosProps {
  existing: readonly ReviewDialogExistingPhoto[];
  photos: readonly ReviewDialogLocalPhoto[];
  canAdd: boolean;
  max: number;
  error?: string | null;
  busy: boolean;
  onAdd: (files: File[]) => void;
  onRemove: (key: string) => void;
  onToggleExisting: (id: string) => void;
}

const Section = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

const Label = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li<{ $dim: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  align-content: start;
  min-width: 0;

  img {
    width: 100%;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    opacity: ${({ $dim }) => ($dim ? 0.4 : 1)};
  }
`;

const Status = styled.p<{ $tone: 'muted' | 'danger' | 'primary' }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.danger : $tone === 'primary' ? theme.colors.primary : theme.colors.textMuted)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  overflow-wrap: anywhere;
`;

const Hidden = styled.input`
  display: none;
`;

const STATUS_TEXT = { ready: 'Ready to send', resizing: 'Preparing…', uploading: 'Uploading…', done: 'Sent', failed: '' } as const;

/**
 * The review's photos (spec part 1 §5): the ones it has (in an edit), the ones picked
 * here with their progress while they are sent, and 'Add photos' while fewer than 3.
 * JPEG and PNG only; the browser's picker offers just those.
 */
export function ReviewDialogPhotos({ existing, photos, canAdd, max, error, busy, onAdd, onRemove, onToggleExisting }: ReviewDialogPhotosProps) {
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const count = existing.filter((photo) => !photo.removed).length + photos.length;
  return (
    <Section>
      <Label>Photos</Label>
      {existing.length + photos.length > 0 ? (
        <Grid aria-label="Photos of your review">
          {existing.map((photo, index) => (
            <Item key={photo.id} $dim={photo.removed}>
              <img src={photo.url} alt={`Photo ${index + 1} of your review`} />
              <Status $tone={photo.removed ? 'danger' : 'muted'}>
                {photo.removed ? 'Removed when you save' : photo.status === 'pending' ? 'Awaiting approval' : 'Shown with your review'}
              </Status>
              <Button variant="link" size="sm" onClick={() => onToggleExisting(photo.id)} disabled={busy}>
                {photo.removed ? `Keep photo ${index + 1}` : `Remove photo ${index + 1}`}
              </Button>
            </Item>
          ))}
          {photos.map((photo) => (
            <Item key={photo.key} $dim={false}>
              <img src={photo.preview} alt={photo.name} />
              {photo.status === 'uploading' || photo.status === 'resizing' ? (
                <PlanDocumentsSectionProgress value={photo.progress * 100} label={`Uploading ${photo.name}`} />
              ) : null}
              <Status $tone={photo.status === 'failed' ? 'danger' : photo.status === 'done' ? 'primary' : 'muted'}>
                {photo.status === 'done' ? <WalkIcon name="checkCircle" size="sm" /> : null}
                {photo.status === 'failed' ? photo.error : STATUS_TEXT[photo.status]}
              </Status>
              {photo.status !== 'done' ? (
                <Button variant="link" size="sm" onClick={() => onRemove(photo.key)} disabled={busy} aria-label={`Remove ${photo.name}`}>
                  Remove
                </Button>
              ) : null}
            </Item>
          ))}
        </Grid>
      ) : null}
      <Hidden
        ref={input}
        type="file"
        accept="image/jpeg,image/png"
        multiple
        tabIndex={-1}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          if (files.length > 0) onAdd(files);
        }}
      />
      {canAdd ? (
        <div>
          <Button variant="secondary" size="sm" onClick={() => input.current?.click()} disabled={busy} aria-describedby={hintId}>
            <WalkIcon name="camera" size="sm" />
            Add photos
          </Button>
        </div>
      ) : null}
      <FieldHint id={hintId}>{`JPEG or PNG, up to ${max} photos (${count} of ${max}). Large photos are made smaller before they are sent.`}</FieldHint>
      {error ? <FieldError role="alert">{error}</FieldError> : null}
    </Section>
  );
}
