import type { Decorator, Preview } from '@storybook/react-vite';
import styled from 'styled-components';
import { LinkProvider } from '../packages/ui/src/LinkProvider/index.ts';
import type { LinkComponentProps } from '../packages/ui/src/LinkProvider/index.ts';
import { PlanMyWalkThemeProvider } from '../packages/ui/src/theme/index.ts';
import '../packages/ui/src/fonts.ts';
import { GlobalStyle } from '../packages/ui/src/global-styles.ts';

/**
 * Stands in for the app's router link: a real anchor (so role, name and href can
 * be asserted) that does not leave the story when clicked.
 */
function StoryLink({ href, children, onClick, ...rest }: LinkComponentProps) {
  return (
    <a
      href={href}
      {...rest}
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
      }}
    >
      {children}
    </a>
  );
}

const Padded = styled.div`
  padding: ${({ theme }) => theme.space.lg};
`;

/**
 * Every story renders inside the theme provider with the global styles and fonts
 * opted in, like the app,
 * with internal links that stay in the story.
 * Stories of page-wide pieces (header, footer, hero) set `parameters.bleed` to
 * render edge to edge; everything else gets a little breathing room.
 */
const withTheme: Decorator = (Story, { parameters }) => (
  <PlanMyWalkThemeProvider>
    <GlobalStyle />
    <LinkProvider component={StoryLink}>
      {parameters.bleed ? (
        <Story />
      ) : (
        <Padded>
          <Story />
        </Padded>
      )}
    </LinkProvider>
  </PlanMyWalkThemeProvider>
);

const preview: Preview = {
  decorators: [withTheme],
  // Every component gets a docs page: its description, props table and stories.
  tags: ['autodocs'],
  parameters: {
    // The decorator above owns padding, so the canvas looks the same in
    // Storybook and in the screenshot tests.
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i } },
    a11y: {
      // Any axe violation fails the story's test.
      test: 'error',
    },
    viewport: {
      // The test browser window is 1280 × 720; viewports that fit in it are
      // captured at full scale (see vitest.setup.ts).
      options: {
        mobile: { name: 'Mobile (375 px)', styles: { width: '375px', height: '667px' }, type: 'mobile' },
        smallMobile: { name: 'Small mobile (320 px)', styles: { width: '320px', height: '568px' }, type: 'mobile' },
        tablet: { name: 'Tablet (768 px)', styles: { width: '768px', height: '720px' }, type: 'tablet' },
        desktop: { name: 'Desktop (1280 px)', styles: { width: '1280px', height: '720px' }, type: 'desktop' },
      },
    },
  },
  // Stories render in the desktop viewport unless they choose another, in
  // Storybook and in the tests alike.
  initialGlobals: { viewport: { value: 'desktop', isRotated: false } },
};

export default preview;
