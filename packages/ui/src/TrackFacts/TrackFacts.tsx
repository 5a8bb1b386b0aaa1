import { Fragment } from 'react';
import styled, { css } from 'styled-components';
import { Icon } from '../Icon/Icon.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import { WalkIcon } from '../WalkIcon/WalkIcon.tsx';
import { focusRing } from '../theme/mixins.ts';
import type { PlaceFact } from './placeFacts.ts';

export type TrackFactsLayout = 'inline' | 'grid';

export interface TrackFactsProps {
  /** The facts, in order (see `placeFacts`). */
  facts: readonly PlaceFact[];
  /**
   * `inline`: a wrapping row of small facts with hidden labels, for tiles. `grid`:
   * labelled cards (a description list), for a details page.
   */
  layout: TrackFactsLayout;
}

const InlineList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  list-style: none;
`;

const InlineFact = styled.li`
  display: inline-flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
  overflow-wrap: anywhere;

  > svg {
    margin-top: calc((1lh - ${({ theme }) => theme.sizes.iconSm}) / 2);
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Separator = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Grid = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(calc(${({ theme }) => theme.sizes.tile} * 1.5), 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
`;

const GridFact = styled.div<{ $wide?: boolean }>`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  ${({ $wide }) =>
    $wide &&
    css`
      grid-column: 1 / -1;
    `}

  dt {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};

    svg {
      color: ${({ theme }) => theme.colors.primary};
    }
  }

  dd {
    margin: 0;
    padding-left: calc(${({ theme }) => theme.sizes.iconMd} + ${({ theme }) => theme.space.xs});
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    overflow-wrap: anywhere;
  }
`;

const FactNote = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
`;

/** DOC's page for the booking: above a tile's stretched title link, in the weight of its layout. */
const ExternalLink = styled.a<{ $layout: TrackFactsLayout }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  color: ${({ theme }) => theme.colors.link};

  ${({ $layout, theme }) =>
    $layout === 'inline'
      ? css`
          position: relative;
          z-index: 1;
          font-weight: ${theme.fontWeights.medium};
        `
      : css`
          font-weight: ${theme.fontWeights.semibold};

          &:focus-visible {
            ${focusRing}
          }
        `}
`;

function FactValue({ fact, layout }: { fact: PlaceFact; layout: TrackFactsLayout }) {
  if (fact.href) {
    return (
      <ExternalLink href={fact.href} target="_blank" rel="noopener noreferrer" $layout={layout}>
        {fact.value}
        <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
        <Icon name="externalLink" size="sm" />
      </ExternalLink>
    );
  }
  if (typeof fact.value === 'string') return <>{fact.value}</>;
  return (
    <>
      {fact.value.map((part, index) => (
        <Fragment key={part}>
          {index > 0 ? <Separator aria-hidden="true"> · </Separator> : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}

/**
 * The facts of a track, hut or campsite: distance and track type, walking duration,
 * difficulty, bunks, bookings (a link to DOC's page when there is one), and on a
 * details page wheelchair, dogs and shared use. Build them with `placeFacts`.
 */
export function TrackFacts({ facts, layout }: TrackFactsProps) {
  if (layout === 'inline') {
    return (
      <InlineList>
        {facts.map((fact) => (
          <InlineFact key={fact.key}>
            {fact.icon === 'track' ? <Icon name="track" size="sm" /> : <WalkIcon name={fact.icon} size="sm" />}
            <span>
              <VisuallyHidden>{fact.label}: </VisuallyHidden>
              <FactValue fact={fact} layout={layout} />
            </span>
          </InlineFact>
        ))}
      </InlineList>
    );
  }
  return (
    <Grid>
      {facts.map((fact) => (
        <GridFact key={fact.key} $wide={fact.wide}>
          <dt>
            {fact.icon === 'track' ? <Icon name="track" /> : <WalkIcon name={fact.icon} />}
            {fact.label}
          </dt>
          <dd>
            <FactValue fact={fact} layout={layout} />
            {fact.note ? <FactNote>{fact.note}</FactNote> : null}
          </dd>
        </GridFact>
      ))}
    </Grid>
  );
}
