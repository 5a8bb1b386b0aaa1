/**
 * The plan's shapes as the ui components name them: the domain keys people and documents
 * by `key`, the components by `id`. Nothing is worked out here, only renamed.
 */
import type { ContactEntry, DocumentView } from '@planmywalk/domain';
import type { MyContactsForm, PlanContactsCandidate, PlanDocument } from '@planmywalk/ui';

/** A contact book entry (or a guest's temporary contact) for the contact pickers and My Contacts. */
export const candidateOf = (entry: ContactEntry): PlanContactsCandidate & { id: string } => ({ ...entry, id: entry.key });

/** The entry a picked candidate stands for. */
export const entryFor = (entries: readonly ContactEntry[], candidate: { id: number | string }): ContactEntry | undefined =>
  entries.find((entry) => entry.key === String(candidate.id));

export const documentOf = (document: DocumentView): PlanDocument => ({
  id: document.key,
  title: document.title,
  size: document.size,
  type: document.type,
  ext: document.ext,
  url: document.url,
});

/** The contacts store's open form as My Contacts names it. */
export function myContactsFormOf(form: { mode: 'add' } | { mode: 'edit'; key: string } | null): MyContactsForm | null {
  if (!form) return null;
  return form.mode === 'add' ? { mode: 'add' } : { mode: 'edit', contactId: form.key };
}
