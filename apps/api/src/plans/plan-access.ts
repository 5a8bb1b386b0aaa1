/**
 * Who may do what with a plan (ADR 018, ADR 019). One place for the rules, so the
 * routes, the commands, the file and PDF downloads cannot disagree.
 *
 * - The owner reads and edits it, and deletes it.
 * - A group member with an account (an editor) is 'invited' until they accept or
 *   decline. Invited and accepted members read it, draft or published; an accepted
 *   member may tick its gear list. Declining takes it out of their My Walks and ends
 *   their access to it as a draft.
 * - Anyone holding the link reads a published plan.
 */
import type { PlanAcceptanceState } from '@planmywalk/contracts';

export type EditorState = 'invited' | 'accepted' | 'declined';

/** How a viewer stands to one plan. */
export type PlanRelation = 'owner' | EditorState | 'none';

export function relationOf(plan: { owner_id: number }, viewerId: number | null, editorState: EditorState | null): PlanRelation {
  if (viewerId !== null && plan.owner_id === viewerId) return 'owner';
  return editorState ?? 'none';
}

/**
 * Owner and group members (invited or accepted) read drafts, by the plan's id or its
 * link; anyone else reads a published plan by its current link only (ADR 059).
 */
export const mayRead = (plan: { is_published: boolean }, relation: PlanRelation, via: { byLink: boolean } = { byLink: true }): boolean =>
  relation === 'owner' || relation === 'invited' || relation === 'accepted' || (plan.is_published && via.byLink);

/** Only the owner edits (ADR 018). */
export const mayEdit = (relation: PlanRelation): boolean => relation === 'owner';

/** The owner changes the gear list; a member who accepted ticks what they pack (ADR 019). */
export const mayTickGear = (relation: PlanRelation): boolean => relation === 'owner' || relation === 'accepted';

/** Contact emails are shown to the owner only (ADR 018). */
export const seesEmails = (relation: PlanRelation): boolean => relation === 'owner';

export function acceptanceStateOf(relation: PlanRelation): PlanAcceptanceState {
  if (relation === 'owner') return 'owner';
  if (relation === 'invited') return 'pending';
  if (relation === 'accepted') return 'accepted';
  return 'viewer';
}
