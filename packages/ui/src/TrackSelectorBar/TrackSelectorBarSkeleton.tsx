import styled, { useTheme } from 'styled-components';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import { barBox } from './barBox.ts';

/** The bar's box (TrackSelectorBar's Root), so the page does not move when the bar arrives. */
const Box = styled.div`
  ${barBox}
`;

/** The title and place lines at the bar's own font sizes and line heights. */
const Titles = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
`;

const TitleLine = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.snug};
`;

const PlaceLine = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;

/**
 * The track selector bar while its code loads (the app loads the bar, its popover and
 * the working plan after the place's details): the title, place and date button as
 * placeholders, marked busy.
 */
export function TrackSelectorBarSkeleton() {
  const theme = useTheme();
  return (
    <Box aria-busy="true">
      <Titles>
        <TitleLine>
          <Skeleton width="70%" height={`${theme.lineHeights.snug}em`} />
        </TitleLine>
        <PlaceLine>
          <Skeleton width="50%" height={`${theme.lineHeights.normal}em`} />
        </PlaceLine>
      </Titles>
      <Skeleton height={theme.sizes.controlLg} radius="md" />
    </Box>
  );
}
