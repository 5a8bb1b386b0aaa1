import { useEffect, useMemo } from 'react';
import { observer } from 'mobx-react-lite';
import { type ContactFormValues, contactSchema, contactsFeature, validateWith } from '@planmywalk/domain';
import { MyContacts } from '@planmywalk/ui';
import { candidateOf, myContactsFormOf } from '../app/planProps.ts';
import { useFeature } from '../app/stores.tsx';
import { PageContainer } from '../shell/PageContainer.tsx';

const validateContact = validateWith<ContactFormValues>(contactSchema);

/**
 * My Contacts (spec part 2 §2): the contact book with Edit and Delete, 'Add a contact'
 * when empty and 'Add another contact'; the form closes on save, delete or cancel.
 */
const MyContactsPage = observer(function MyContactsPage() {
  const { contacts } = useFeature(contactsFeature);
  const book = contacts.book;
  const shown = useMemo(() => book.map(candidateOf), [book]);

  useEffect(() => () => contacts.closeForm(), [contacts]);

  return (
    <PageContainer>
      <MyContacts
        contacts={shown}
        form={myContactsFormOf(contacts.form)}
        onFormChange={(form) => {
          if (!form) contacts.closeForm();
          else if (form.mode === 'add') contacts.openAdd();
          else contacts.openEdit(String(form.contactId));
        }}
        onSave={(values) => void contacts.save(values)}
        onDelete={(contact) => void contacts.remove(String(contact.id))}
        validate={validateContact}
        saving={contacts.submitting && contacts.removingKey === null}
        deletingId={contacts.removingKey}
        error={contacts.error ?? undefined}
      />
    </PageContainer>
  );
});

export default MyContactsPage;
