import type { CSSProperties } from 'react';
import { theme } from '../src/theme/theme.ts';

// Storybook's docs blocks show colours and type; these show the other token scales of
// Theme.mdx, each drawn from the theme object so the page cannot drift from it.

const table: CSSProperties = { borderCollapse: 'collapse', width: '100%', fontFamily: theme.fonts.body };
const cell: CSSProperties = {
  padding: `${theme.space.xs} ${theme.space.sm}`,
  borderBottom: `${theme.sizes.borderWidth} solid ${theme.colors.divider}`,
  textAlign: 'left',
  verticalAlign: 'middle',
};

interface ScaleProps {
  /** Which part of the theme: the keys are the token names, the values CSS lengths. */
  tokens: Record<string, string>;
  /** The `theme.` path shown in the first column, e.g. `space`. */
  path: string;
}

/** Spacing: a bar as long as each step. */
export function SpaceScale({ tokens, path }: ScaleProps) {
  return (
    <table style={table}>
      <tbody>
        {Object.entries(tokens).map(([name, value]) => (
          <tr key={name}>
            <td style={cell}>
              <code>{`theme.${path}['${name}']`}</code>
            </td>
            <td style={cell}>{value}</td>
            <td style={{ ...cell, width: '60%' }}>
              <div style={{ width: value, height: theme.space.md, background: theme.colors.primary }} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Corner radii: a square with each radius. */
export function RadiusScale({ tokens, path }: ScaleProps) {
  return (
    <table style={table}>
      <tbody>
        {Object.entries(tokens).map(([name, value]) => (
          <tr key={name}>
            <td style={cell}>
              <code>{`theme.${path}.${name}`}</code>
            </td>
            <td style={cell}>{value}</td>
            <td style={cell}>
              <div
                style={{
                  width: theme.space['3xl'],
                  height: theme.space['3xl'],
                  borderRadius: value,
                  background: theme.colors.primarySoft,
                  border: `${theme.sizes.borderWidthThick} solid ${theme.colors.primary}`,
                }}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Any other token group (breakpoints, shadows, weights): name and value. */
export function TokenList({ tokens, path }: { tokens: Record<string, string | number>; path: string }) {
  return (
    <table style={table}>
      <tbody>
        {Object.entries(tokens).map(([name, value]) => (
          <tr key={name}>
            <td style={cell}>
              <code>{`theme.${path}.${name}`}</code>
            </td>
            <td style={cell}>
              <code>{String(value)}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
