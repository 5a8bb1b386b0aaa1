import styled, { type DefaultTheme } from 'styled-components';
import { FeedHtml } from '../FeedHtml/FeedHtml.tsx';
import { formatUpdatedAt } from '../format/forecastFormat.ts';
import { SampleDataTag } from '../SampleDataTag/SampleDataTag.tsx';

export type DangerColour = 'green' | 'yellow' | 'orange' | 'red' | 'black' | 'grey';

/** A rating of the avalanche danger scale with what it means. */
export interface DangerRating {
  name: string;
  colour: DangerColour;
  advice: string;
}

/** An avalanche advisory as the alerts page shows it. */
export interface AvalancheAdvisoryItem {
  id: number;
  region: string;
  /** The highest band's rating. */
  rating: DangerRating;
  /** High Alpine, Alpine, Sub Alpine. */
  bands: ReadonlyArray<{ name: string; range: string | null; rating: DangerRating }>;
  /** Sanitised by the server. */
  importantInformationHtml: string | null;
  /** ISO instants. */
  issued: string;
  validUntil: string;
  web: string | null;
  sample: boolean;
}

export interface AvalancheAdvisoryCardProps {
  advisory: AvalancheAdvisoryItem;
  /** @default 3 */
  headingLevel?: 2 | 3 | 4;
}

/** The danger scale's colours: green, yellow, orange, red, black; grey when not rated. */
export function dangerColours(theme: DefaultTheme, colour: DangerColour): { background: string; text: string } {
  switch (colour) {
    case 'green':
      return { background: theme.palette.forest[500], text: theme.colors.textInverse };
    case 'yellow':
      return { background: theme.colors.caution, text: theme.colors.text };
    case 'orange':
      return { background: theme.palette.alert.orange, text: theme.colors.textInverse };
    case 'red':
      return { background: theme.colors.danger, text: theme.colors.textInverse };
    case 'black':
      return { background: theme.palette.ink[900], text: theme.colors.textInverse };
    default:
      return { background: theme.palette.ink[200], text: theme.colors.text };
  }
}

const Card = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const Title = styled.h3`
  margin: 0;
  color: ${({ theme }) => theme.colors.heading};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Chip = styled.span<{ $colour: DangerColour }>`
  display: inline-flex;
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $colour }) => dangerColours(theme, $colour).background};
  color: ${({ theme, $colour }) => dangerColours(theme, $colour).text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  white-space: nowrap;
`;

const Advice = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
`;

const Bands = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Band = styled.li`
  display: grid;
  grid-template-columns: minmax(7rem, 10rem) 1fr;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  align-items: start;
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceSunken};

  strong {
    display: block;
    color: ${({ theme }) => theme.colors.heading};
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  p {
    margin: ${({ theme }) => theme.space.xxs} 0 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Meta = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  a {
    color: ${({ theme }) => theme.colors.link};
  }
`;

/**
 * Spec part 2 §2, §4: an NZ Avalanche Advisory forecast: the region's rating (its
 * highest band) with its travel advice, each elevation band with its own rating, the
 * forecaster's important information, and how long it is valid.
 */
export function AvalancheAdvisoryCard({ advisory, headingLevel = 3 }: AvalancheAdvisoryCardProps) {
  return (
    <Card aria-label={`Avalanche advisory: ${advisory.region}`}>
      <Top>
        <Title as={`h${headingLevel}`}>{advisory.region} avalanche advisory</Title>
        <Chip $colour={advisory.rating.colour}>{advisory.rating.name}</Chip>
        {advisory.sample ? <SampleDataTag /> : null}
      </Top>
      <Advice>{advisory.rating.advice}</Advice>
      <Bands aria-label="Elevation bands">
        {advisory.bands.map((band) => (
          <Band key={band.name}>
            <span>
              <strong>{band.name}</strong>
              {band.range ? <small>{band.range}</small> : null}
            </span>
            <span>
              <Chip $colour={band.rating.colour}>{band.rating.name}</Chip>
              <p>{band.rating.advice}</p>
            </span>
          </Band>
        ))}
      </Bands>
      {advisory.importantInformationHtml ? <FeedHtml html={advisory.importantInformationHtml} /> : null}
      <Meta>
        Issued {formatUpdatedAt(advisory.issued)}, valid until {formatUpdatedAt(advisory.validUntil)}.{' '}
        {advisory.web ? (
          <a href={advisory.web} target="_blank" rel="noopener noreferrer">
            Read the full advisory
          </a>
        ) : null}{' '}
        From the NZ Avalanche Advisory, NZ Mountain Safety Council.
      </Meta>
    </Card>
  );
}
