import styled from 'styled-components';
import type { ContactCardContact } from './ContactCard.tsx';
import { contactInitials } from './contactText.ts';

const Circle = styled.div`
  display: grid;
  flex: none;
  place-items: center;
  width: ${({ theme }) => theme.sizes.controlLg};
  height: ${({ theme }) => theme.sizes.controlLg};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: ${({ theme }) => theme.letterSpacings.wide};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;


/**
 * The person's photo, or their initials on a green disc. Decorative: the name is
 * written beside it.
 */
export function ContactCardAvatar({ contact }: { contact: ContactCardContact }) {
  const url = contact.portrait?.url;
  return <Circle aria-hidden="true">{url ? <img src={url} alt="" /> : contactInitials(contact)}</Circle>;
}
