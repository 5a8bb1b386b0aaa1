import styled from 'styled-components';
import { Icon } from '../Icon/Icon.tsx';
import { Link } from '../LinkProvider/LinkProvider.tsx';
import { bunkLabel } from '../format/format.ts';
import { placeTypeIcon, type PlaceType } from '../place/placeType.ts';
import { focusRing } from '../theme/mixins.ts';

/** A hut or campsite near the location: fields of the API's `SearchResultItem`. */
export interface TrackDetailsNearbyPlace {
  id: number;
  type: PlaceType;
  slug: string;
  title: string;
  is_closed: boolean;
  number_of_bunks: number | null;
}

const NearbyList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const NearbyLink = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.link};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;

  > svg {
    color: ${({ theme }) => theme.colors.primary};
  }

  &:hover {
    color: ${({ theme }) => theme.colors.linkHover};
    text-decoration: underline;
  }

  &:focus-visible {
    ${focusRing}
  }
`;

const NearbyMeta = styled.span`
  margin-left: auto;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  white-space: nowrap;
`;

const ClosedText = styled.span`
  color: ${({ theme }) => theme.colors.danger};
`;

export interface TrackDetailsNearbyProps {
  places: readonly TrackDetailsNearbyPlace[];
  /** The page of a place, e.g. `/huts/{slug}`. */
  hrefFor: (place: TrackDetailsNearbyPlace) => string;
}

/** Huts or campsites near a location, nearest first: links with ' - CLOSED' and their bunks. */
export function TrackDetailsNearby({ places, hrefFor }: TrackDetailsNearbyProps) {
  return (
    <NearbyList>
      {places.map((place) => (
        <li key={place.id}>
          <NearbyLink href={hrefFor(place)}>
            <Icon name={placeTypeIcon(place.type)} size="sm" />
            <span>
              {place.title}
              {place.is_closed ? (
                <>
                  {' '}
                  <ClosedText>- CLOSED</ClosedText>
                </>
              ) : null}
            </span>
            {place.number_of_bunks !== null ? <NearbyMeta>{bunkLabel(place.number_of_bunks)}</NearbyMeta> : null}
          </NearbyLink>
        </li>
      ))}
    </NearbyList>
  );
}
