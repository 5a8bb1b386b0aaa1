import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, userEvent, within } from 'storybook/test';
import { PlanMyWalkThemeProvider } from './PlanMyWalkThemeProvider.tsx';
import { theme } from './theme.ts';

const meta = {
  title: 'Foundations/Theme',
  component: PlanMyWalkThemeProvider,
} satisfies Meta<typeof PlanMyWalkThemeProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
`;

const SectionTitle = styled.h2`
  margin-bottom: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
`;

const Swatches = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ theme }) => theme.sizes.tile}, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Swatch = styled.li`
  overflow: hidden;
  border: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Chip = styled.div<{ $color: string }>`
  height: ${({ theme }) => theme.space['3xl']};
  background: ${({ $color }) => $color};
`;

const SwatchLabel = styled.div`
  display: grid;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};

  code {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const semanticColours = [
  'background',
  'surface',
  'surfaceMuted',
  'text',
  'textMuted',
  'heading',
  'primary',
  'primaryHover',
  'primarySoft',
  'accent',
  'link',
  'focusRing',
  'planHeader',
  'footer',
  'danger',
  'warning',
  'caution',
  'badge',
] as const satisfies readonly (keyof typeof theme.colors)[];

/** The semantic colours components use. */
export const Colours: Story = {
  render: () => (
    <Page>
      <section>
        <SectionTitle>Colours</SectionTitle>
        <Swatches>
          {semanticColours.map((name) => (
            <Swatch key={name}>
              <Chip $color={theme.colors[name]} />
              <SwatchLabel>
                <strong>{name}</strong>
                <code>{theme.colors[name]}</code>
              </SwatchLabel>
            </Swatch>
          ))}
        </Swatches>
      </section>
    </Page>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(semanticColours.length);
  },
};

const TypeRow = styled.li<{ $size: string }>`
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.xs} 0;
  border-bottom: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.colors.divider};

  code {
    flex: none;
    width: ${({ theme }) => theme.space['4xl']};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  span {
    font-size: ${({ $size }) => $size};
    line-height: ${({ theme }) => theme.lineHeights.snug};
  }
`;

const TypeList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const fontSizeNames = Object.keys(theme.fontSizes) as (keyof typeof theme.fontSizes)[];

/** The type scale, set in Inter. */
export const Typography: Story = {
  render: () => (
    <section>
      <SectionTitle>Type scale</SectionTitle>
      <TypeList>
        {fontSizeNames.map((name) => (
          <TypeRow key={name} $size={theme.fontSizes[name]}>
            <code>{name}</code>
            <span>Tongariro Alpine Crossing</span>
          </TypeRow>
        ))}
      </TypeList>
    </section>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('Tongariro Alpine Crossing')).toHaveLength(fontSizeNames.length);
    await expect(getComputedStyle(canvas.getAllByText('Tongariro Alpine Crossing')[0]!).fontFamily).toContain(
      'Inter Variable',
    );
  },
};

const FocusDemo = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg};

  button {
    min-height: ${({ theme }) => theme.sizes.controlMd};
    padding: 0 ${({ theme }) => theme.space.md};
    border: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
  }
`;

/** Keyboard focus: a 3 px high-contrast ring on anything focusable. */
export const FocusRing: Story = {
  parameters: { screenshot: { keepFocus: true } },
  render: () => (
    <FocusDemo>
      <button type="button">First</button>
      <button type="button">Focused with the keyboard</button>
    </FocusDemo>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const target = canvas.getByRole('button', { name: 'Focused with the keyboard' });
    canvas.getByRole('button', { name: 'First' }).focus();
    // Tab moves focus like a keyboard user would, so :focus-visible applies.
    await userEvent.tab();
    await expect(target).toHaveFocus();
    await expect(getComputedStyle(target).outlineWidth).toBe(theme.sizes.focusRingWidth);
  },
};
