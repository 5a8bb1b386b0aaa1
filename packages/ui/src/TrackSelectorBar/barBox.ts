import { css } from 'styled-components';
import { cardBox } from '../theme/mixins.ts';

/** The bar's box, shared by the bar and its skeleton so that one replaces the other without a shift. */
export const barBox = css`
  ${cardBox}
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;
