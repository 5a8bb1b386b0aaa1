import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { AnchorLink, Link, LinkProvider } from './LinkProvider.tsx';
import type { LinkComponentProps } from './LinkProvider.tsx';

/** What a router adapter would do on a click: navigate in the app instead of loading the page. */
const navigate = fn();

function RouterLikeLink({ href, children, onClick, ...rest }: LinkComponentProps) {
  return (
    <a
      href={href}
      data-router-link=""
      {...rest}
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
        navigate(href);
      }}
    >
      {children}
    </a>
  );
}

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
`;

const meta = {
  title: 'Utilities/LinkProvider',
  component: LinkProvider,
  args: { component: RouterLikeLink },
  render: (args) => (
    <LinkProvider {...args}>
      <Row>
        <Button href="/tracks">Find a track</Button>
        <Link href="/account/my-walks">My Walks</Link>
      </Row>
    </LinkProvider>
  ),
} satisfies Meta<typeof LinkProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The web app's case: every internal link renders with the router adapter. */
export const WithRouterAdapter: Story = {
  play: async ({ canvasElement }) => {
    navigate.mockClear();
    const canvas = within(canvasElement);
    const button = canvas.getByRole('link', { name: 'Find a track' });
    await expect(button).toHaveAttribute('data-router-link');
    await userEvent.click(button);
    await expect(navigate).toHaveBeenCalledWith('/tracks');
    await userEvent.click(canvas.getByRole('link', { name: 'My Walks' }));
    await expect(navigate).toHaveBeenLastCalledWith('/account/my-walks');
  },
};

/** Without an adapter, links are plain anchors (full page loads). */
export const PlainAnchors: Story = {
  args: { component: AnchorLink },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'My Walks' });
    await expect(link).toHaveAttribute('href', '/account/my-walks');
    await expect(link).not.toHaveAttribute('data-router-link');
  },
};
