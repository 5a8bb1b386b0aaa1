import styled from 'styled-components';
import { PageContainer, PageTitle } from '../shell/PageContainer.tsx';

/** Spec part 1 §2 privacy: Privacy & Terms, with the DOC data credit the licence asks for. */
export default function PrivacyPage() {
  return (
    <PageContainer>
      <PageTitle>Privacy &amp; Terms</PageTitle>
      <Prose>
        <h2>What Plan My Walk is for</h2>
        <p>
          Plan My Walk helps you find walking and hiking tracks, huts and campsites in New Zealand and
          make a trip plan that reaches the people who need it: your group and your emergency contact.
          A trip plan does not replace telling someone you trust where you are going and when you will
          be back, and it does not call for help on its own. In an emergency, call 111.
        </p>
        <h2>What we keep about you</h2>
        <ul>
          <li>Your account: your name, email address and a hashed password. We never store your password itself.</li>
          <li>Your optional profile details: phone number, gender, date of birth, tramping experience level and portrait.</li>
          <li>
            Your trip plans, gear lists, custom tracks, contacts, wishlist and reviews, and the documents you attach
            to a plan.
          </li>
          <li>Guests: a draft plan, gear list and temporary contacts are kept only in this browser.</li>
        </ul>
        <h2>Who sees it</h2>
        <p>
          When you publish a trip plan we email it to the group members and the emergency contact you added.
          A published plan can be opened by anyone who has its link. Reviews you publish show your first and
          last name and portrait. Nothing else is shared, sold or used for advertising.
        </p>
        <h2>Your choices</h2>
        <p>
          You can change your notification settings, edit your profile or delete your account at any time from
          My Profile &amp; Settings. Deleting your account removes your data.
        </p>
        <h2>Terms of use</h2>
        <p>
          Track, hut and campsite information, alerts and forecasts can be out of date. Check conditions with the
          Department of Conservation and MetService before you go, and turn back when conditions are beyond you.
        </p>
        <h2>Data sources</h2>
        <p>
          Contains data from the Department of Conservation (DOC), CC BY 4.0 (
          <a href="https://creativecommons.org/licenses/by/4.0/" target="_blank" rel="noopener noreferrer">
            licence
          </a>
          ). Map land outlines from Natural Earth (public domain); region outlines from the name-suggestion-index
          project (BSD-3-Clause).
        </p>
      </Prose>
    </PageContainer>
  );
}

const Prose = styled.div`
  max-width: 44rem;
  line-height: 1.6;
  color: ${({ theme }) => theme.colors.text};
  h2 {
    margin: ${({ theme }) => `${theme.space.lg} 0 ${theme.space.xs}`};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  a {
    color: ${({ theme }) => theme.colors.link};
  }
`;
