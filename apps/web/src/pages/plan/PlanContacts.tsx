import { observer } from 'mobx-react-lite';
import { PLAN_GROUP_MAX } from '@planmywalk/contracts';
import { type ContactFormValues, contactSchema, contactsFeature, planFeature, selfAsContactProblem, validateWith } from '@planmywalk/domain';
import { PLAN_EDITOR_SECTIONS, PlanContactsSection, PlanEditorSection, type PlanContactRole } from '@planmywalk/ui';
import { candidateOf, entryFor } from '../../app/planProps.ts';
import { useFeature, useStores } from '../../app/stores.tsx';

const validateContact = validateWith<ContactFormValues>(contactSchema);

interface PlanContactsProps {
  /** Which new-contact form is open (the publish warning can open the emergency one). */
  newContactFor: PlanContactRole | null;
  onNewContactChange: (role: PlanContactRole | null) => void;
  readOnly: boolean;
}

/**
 * The plan's people (spec part 2 §2, §5): group members and the emergency contact, chosen
 * from the contact book (a guest's temporary contacts) or written as a new contact, which
 * is saved to the book (or the device) and put on the plan.
 */
export const PlanContacts = observer(function PlanContacts({ newContactFor, onNewContactChange, readOnly }: PlanContactsProps) {
  const { plan } = useFeature(planFeature);
  const { contacts } = useFeature(contactsFeature);
  const { session } = useStores();
  const user = session.user;
  // The walker cannot be their own emergency contact (ADR 057): said on the form, before anything is saved.
  const validate = (values: ContactFormValues) => {
    const errors = validateContact(values);
    const self = newContactFor === 'emergency' && user ? selfAsContactProblem(values.email, user) : null;
    return self && !errors.email ? { ...errors, email: self } : errors;
  };

  const openNewContact = (role: PlanContactRole | null) => {
    if (role) contacts.openAdd();
    else contacts.closeForm();
    onNewContactChange(role);
  };

  const saveNewContact = async (values: ContactFormValues, role: PlanContactRole) => {
    const entry = await contacts.save(values);
    if (!entry) return;
    if (role === 'member') plan.addGroupMember(entry);
    else plan.setEmergencyContact(entry);
    onNewContactChange(null);
  };

  return (
    <PlanEditorSection value={PLAN_EDITOR_SECTIONS.contacts} title="Group members and emergency contact">
      <PlanContactsSection
        members={plan.groupMembers}
        emergencyContact={plan.emergencyContact}
        memberCandidates={plan.groupCandidates.map(candidateOf)}
        emergencyCandidates={plan.emergencyCandidates.map(candidateOf)}
        onAddMember={(candidate) => {
          const entry = entryFor(plan.groupCandidates, candidate);
          if (entry) plan.addGroupMember(entry);
        }}
        onSetEmergencyContact={(candidate) => {
          const entry = entryFor(plan.emergencyCandidates, candidate);
          if (entry) plan.setEmergencyContact(entry);
        }}
        onRemoveMember={(_member, index) => {
          const member = plan.groupMembers[index];
          if (member) plan.removeGroupMember(member.key);
        }}
        onRemoveEmergencyContact={() => plan.setEmergencyContact(null)}
        newContactFor={newContactFor}
        onNewContactChange={openNewContact}
        onSaveNewContact={(values, role) => void saveNewContact(values, role)}
        newContactSaving={contacts.submitting}
        newContactError={newContactFor ? (contacts.error ?? undefined) : undefined}
        validate={validate}
        maxMembers={PLAN_GROUP_MAX}
        readOnly={readOnly}
      />
    </PlanEditorSection>
  );
});
