// A page of another council site built from the published package: the theme
// provider, the two opt-in entries, and a few components fed with this site's own
// values and paths (the package holds none of Plan My Walk's).
import { useState } from 'react';
import styled from 'styled-components';
import '@planmywalk/ui/fonts';
import { GlobalStyle } from '@planmywalk/ui/global-styles';
import { Accordion, Button, ContactCard, PlanMyWalkThemeProvider, TextField, type ContactCardContact } from '@planmywalk/ui';

const ranger: ContactCardContact = {
  first_name: 'Mere',
  last_name: 'Tipene',
  email: 'mere.tipene@example.nz',
  phone: '+64 21 555 0123',
  relationship: 'Hut warden',
};

// The site's own styled component reads the package's theme: `theme` is typed as
// Plan My Walk's (the package augments styled-components' DefaultTheme).
const Page = styled.main`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  max-width: ${({ theme }) => theme.sizes.measure};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md};
`;

const Heading = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
`;

export function App() {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  return (
    <PlanMyWalkThemeProvider>
      <GlobalStyle />
      <Page>
        <Heading>Hut wardens this summer</Heading>
        <ContactCard contact={ranger} emergency={false} />
        <form
          onSubmit={(event) => {
            event.preventDefault();
            setSent(true);
          }}
        >
          <TextField label="Email" type="email" value={email} onChange={(event) => setEmail(event.target.value)} />
          <Button type="submit">{sent ? 'Subscribed' : 'Subscribe to hut news'}</Button>
        </form>
        <Accordion.Root type="single" collapsible>
          <Accordion.Item value="booking">
            <Accordion.Trigger>How do I book a hut?</Accordion.Trigger>
            <Accordion.Content>Book through the council office or at the visitor centre.</Accordion.Content>
          </Accordion.Item>
        </Accordion.Root>
      </Page>
    </PlanMyWalkThemeProvider>
  );
}
