import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Link } from '../LinkProvider/LinkProvider.tsx';
import { Logo } from '../Logo/Logo.tsx';
import { inverseFocusScope } from '../theme/mixins.ts';

export type HeaderVariant = 'default' | 'plan';

export interface HeaderProps {
  /**
   * `default` for most pages; `plan` is the compact, green trip-plan header used
   * on plan, plan-complete, plan-viewer, alerts, gear and the plan read-only pages.
   * @default 'default'
   */
  variant?: HeaderVariant;
  /** Right-hand actions, e.g. the `ProfileMenu`. */
  children?: ReactNode;
  /**
   * Where the logo links to.
   */
  homeHref: string;
}

const Bar = styled.header<{ $plan: boolean }>`
  position: relative;
  z-index: ${({ theme }) => theme.zIndices.header};
  ${({ $plan, theme }) =>
    $plan
      ? css`
          background: ${theme.colors.planHeader};
          color: ${theme.colors.onPlanHeader};
          box-shadow: ${theme.shadows.md};
          ${inverseFocusScope}
        `
      : css`
          background: ${theme.colors.header};
          color: ${theme.colors.primary};
          border-bottom: ${theme.sizes.borderWidth} solid ${theme.colors.border};
          box-shadow: ${theme.shadows.sm};
        `}
`;

const Inner = styled.div<{ $plan: boolean }>`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  max-width: ${({ theme }) => theme.sizes.container};
  min-height: ${({ theme, $plan }) => ($plan ? theme.sizes.headerHeightCompact : theme.sizes.headerHeight)};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.tabletUp} {
    padding: 0 ${({ theme }) => theme.space.lg};
  }
`;

const Brand = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

const HomeLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  border-radius: ${({ theme }) => theme.radii.md};
  color: inherit;
  text-decoration: none;

  &:hover {
    color: inherit;
  }
`;

const PlanTitle = styled.span`
  padding-left: ${({ theme }) => theme.space.md};
  border-left: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.palette.forest[400]};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  white-space: nowrap;
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

/**
 * The app header (a `banner` landmark): the Plan My Walk logo linking home and
 * the actions passed as children on the right.
 */
export function Header({ variant = 'default', children, homeHref }: HeaderProps) {
  const plan = variant === 'plan';
  return (
    <Bar $plan={plan}>
      <Inner $plan={plan}>
        <Brand>
          <HomeLink href={homeHref}>
            <Logo variant={plan ? 'inverse' : 'default'} compactOnMobile={plan} />
          </HomeLink>
          {plan ? <PlanTitle>Trip plan</PlanTitle> : null}
        </Brand>
        {children ? <Actions>{children}</Actions> : null}
      </Inner>
    </Bar>
  );
}
